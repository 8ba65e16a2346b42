import { z } from 'zod';
import { ingredientUnits } from '../../../shared/nutrition/units.ts';
import { cuisines, dishTypes, recipeMealTypes } from '../../../shared/recipes/recipe-vocabulary.ts';

/**
 * One recipe of the catalogue as written in `data/*.json`. Nutrition, diet labels, intolerance flags and the
 * health score are not in the file: they are derived from the foods at load time.
 */
export const catalogueIngredientSchema = z.strictObject({
  /** what the cook reads, e.g. 'rolled oats' */
  name: z.string().trim().min(1).max(120),
  /** household amount and unit, e.g. 1 cup */
  amount: z.number().positive().max(10000),
  unit: z.enum(ingredientUnits),
  /** USDA SR28 NDB number */
  food: z.number().int().positive(),
  /** the weight the nutrition is computed from */
  grams: z.number().positive().max(5000),
});

export const catalogueEntrySchema = z.strictObject({
  /** stable id, kebab-case; never change it once published */
  key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().trim().min(3).max(100),
  description: z.string().trim().min(20).max(400),
  mealTypes: z.array(z.enum(recipeMealTypes)).min(1),
  dishTypes: z.array(z.enum(dishTypes)).min(1),
  cuisine: z.enum(cuisines),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  prepTime: z.number().int().min(0).max(600),
  cookTime: z.number().int().min(0).max(1440),
  servings: z.number().int().min(1).max(16),
  ingredients: z.array(catalogueIngredientSchema).min(2).max(25),
  steps: z.array(z.string().trim().min(10).max(600)).min(2).max(15),
  tags: z.array(z.string().trim().min(2).max(40)).max(8).default([]),
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;
export type CatalogueIngredient = z.infer<typeof catalogueIngredientSchema>;
