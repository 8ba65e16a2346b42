import { createFormats, type Formats } from '../../../../shared/format/formats.ts';
import { DAY_TOLERANCE_PERCENT } from '../../../../shared/nutrition/plan-targets.ts';
import {
  healthFilterLabels,
  type GeneratedDay,
  type GeneratedMeal,
  type GenerationValues,
  type MacroNutrition,
  type PlanNote,
  type PlanSlot,
} from '../../../../shared/schemas/generator.ts';
import { maxServingsFor, MIN_SERVINGS } from './servings.ts';

/**
 * What the plan says in words: every note of the answer, the plan's and each day's, with the code the screen
 * branches on. Targets that cannot be met never produce an error; the plan says what it misses and why.
 */

/** ' with the filters Vegan, Soy' (or nothing), as the notes name the request's filters. */
export function filterTextFor(healthFilters: GenerationValues['healthFilters']): string {
  return healthFilters.length
    ? ` with the filters ${healthFilters.map((filter) => healthFilterLabels[filter]).join(', ')}`
    : '';
}

export function lockedRecipeUnavailableNote(mealType: PlanSlot): PlanNote {
  return {
    code: 'locked-recipe-unavailable',
    message: `The ${mealType} recipe is no longer available (deleted, or its nutrition is incomplete), so another was chosen.`,
  };
}

export function lockedRecipeFilteredNote(recipeName: string, mealType: PlanSlot): PlanNote {
  return {
    code: 'locked-recipe-filtered',
    message: `${recipeName} does not pass the health filters, so another ${mealType} was chosen.`,
  };
}

/** The plan's notes before the search: meals no recipe or few recipes can fill, macro grams against the calories. */
export function requestNotes(
  input: GenerationValues,
  slots: PlanSlot[],
  pools: Int32Array[],
  weekLength: number,
  targets: MacroNutrition,
  filterText: string,
  f: Pick<Formats, 'energy'> = createFormats(),
): PlanNote[] {
  const notes: PlanNote[] = [];
  slots.forEach((slot, j) => {
    if (pools[j].length === 0)
      notes.push({
        code: 'no-recipes-for-meal',
        message: `No recipe can be a ${slot}${filterText}, so the days have no ${slot}.`,
      });
    else if (pools[j].length < weekLength)
      notes.push({
        code: 'few-recipes-for-meal',
        message: `Only ${pools[j].length} recipe${pools[j].length === 1 ? '' : 's'} can be a ${slot}${filterText}, so ${pools[j].length === 1 ? 'it repeats' : 'they repeat'} more than usual.`,
      });
  });
  if (input.macroPreference === 'grams') {
    const energy = targets.protein * 4 + targets.carbs * 4 + targets.fat * 9;
    const gap = (energy - targets.calories) / targets.calories;
    if (Math.abs(gap) > 0.1)
      notes.push({
        code: 'grams-disagree',
        message: `The macro grams add up to about ${f.energy(energy)}, ${Math.abs(Math.round(gap * 100))}% ${gap > 0 ? 'more' : 'less'} than the ${f.energy(targets.calories)} target: no day can meet both, so each day balances the two.`,
      });
  }
  return notes;
}

/** A day's notes, in order: locked meals not kept, meals left empty, the miss and its reason, the split, limits. */
export function dayRemarks(day: {
  lockedNotes: PlanNote[];
  meals: GeneratedDay['meals'];
  slots: PlanSlot[];
  pools: Int32Array[];
  deviation: MacroNutrition;
  withinTolerance: boolean;
  offSplit: string[];
  fiber: number;
  sodium: number;
  fiberMin: number | null;
  sodiumMax: number | null;
  filterText: string;
}): PlanNote[] {
  const { meals, slots, pools, deviation, offSplit, fiber, sodium, fiberMin, sodiumMax } = day;
  const remarks = [...day.lockedNotes];
  const empty = slots.filter((slot, j) => !meals[slot] && pools[j].length > 0);
  if (empty.length)
    remarks.push({
      code: 'meal-left-empty',
      message: `Too few recipes pass the filters to fill the ${empty.join(' and ')} without repeating a recipe on the day, so ${empty.length === 1 ? 'it is' : 'they are'} left empty.`,
    });
  if (!day.withinTolerance)
    remarks.push({
      code: 'day-off-target',
      message: missNote(deviation, Object.values(meals) as GeneratedMeal[], pools, slots, day.filterText),
    });
  if (offSplit.length)
    remarks.push({
      code: 'meal-share-off',
      message: `To get closer to the day's targets, ${offSplit.join(' and ')}.`,
    });
  if (fiberMin !== null && fiber < fiberMin - 0.05)
    remarks.push({
      code: 'fiber-below-floor',
      message: `Fibre is ${Math.round(fiber)} g, short of the ${fiberMin} g floor: no combination of the recipes that fit reached it on this day.`,
    });
  if (sodiumMax !== null && sodium > sodiumMax + 0.5)
    remarks.push({
      code: 'sodium-above-ceiling',
      message: `Sodium is ${Math.round(sodium).toLocaleString('en-US')} mg, over the ${sodiumMax.toLocaleString('en-US')} mg ceiling: no combination of the recipes that fit stayed under it on this day.`,
    });
  return remarks;
}

/** The plan's notes after the search: how many days are within the tolerance, limits no day could keep. */
export function outcomeNotes(
  days: GeneratedDay[],
  within: number,
  fiberMin: number | null,
  sodiumMax: number | null,
  filterText: string,
): PlanNote[] {
  const notes: PlanNote[] = [];
  const D = days.length;
  if (within < D)
    notes.push({
      code: 'days-off-target',
      message: `${within} of ${D} day${D === 1 ? ' is' : 's are'} within ±${DAY_TOLERANCE_PERCENT}% of every target; each other day says what it misses and why.`,
    });
  const fiberShort = days.filter((day) => day.notes.some((note) => note.code === 'fiber-below-floor')).length;
  const sodiumOver = days.filter((day) => day.notes.some((note) => note.code === 'sodium-above-ceiling')).length;
  if (fiberShort)
    notes.push({
      code: 'limit-unreachable',
      message: `On ${fiberShort} of ${D} day${D === 1 ? '' : 's'} the recipes that fit cannot reach ${fiberMin} g of fibre at these calories${filterText}: lower the floor, or add fibre-rich recipes of your own.`,
    });
  if (sodiumOver)
    notes.push({
      code: 'limit-unreachable',
      message: `On ${sodiumOver} of ${D} day${D === 1 ? '' : 's'} the recipes that fit cannot stay under ${sodiumMax!.toLocaleString('en-US')} mg of sodium at these calories${filterText}: raise the ceiling, or add low-sodium recipes of your own.`,
    });
  return notes;
}

const nutrientNames = { calories: 'calories', protein: 'protein', carbs: 'carbs', fat: 'fat' } as const;

/** What a day misses, and the likely reason, in words a dietitian can act on. */
function missNote(
  deviation: MacroNutrition,
  meals: GeneratedMeal[],
  pools: Int32Array[],
  slots: PlanSlot[],
  filterText: string,
): string {
  const maxServings = maxServingsFor(slots.length);
  const misses = (Object.keys(nutrientNames) as (keyof MacroNutrition)[])
    .filter((key) => Math.abs(deviation[key]) > DAY_TOLERANCE_PERCENT)
    .map(
      (key) =>
        `${nutrientNames[key]} ${Math.abs(Math.round(deviation[key]))}% ${deviation[key] > 0 ? 'over' : 'under'}`,
    );
  const generated = meals.filter((meal) => !meal.locked);
  const scarce = slots.filter((_, j) => pools[j].length < 15);
  let reason = ' No closer combination was found among the recipes that fit.';
  if (
    deviation.calories < -DAY_TOLERANCE_PERCENT &&
    generated.length > 0 &&
    generated.every((meal) => meal.servings === maxServings)
  )
    reason = ` Even ${maxServings} servings of each meal fall short of the calories; more meals a day would reach them.`;
  else if (
    deviation.calories > DAY_TOLERANCE_PERCENT &&
    generated.length > 0 &&
    generated.every((meal) => meal.servings === MIN_SERVINGS)
  )
    reason = ` Even half servings of each meal exceed the calories; fewer meals a day would fit them.`;
  else if (scarce.length) reason = ` Few recipes${filterText} fit the ${scarce.join(' and ')}.`;
  return `Closest found: ${misses.join(', ')}.${reason}`;
}
