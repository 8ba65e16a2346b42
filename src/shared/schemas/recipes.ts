import { z } from 'zod';
import { ingredientUnits } from '../nutrition/units.ts';
import { micronutrientKeys } from '../nutrition/nutrients.ts';
import { nutrientKeys } from '../nutrition/recipe-nutrition.ts';
import { listViewSchema, MAX_INT4 } from './common.ts';
import { allergens, allergenStatuses } from '../nutrition/allergens.ts';

/**
 * Which weight an ingredient's nutrition counted: '1 cup, chopped (USDA)' (the food's own household weight),
 * 'density of seeds, estimated' (the density table by food kind), 'by weight', 'weighed' (a stated weight).
 */
export const ingredientWeightSchema = z.object({ grams: z.number(), note: z.string(), estimated: z.boolean() });
export type IngredientWeight = z.infer<typeof ingredientWeightSchema>;

export const difficulties = ['easy', 'medium', 'hard'] as const;

export const ingredientInputSchema = z.strictObject({
  name: z
    .string({ message: 'Ingredient name is required' })
    .trim()
    .min(1, 'Ingredient name is required')
    .max(200, 'Ingredient name must be at most 200 characters'),
  amount: z.coerce
    .number({ message: 'Amount must be greater than 0' })
    .min(0.01, 'Amount must be greater than 0')
    .max(100000, 'Amount is too large'),
  unit: z.enum(ingredientUnits, { message: 'Unit is required' }),
  /** The food (USDA NDB number, or FoodData Central id) the amount refers to; empty means none chosen. */
  fdcId: z
    .union([
      z.literal(''),
      z.null(),
      z.coerce
        .number({ message: 'Choose a food from the list' })
        .int('Choose a food from the list')
        .min(1, 'Choose a food from the list')
        .max(MAX_INT4, 'Choose a food from the list'),
    ])
    .optional()
    .transform((value) => (value === '' || value === null || value === undefined ? undefined : value)),
  /** The weighed amount behind the household one, when known (catalogue recipes and copies of them). */
  grams: z.number().positive().max(100000).optional(),
});
export type IngredientInput = z.input<typeof ingredientInputSchema>;

// '' and null come first: z.coerce would read them as 0.
const optionalMinutes = (label: string) =>
  z
    .union([
      z.literal(''),
      z.null(),
      z.coerce
        .number()
        .int(`${label} must be a whole number`)
        .min(0, `${label} cannot be negative`)
        .max(10080, `${label} is too long`),
    ])
    .optional()
    .transform((value) => (value === '' || value === null || value === undefined ? null : value));

/** Create and update. Nutrition is not an input: the server computes it from the ingredients. */
export const recipeInputSchema = z.strictObject({
  name: z
    .string({ message: 'Recipe name is required' })
    .trim()
    .min(1, 'Recipe name is required')
    .max(200, 'Recipe name must be at most 200 characters'),
  description: z
    .string()
    .trim()
    .max(2000, 'Description must be at most 2000 characters')
    .nullish()
    .transform((value) => (value ? value : null)),
  instructions: z
    .string({ message: 'Instructions are required' })
    .trim()
    .min(1, 'Instructions are required')
    .max(20000, 'Instructions must be at most 20000 characters'),
  prepTime: optionalMinutes('Prep time'),
  cookTime: optionalMinutes('Cook time'),
  servings: z
    .union([
      z.literal(''),
      z.null(),
      z.coerce
        .number()
        .int('Servings must be a whole number')
        .min(1, 'Servings must be at least 1')
        .max(100, 'Servings must be at most 100'),
    ])
    .optional()
    .transform((value) => (value === '' || value === null || value === undefined ? 1 : value)),
  ingredients: z
    .array(ingredientInputSchema, { message: 'At least one ingredient is required' })
    .min(1, 'At least one ingredient is required')
    .max(100, 'At most 100 ingredients'),
  tags: z
    .array(z.string().trim().min(1).max(50, 'Each tag must be at most 50 characters'))
    .max(30, 'At most 30 tags')
    .nullish()
    .transform((values) => [...new Set(values ?? [])]),
  cuisine: z
    .string()
    .trim()
    .max(60)
    .nullish()
    .transform((value) => (value ? value : null)),
  difficulty: z
    .union([z.enum(difficulties), z.literal(''), z.null()])
    .optional()
    .transform((value) => (value ? value : null)),
  isPublic: z.boolean().optional().default(false),
});
export type RecipeInput = z.input<typeof recipeInputSchema>;
export type RecipeValues = z.output<typeof recipeInputSchema>;

const nutritionShape = Object.fromEntries(nutrientKeys.map((key) => [key, z.number()])) as Record<
  (typeof nutrientKeys)[number],
  z.ZodNumber
>;
/** A micronutrient is null when no food reports it, absent when stored before it was carried. */
const micronutrientShape = Object.fromEntries(
  micronutrientKeys.map((key) => [key, z.number().nullable().optional()]),
) as Record<(typeof micronutrientKeys)[number], z.ZodOptional<z.ZodNullable<z.ZodNumber>>>;
export const nutritionSchema = z.object({ ...nutritionShape, ...micronutrientShape });

/** One allergen of a recipe, with the ingredients and foods behind it (allergen-screening.ts). */
export const allergenLabelSchema = z.object({
  allergen: z.enum(allergens),
  /** not reviewed: nobody has judged it (a food the table has not reviewed, an ingredient without a food) */
  status: z.enum(['contains', 'may contain', 'not reviewed']),
  because: z.array(
    z.object({
      ingredient: z.string(),
      food: z.string().nullable(),
      status: z.enum(allergenStatuses),
      /** for "may contain": why (makers vary, precautionary labelling is the norm for the product, ...) */
      why: z.string().optional(),
    }),
  ),
});

export const recipeSchema = z.object({
  id: z.string().uuid(),
  /** null for the shared catalogue */
  userId: z.string().uuid().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  instructions: z.string(),
  prepTime: z.number().nullable(),
  cookTime: z.number().nullable(),
  servings: z.number(),
  ingredients: z.array(
    z.object({
      name: z.string(),
      amount: z.number(),
      unit: z.enum(ingredientUnits),
      fdcId: z.number().optional(),
      grams: z.number().optional(),
      /** the weight the nutrition counted and which one it was; absent on rows saved before it was recorded */
      weight: ingredientWeightSchema.optional(),
    }),
  ),
  /** per serving, computed from the ingredients' foods */
  nutrition: nutritionSchema.nullable(),
  /** how many ingredients the nutrition counts, out of how many */
  nutritionCoverage: z
    .object({
      resolvedIngredients: z.number(),
      totalIngredients: z.number(),
      /** nutrients some counted food does not report: their values are "at least" */
      incomplete: z.array(z.string()).optional(),
    })
    .nullable(),
  tags: z.array(z.string()),
  cuisine: z.string().nullable(),
  difficulty: z.enum(difficulties).nullable(),
  isPublic: z.boolean(),
  imageUrl: z.string().nullable(),
  sourceName: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  healthScore: z.number().nullable(),
  /** the outside recipe database's id, for a recipe saved from it */
  spoonacularId: z.number().nullable(),
  readyInMinutes: z.number().nullable(),
  /** dollars per serving, for a recipe saved from the outside recipe database */
  pricePerServing: z.number().nullable(),
  /** true when the signed-in practitioner may edit and delete it */
  isOwn: z.boolean(),
  /** derived from the ingredients' foods */
  diets: z.array(z.string()),
  /** why vegetarian or vegan is not claimed when only a doubt stands in the way */
  dietNotes: z.array(z.string()),
  /** allergens it contains or may contain */
  allergens: z.array(z.enum(allergens)),
  allergenLabels: z.array(allergenLabelSchema),
  mealTypes: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Recipe = z.infer<typeof recipeSchema>;

/** The macros a recipe card and the recipe pickers show; the whole nutrition comes with GET /api/recipes/{id}. */
export const macroNutritionSchema = z.object({
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
});

/**
 * GET /api/recipes: whole recipes by default (the spec's call); `view=summary` for the cards' and pickers' fields,
 * and with it `include=ingredientNames`, which the picker asks for only for a client with allergy words of their own.
 */
export const recipeListQuerySchema = z.object({
  view: listViewSchema,
  include: z.enum(['ingredientNames']).optional(),
});
export type RecipeListQuery = z.infer<typeof recipeListQuerySchema>;

/** How much of a description a summary carries: the cards show two lines of it. */
export const SUMMARY_DESCRIPTION_LENGTH = 120;

/**
 * One recipe in GET /api/recipes: what the cards and pickers show and search, not the recipe. Its size does not
 * grow with the nutrient set, the ingredients or the instructions; the editor and the plan read the recipe by id.
 */
export const recipeSummarySchema = recipeSchema
  .pick({
    id: true,
    userId: true,
    name: true,
    prepTime: true,
    cookTime: true,
    servings: true,
    tags: true,
    cuisine: true,
    difficulty: true,
    isPublic: true,
    imageUrl: true,
    isOwn: true,
    diets: true,
    dietNotes: true,
    mealTypes: true,
  })
  .extend({
    /** the first SUMMARY_DESCRIPTION_LENGTH characters */
    description: z.string().nullable(),
    /** per serving, as computed; null when no ingredient is linked to a food */
    nutrition: macroNutritionSchema.nullable(),
    ingredientCount: z.number(),
    /** ingredients the nutrition counts */
    countedIngredients: z.number(),
    /** allergens it contains, from the allergen table (the ingredients behind each: in the recipe's allergenLabels) */
    contains: z.array(z.enum(allergens)),
    /** allergens it may contain, for a reason the table gives */
    mayContain: z.array(z.enum(allergens)),
    /** allergens nobody has reviewed for some ingredient: kept from an allergic client, shown apart */
    notReviewed: z.array(z.enum(allergens)),
    /** only with ?include=ingredientNames */
    ingredientNames: z.array(z.string()).optional(),
  });
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;

/** Every allergen a summary names, contained, maybe or not reviewed: what screening against a client's allergies reads. */
export function allergensOfSummary(
  recipe: Pick<RecipeSummary, 'contains' | 'mayContain' | 'notReviewed'>,
): (typeof allergens)[number][] {
  return [...recipe.contains, ...recipe.mayContain, ...recipe.notReviewed];
}
