import { z } from 'zod';
import { allergens } from '../nutrition/allergens.ts';
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
