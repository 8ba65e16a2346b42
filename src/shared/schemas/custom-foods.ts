import { z } from 'zod';
import { allergens, allergenStatuses, type Allergen } from '../nutrition/allergens.ts';
import { animalFacts, type AnimalFact } from '../nutrition/animal-facts.ts';
import { micronutrientKeys, type MicronutrientKey } from '../nutrition/nutrients.ts';
import { practiceAllergenStatuses } from './nutrition.ts';

/**
 * A practice's own foods, typed from a product's label (issue 35, docs/decisions/0031-custom-foods.md): the
 * nutrients per serving as printed, the ingredient list and the allergen statements, and the allergen and animal
 * statuses the practitioner confirmed after the label was read.
 */

/** Practice food ids start here, far above USDA's NDB numbers and FoodData Central's fdcIds (decision 0031). */
export const FIRST_PRACTICE_FOOD_ID = 2_000_000_000;
export function isPracticeFoodId(id: unknown): boolean {
  return typeof id === 'number' && id >= FIRST_PRACTICE_FOOD_ID;
}

export const CUSTOM_FOOD_DESCRIPTION_MAX = 200;
export const CUSTOM_FOOD_TEXT_MAX = 4000;
/** How far the printed energy may sit from 4/4/9 × the macros before the user must confirm it. */
export const ENERGY_MISMATCH_TOLERANCE = 0.2;

const amount = (what: string, max: number) =>
  z
    .number({ message: `${what} must be a number` })
    .finite(`${what} must be a number`)
    .min(0, `${what} cannot be negative`)
    .max(max, `${what} must be at most ${max}`);

const positive = (what: string, max: number) => amount(what, max).positive(`${what} must be more than 0`);

/** Any nutrient the app knows beyond the macros; an absent one is a gap (never a zero). */
const micronutrientFields = Object.fromEntries(
  micronutrientKeys.map((key) => [key, amount(key, 100_000).optional()]),
) as Record<MicronutrientKey, z.ZodOptional<ReturnType<typeof amount>>>;

export const labelNutrientsSchema = z.strictObject({
  calories: amount('Energy (kcal)', 10_000),
  protein: amount('Protein', 1_000),
  carbs: amount('Carbohydrate', 1_000),
  fat: amount('Fat', 1_000),
  fiber: amount('Fibre', 1_000).optional(),
  sugar: amount('Sugars', 1_000).optional(),
  /** milligrams */
  sodium: amount('Sodium', 100_000).optional(),
  ...micronutrientFields,
});
export type LabelNutrients = z.infer<typeof labelNutrientsSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

const practiceStatus = z.enum(practiceAllergenStatuses, { message: 'Choose contains, may contain or free' });
const confirmedAllergensSchema = z.strictObject(
  Object.fromEntries(allergens.map((allergen) => [allergen, practiceStatus])) as Record<
    Allergen,
    typeof practiceStatus
  >,
);
const animalStatus = z.enum(allergenStatuses, { message: 'Choose contains, may contain, free or unknown' });
const confirmedAnimalFactsSchema = z.strictObject(
  Object.fromEntries(animalFacts.map((fact) => [fact, animalStatus])) as Record<AnimalFact, typeof animalStatus>,
);

/** 4 kcal per g of protein and carbohydrate, 9 per g of fat (Atwater's general factors). */
export function energyFromMacros(nutrients: Pick<LabelNutrients, 'protein' | 'carbs' | 'fat'>): number {
  return 4 * nutrients.protein + 4 * nutrients.carbs + 9 * nutrients.fat;
}

/** Whether the printed energy is more than 20 % away from what the macros give (both near zero: no). */
export function energyDisagrees(nutrients: Pick<LabelNutrients, 'calories' | 'protein' | 'carbs' | 'fat'>): boolean {
  const expected = energyFromMacros(nutrients);
  const larger = Math.max(expected, nutrients.calories);
  if (larger < 5) return false;
  return Math.abs(nutrients.calories - expected) > ENERGY_MISMATCH_TOLERANCE * larger;
}

const customFoodFields = {
  description: z
    .string({ message: 'Name the food' })
    .trim()
    .min(1, 'Name the food')
    .max(CUSTOM_FOOD_DESCRIPTION_MAX, `At most ${CUSTOM_FOOD_DESCRIPTION_MAX} characters`),
  brandOwner: optionalText(200),
  servingSize: z.strictObject({
    amount: positive('Serving size', 10_000),
    unit: z.enum(['g', 'ml'], { message: 'Serving size is in g or ml' }),
  }),
  householdServing: z
    .strictObject({
      amount: positive('Household amount', 1_000),
      unit: z.string().trim().min(1, 'Name the household unit').max(40, 'At most 40 characters'),
      grams: positive('Household grams', 10_000),
    })
    .nullish()
    .transform((value) => value ?? null),
  nutrientsPerServing: labelNutrientsSchema,
  ingredientsText: optionalText(CUSTOM_FOOD_TEXT_MAX),
  allergenStatement: optionalText(1_000),
  /** the statuses the practitioner confirmed; absent: read from the label as it is */
  allergens: confirmedAllergensSchema.optional(),
  animalFacts: confirmedAnimalFactsSchema.optional(),
  /** sent after the user saw the energy warning and kept the printed figure */
  confirmEnergyMismatch: z.boolean().optional(),
};

/** POST /api/foods and PUT /api/foods/{id}: the food as its label reads. */
export const customFoodInputSchema = z.strictObject(customFoodFields).superRefine((food, context) => {
  if (!food.confirmEnergyMismatch && energyDisagrees(food.nutrientsPerServing)) {
    const expected = Math.round(energyFromMacros(food.nutrientsPerServing));
    context.addIssue({
      code: 'custom',
      path: ['nutrientsPerServing', 'calories'],
      message: `The label's ${food.nutrientsPerServing.calories} kcal is more than 20 % away from the ${expected} kcal its protein, carbohydrate and fat give (4/4/9 kcal per g). Check the figures, or confirm the label really says this.`,
    });
  }
});
export type CustomFoodInput = z.input<typeof customFoodInputSchema>;
export type CustomFoodValues = z.output<typeof customFoodInputSchema>;

/** POST /api/foods/read-label: what the label's words say, before the practitioner confirms it. */
export const labelReadingInputSchema = z
  .strictObject({
    ingredientsText: optionalText(CUSTOM_FOOD_TEXT_MAX),
    allergenStatement: optionalText(1_000),
  })
  .refine((label) => label.ingredientsText !== null || label.allergenStatement !== null, {
    path: ['ingredientsText'],
    message: 'Type the ingredient list or the allergen statement to read',
  });
export type LabelReadingInput = z.input<typeof labelReadingInputSchema>;

const evidenceSchema = z.array(
  z.object({ word: z.string(), source: z.enum(['ingredients', 'contains', 'may contain']) }),
);

export const labelReadingSchema = z.object({
  allergens: z.record(z.enum(allergens), z.enum(allergenStatuses)),
  /** per allergen, the label's words that decided it */
  allergenEvidence: z.partialRecord(z.enum(allergens), evidenceSchema),
  animalFacts: z.record(z.enum(animalFacts), z.enum(allergenStatuses)),
  animalFactEvidence: z.partialRecord(z.enum(animalFacts), evidenceSchema),
});
export type LabelReading = z.infer<typeof labelReadingSchema>;

const nullableAmount = z.number().nullable();
export const customFoodSchema = z.object({
  /** the food id recipes name (fdcId); custom ids start at 2,000,000,000 and never collide with USDA's */
  id: z.number().int(),
  description: z.string(),
  brandOwner: z.string().nullable(),
  servingSize: z.object({ amount: z.number(), unit: z.enum(['g', 'ml']) }),
  householdServing: z.object({ amount: z.number(), unit: z.string(), grams: z.number() }).nullable(),
  nutrientsPerServing: z.record(z.string(), z.number()),
  /** derived: per 100 g (ml counted as g); a nutrient not on the label is null, a gap */
  per100g: z.record(z.string(), nullableAmount),
  ingredientsText: z.string().nullable(),
  allergenStatement: z.string().nullable(),
  allergens: z.record(z.enum(allergens), z.enum(allergenStatuses)),
  animalFacts: z.record(z.enum(animalFacts), z.enum(allergenStatuses)),
  /** archived: deleted while recipes still used it; those recipes keep it, search no longer offers it */
  archived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomFood = z.infer<typeof customFoodSchema>;

/** DELETE /api/foods/{id}: removed, or archived because recipes use it (they stay whole). */
export const customFoodDeletionSchema = z.object({
  outcome: z.enum(['deleted', 'archived']),
  recipesUsingIt: z.number().int(),
  message: z.string(),
});
export type CustomFoodDeletion = z.infer<typeof customFoodDeletionSchema>;
