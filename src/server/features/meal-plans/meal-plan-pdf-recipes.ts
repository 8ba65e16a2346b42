// The recipes section of the meal-plan PDF: each recipe of the plan once, with its time, servings, ingredients in
// kitchen amounts (one or two columns) and its method as numbered steps, kept on one page where it fits.

import type { Formats } from '../../../shared/format/formats.ts';
import type { MealPlanPdfInput } from '../../../shared/schemas/meal-plans.ts';
import { BODY, INK, MUTED, RULE } from '../../lib/pdf/brand-theme.ts';
import { sectionHeading } from '../../lib/pdf/letterhead.ts';
import { drawList, listHeight, type ListItem, type ListStyle } from '../../lib/pdf/marker-list.ts';
import { oneLine, toWinAnsi } from '../../lib/pdf/pdf-text.ts';
import { BOLD, CONTENT_WIDTH, MARGIN_X, PAGE_CONTENT_HEIGHT, Pen, REGULAR, type Line } from '../../lib/pdf/pen.ts';

const FRACTIONS: [number, string][] = [
  [0.25, '¼'],
  [0.5, '½'],
  [0.75, '¾'],
];

/** Kitchen amounts: 0.5 → '½', 1.25 → '1¼', 2 → '2', 0.333 → '0.33' (at most two decimals, trailing zeros trimmed). */
export function formatAmount(value: number): string {
  if (!Number.isFinite(value)) return '';
  if (value > 0) {
    const whole = Math.floor(value);
    const fraction = value - whole;
    if (Math.abs(fraction) < 1e-9) return String(whole);
    for (const [part, glyph] of FRACTIONS) {
      if (Math.abs(fraction - part) < 1e-9) return whole === 0 ? glyph : `${whole}${glyph}`;
    }
  }
  const fixed = value.toFixed(2).replace(/\.?0+$/, '');
  return fixed === '-0' ? '0' : fixed;
}

export function ingredientLine(ingredient: { name: string; amount: number; unit: string }): string {
  // an amount of 0 stands for 'to taste': the name alone
  if (!(ingredient.amount > 0)) return oneLine(ingredient.name);
  const amount = formatAmount(ingredient.amount);
  // 'piece' reads badly in print ('2 piece eggs'): the count alone says it.
  const unit =
    ingredient.unit === 'piece' ? '' : ingredient.unit === 'cup' && ingredient.amount > 1 ? 'cups' : ingredient.unit;
  return [amount, unit, oneLine(ingredient.name)].filter(Boolean).join(' ');
}

type Recipe = MealPlanPdfInput['recipes'][number];

/** Lines of the method: numbered steps when written one per line (existing numbers are dropped), else one paragraph. */
function stepsOf(instructions: string): string[] {
  const lines = toWinAnsi(instructions)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length <= 1) return lines;
  return lines.map((line) => line.replace(/^(?:step\s*)?\d{1,2}\s*[.):-]\s*/i, '').trim() || line);
}

const RECIPE_TITLE_SIZE = 14;
const RECIPE_META_HEIGHT = 19;
const RECIPE_SUBHEADING_HEIGHT = 16;
const STEP_SIZE = 9.5;
const STEP_LEADING = 13;
const STEP_GAP = 3.5;
const STEP_INDENT = 20;
const RECIPE_RULE_SPACE = 32;

function ingredientStyle(count: number): ListStyle {
  return {
    marker: 'bullet',
    size: 9.5,
    leading: 12.5,
    itemGap: 3,
    columns: count > 4 ? 2 : 1,
    x: MARGIN_X,
    width: CONTENT_WIDTH,
  };
}

function recipeMeta(f: Formats, recipe: Recipe): string {
  const parts = [`Serves ${formatAmount(recipe.servings)}`];
  if (recipe.prepTime !== null && recipe.prepTime > 0) parts.push(`Prep ${f.minutes(recipe.prepTime)}`);
  if (recipe.cookTime !== null && recipe.cookTime > 0) parts.push(`Cook ${f.minutes(recipe.cookTime)}`);
  if (recipe.prepTime && recipe.cookTime) parts.push(`Total ${f.minutes(recipe.prepTime + recipe.cookTime)}`);
  return parts.join('  ·  ');
}

interface RecipeLayout {
  titleLines: Line[];
  titleHeight: number;
  ingredients: ListItem[];
  style: ListStyle;
  stepLines: Line[][];
  numbered: boolean;
  /** the whole recipe */
  height: number;
  /** title, meta and the start of the first list: never left alone at the bottom of a page */
  minimum: number;
}

function layoutRecipe(pen: Pen, recipe: Recipe): RecipeLayout {
  const titleLines = pen.wrap(oneLine(recipe.name) || 'Untitled recipe', BOLD, RECIPE_TITLE_SIZE, CONTENT_WIDTH, INK);
  const titleHeight = titleLines.length * RECIPE_TITLE_SIZE * 1.2 + 2;
  const ingredients: ListItem[] = recipe.ingredients.map((ingredient) => ({
    runs: [{ text: ingredientLine(ingredient), font: REGULAR, color: BODY }],
  }));
  const style = ingredientStyle(ingredients.length);
  const ingredientsHeight = ingredients.length
    ? RECIPE_SUBHEADING_HEIGHT + listHeight(pen, ingredients, style) - style.itemGap + 12
    : 0;
  const steps = stepsOf(recipe.instructions);
  const numbered = steps.length > 1;
  const stepLines = steps.map((step) =>
    pen.wrap(step, REGULAR, STEP_SIZE, CONTENT_WIDTH - (numbered ? STEP_INDENT : 0), BODY),
  );
  const stepsHeight = steps.length
    ? RECIPE_SUBHEADING_HEIGHT +
      stepLines.reduce((sum, lines) => sum + lines.length * STEP_LEADING + STEP_GAP, 0) -
      STEP_GAP
    : 0;
  const firstBlock = ingredients.length
    ? RECIPE_SUBHEADING_HEIGHT +
      Math.min(3, Math.ceil(ingredients.length / style.columns)) * (style.leading + style.itemGap)
    : RECIPE_SUBHEADING_HEIGHT + Math.min(3, stepLines[0]?.length ?? 0) * STEP_LEADING;
  const head = titleHeight + RECIPE_META_HEIGHT;
  return {
    titleLines,
    titleHeight,
    ingredients,
    style,
    stepLines,
    numbered,
    height: head + ingredientsHeight + stepsHeight,
    minimum: head + firstBlock,
  };
}

function drawRecipe(pen: Pen, f: Formats, recipe: Recipe, layout: RecipeLayout): void {
  const { theme } = pen;
  const { titleLines, titleHeight, ingredients, style, stepLines, numbered } = layout;
  pen.keepTogether(layout.height, layout.minimum);

  pen.drawLines(titleLines, MARGIN_X, pen.y, RECIPE_TITLE_SIZE, RECIPE_TITLE_SIZE * 1.2);
  pen.y += titleHeight;
  pen.text(recipeMeta(f, recipe), MARGIN_X, pen.y, REGULAR, 9, MUTED);
  pen.y += RECIPE_META_HEIGHT;

  if (ingredients.length) {
    pen.ensure(RECIPE_SUBHEADING_HEIGHT + style.leading);
    const heading = (continued: boolean) => {
      pen.text(continued ? 'Ingredients (continued)' : 'Ingredients', MARGIN_X, pen.y, BOLD, 10, theme.ink);
      pen.y += RECIPE_SUBHEADING_HEIGHT;
    };
    heading(false);
    drawList(pen, ingredients, style, () => heading(true));
    pen.y += 12;
  }

  if (stepLines.length) {
    pen.ensure(RECIPE_SUBHEADING_HEIGHT + Math.min(2, stepLines[0].length) * STEP_LEADING);
    pen.text('Method', MARGIN_X, pen.y, BOLD, 10, theme.ink);
    pen.y += RECIPE_SUBHEADING_HEIGHT;
    stepLines.forEach((lines, index) => {
      if (index > 0) pen.y += STEP_GAP;
      pen.ensure(Math.min(lines.length, 2) * STEP_LEADING);
      if (numbered) {
        const number = `${index + 1}`;
        pen.text(number, MARGIN_X + 8 - pen.width(number, BOLD, STEP_SIZE) / 2, pen.y, BOLD, STEP_SIZE, theme.ink);
      }
      for (const line of lines) {
        pen.ensure(STEP_LEADING);
        pen.drawLine(line, MARGIN_X + (numbered ? STEP_INDENT : 0), pen.y, STEP_SIZE);
        pen.y += STEP_LEADING;
      }
    });
  }
}

export function drawRecipes(pen: Pen, f: Formats, recipes: Recipe[]): void {
  if (recipes.length === 0) return;
  pen.newPage();
  sectionHeading(pen, 'Recipes', 'Ingredient amounts are for the number of servings shown for each recipe.');
  recipes.forEach((recipe, index) => {
    const layout = layoutRecipe(pen, recipe);
    if (index > 0) {
      // A rule between recipes on the same page; a recipe that moves to the next page goes without one.
      const fitsHere = layout.height <= pen.room - RECIPE_RULE_SPACE;
      const startsHere = layout.height > PAGE_CONTENT_HEIGHT && layout.minimum <= pen.room - RECIPE_RULE_SPACE;
      if (fitsHere || startsHere) {
        pen.y += 12;
        pen.doc
          .moveTo(MARGIN_X, pen.y)
          .lineTo(MARGIN_X + CONTENT_WIDTH, pen.y)
          .lineWidth(0.6)
          .stroke(RULE);
        pen.y += RECIPE_RULE_SPACE - 12;
      } else pen.newPage();
    }
    drawRecipe(pen, f, recipe, layout);
  });
}
