import { z } from 'zod';
import { allergens, allergenStatuses, type Allergen } from '../nutrition/allergens.ts';
import { micronutrientKeys } from '../nutrition/nutrients.ts';
import { MAX_INT4 } from './common.ts';

export const foodSearchQuerySchema = z.object({
  query: z
    .string({ message: 'Enter at least 3 characters' })
    .trim()
    .min(3, 'Enter at least 3 characters')
    .max(100, 'Search text must be at most 100 characters'),
});

/**
 * What picking a result would change for the words typed: an allergen the words suggest and the food lacks, one
 * the food adds, or an energy density far from the other matches (docs/decisions/0017-food-search.md).
 */
export const foodCautionSchema = z.object({
  kind: z.enum(['allergen-missing', 'allergen-added', 'energy']),
  allergens: z.array(z.enum(allergens)),
  message: z.string(),
});
export type FoodCaution = z.infer<typeof foodCautionSchema>;

export const foodSearchResultSchema = z.object({
  fdcId: z.number().int(),
  description: z.string(),
  brandOwner: z.string().nullable(),
  /** kcal per 100 g; null where the data has none */
  energyKcal: z.number().nullable(),
  /** empty when picking this food keeps what the words promise */
  cautions: z.array(foodCautionSchema),
  /** true when the practice set this food's allergen statuses itself (the cautions read them) */
  setByPractice: z.boolean().optional(),
  /** true for the practice's own food, typed from a label (listed first) */
  ownFood: z.boolean().optional(),
});
export type FoodSearchResult = z.infer<typeof foodSearchResultSchema>;

const per100 = z.number().nullable();
/** A food's composition, for live nutrition in the recipe form (the same math runs on the server). */
export const foodCompositionSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  /** USDA food group: the density table's food kind reads it */
  foodGroup: z.string().nullable().optional(),
  per100g: z.object({
    calories: per100,
    protein: per100,
    carbs: per100,
    fat: per100,
    fiber: per100,
    sugar: per100,
    sodium: per100,
    ...(Object.fromEntries(micronutrientKeys.map((key) => [key, per100.optional()])) as Record<
      (typeof micronutrientKeys)[number],
      z.ZodOptional<typeof per100>
    >),
  }),
  portions: z.array(z.object({ label: z.string(), grams: z.number() })),
});

export const foodIdsQuerySchema = z.object({
  ids: z
    .string()
    .max(1_200, 'At most 100 ids')
    .regex(/^\d+(,\d+)*$/, 'ids must be a comma-separated list of food ids')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.length <= 100, 'At most 100 ids')
    .refine(
      (ids) => ids.every((id) => Number.isInteger(id) && id >= 1 && id <= MAX_INT4),
      'ids must be a comma-separated list of food ids',
    ),
});

/**
 * What a practice may state of a food from its label (decision 0025): contains, may contain or free. `unknown` is
 * the table's word for what nobody judged; a practitioner who read the label has judged it.
 */
export const practiceAllergenStatuses = ['contains', 'may contain', 'free'] as const;
export type PracticeAllergenStatus = (typeof practiceAllergenStatuses)[number];

const practiceStatusSchema = z.enum(practiceAllergenStatuses, {
  message: 'Choose contains, may contain or free',
});

/** Every one of the 15 allergens, each stated. */
const practiceStatusesSchema = z.strictObject(
  Object.fromEntries(allergens.map((allergen) => [allergen, practiceStatusSchema])) as Record<
    Allergen,
    typeof practiceStatusSchema
  >,
);

export const PRACTICE_ALLERGEN_NOTE_MAX = 500;

/** PUT /api/nutrition/foods/{id}/allergens: the practice's statuses for one food, with what the label says. */
export const practiceFoodAllergensInputSchema = z.strictObject({
  statuses: practiceStatusesSchema,
  note: z
    .string({ message: 'Say where the statuses come from' })
    .trim()
    .min(1, 'Say where the statuses come from (the label read, and why for a “may contain”)')
    .max(PRACTICE_ALLERGEN_NOTE_MAX, `At most ${PRACTICE_ALLERGEN_NOTE_MAX} characters`),
});
export type PracticeFoodAllergensInput = z.infer<typeof practiceFoodAllergensInputSchema>;

/** GET (and the answer to PUT and DELETE) /api/nutrition/foods/{id}/allergens. */
export const foodAllergensSchema = z.object({
  food: z.object({ id: z.number().int(), description: z.string() }),
  /** what the reviewed table says, with the reason beside each "may contain" */
  table: z.object({
    statuses: z.record(z.enum(allergens), z.enum(allergenStatuses)),
    reasons: z.partialRecord(z.enum(allergens), z.string()),
  }),
  /** the practice's own entry, which every screening of the practice uses instead; null when there is none */
  practice: z
    .object({
      statuses: z.record(z.enum(allergens), practiceStatusSchema),
      note: z.string(),
      setBy: z.string().nullable(),
      setAt: z.string(),
    })
    .nullable(),
});
export type FoodAllergens = z.infer<typeof foodAllergensSchema>;
