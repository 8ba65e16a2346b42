import { z } from 'zod';
import { ingredientUnits } from '../nutrition/units.ts';
import { looksLikeRecipePage } from '../recipes/recipe-json-ld.ts';
import { MAX_INGREDIENT_LINE_LENGTH, MAX_INGREDIENT_LINES, splitPastedLines } from '../recipes/ingredient-line.ts';

/** A recipe page's HTML is mostly markup and scripts; half a megabyte holds any real one with room to spare. */
export const MAX_PASTED_TEXT_LENGTH = 500_000;

/**
 * What the practitioner pasted: ingredient lines (one a line), a recipe page's HTML, or its schema.org JSON-LD.
 * Lines are bounded here; a page's ingredient list is bounded the same way once read (in the service).
 */
export const pastedRecipeInputSchema = z.strictObject({
  text: z
    .string({ message: 'Paste some ingredient lines' })
    .max(
      MAX_PASTED_TEXT_LENGTH,
      `Pasted text must be at most ${MAX_PASTED_TEXT_LENGTH.toLocaleString('en-US')} characters`,
    )
    .refine((text) => text.trim().length > 0, 'Paste some ingredient lines')
    .superRefine((text, context) => {
      if (looksLikeRecipePage(text)) return;
      const lines = splitPastedLines(text);
      if (lines.length > MAX_INGREDIENT_LINES) {
        context.addIssue({
          code: 'custom',
          message: `At most ${MAX_INGREDIENT_LINES} ingredient lines at a time (${lines.length} pasted)`,
        });
        return;
      }
      const long = lines.findIndex((line) => line.length > MAX_INGREDIENT_LINE_LENGTH);
      if (long >= 0)
        context.addIssue({
          code: 'custom',
          message: `Line ${long + 1} is longer than ${MAX_INGREDIENT_LINE_LENGTH} characters`,
        });
    }),
});
export type PastedRecipeInput = z.input<typeof pastedRecipeInputSchema>;

export const pastedIngredientSchema = z.object({
  /** the line as pasted */
  text: z.string(),
  /** ingredient: amount and unit read; heading: a group title such as "For the sauce:"; text: no amount could be read */
  kind: z.enum(['ingredient', 'heading', 'text']),
  amount: z.number().nullable(),
  unit: z.enum(ingredientUnits).nullable(),
  /** the line without its amount and unit */
  name: z.string(),
  /** the food the search proposes, to confirm or change; null when none was found or none applies */
  food: z.object({ fdcId: z.number().int(), description: z.string() }).nullable(),
  /** how the amount was read when it was not written plainly ("1 can of 15 oz (425 g)") */
  note: z.string().nullable(),
});
export type PastedIngredient = z.infer<typeof pastedIngredientSchema>;

export const pastedRecipeSchema = z.object({
  /** the recipe's own fields when a page or JSON-LD was pasted; null for plain lines */
  recipe: z
    .object({
      name: z.string().nullable(),
      description: z.string().nullable(),
      servings: z.number().int().nullable(),
      prepTime: z.number().int().nullable(),
      cookTime: z.number().int().nullable(),
      instructions: z.string().nullable(),
    })
    .nullable(),
  /** one entry per pasted line, in order: none is dropped */
  ingredients: z.array(pastedIngredientSchema),
});
export type PastedRecipe = z.infer<typeof pastedRecipeSchema>;
