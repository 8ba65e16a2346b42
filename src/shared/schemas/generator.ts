import { z } from 'zod';
import { plannedServingsLimits, plannedServingsMessages } from '../meal-plans/servings-limits.ts';
import { recipeMealTypes, type RecipeMealType } from '../recipes/recipe-vocabulary.ts';
import { calendarDateSchema } from './common.ts';
import { dayTypeKeySchema, dayTypesSchema, type DayType } from './day-types.ts';

/** The spec's health filter options (section 9): ids as the API takes them, labels as the screen shows them. */
export const healthFilters = [
  'vegetarian',
  'vegan',
  'gluten-free',
  'dairy',
  'egg',
  'ketogenic',
  'paleo',
  'peanut',
  'seafood',
  'soy',
  'tree nut',
  'wheat',
] as const;
export type HealthFilter = (typeof healthFilters)[number];
export const healthFilterLabels: Record<HealthFilter, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  'gluten-free': 'Gluten-Free',
  dairy: 'Dairy',
  egg: 'Egg',
  ketogenic: 'Ketogenic',
  paleo: 'Paleo',
  peanut: 'Peanut',
  seafood: 'Seafood',
  soy: 'Soy',
  'tree nut': 'Tree Nut',
  wheat: 'Wheat',
};
export const MAX_HEALTH_FILTERS = 3;

/** 'Gluten-Free', 'gluten free', 'TREE NUT', 'tree-nut' and the id all name the same filter. */
const filterKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
const filterByKey = new Map<string, HealthFilter>(
  healthFilters.flatMap((id) => [[filterKey(id), id] as const, [filterKey(healthFilterLabels[id]), id] as const]),
);

/** A health filter as the spec names it ('Tree Nut'), in any case, or as its id ('tree nut'); undefined if none. */
export function parseHealthFilter(value: unknown): HealthFilter | undefined {
  return typeof value === 'string' ? filterByKey.get(filterKey(value)) : undefined;
}

/** Where a generated day's meals go, in the order a day is shown: one per recipe meal type. */
export const planSlots = recipeMealTypes;
export type PlanSlot = RecipeMealType;

export const macroPreferences = ['percentage', 'grams'] as const;
export type MacroPreference = (typeof macroPreferences)[number];

/** Spec section 9 defaults, for the form. */
export const generatorDefaults = {
  caloriesPerDay: 2000,
  mealsPerDay: 3,
  numberOfDays: 7,
  healthFilters: [] as HealthFilter[],
  macroPreference: 'percentage' as MacroPreference,
  macroValues: {
    proteinPercent: 30,
    carbsPercent: 40,
    fatPercent: 30,
    proteinGrams: 150,
    carbsGrams: 200,
    fatGrams: 67,
  },
};
export const PERCENT_SUM_TOLERANCE = 1;

/** Each meal's share of the day's calories, % (decisions: 30/35/35, 25/30/30/15, lunch 45 / dinner 55). */
export type MealDistribution = Partial<Record<PlanSlot, number>>;
export function defaultMealDistribution(mealsPerDay: number): MealDistribution {
  if (mealsPerDay <= 1) return { dinner: 100 };
  if (mealsPerDay === 2) return { lunch: 45, dinner: 55 };
  if (mealsPerDay === 3) return { breakfast: 30, lunch: 35, dinner: 35 };
  return { breakfast: 25, lunch: 30, dinner: 30, snack: 15 };
}
/** A meal within this many percentage points of its share counts as following the split. */
export const MEAL_SHARE_TOLERANCE_POINTS = 7;

/** A required whole number from a number or form text; '' and null read as missing, not as 0. */
function wholeNumber(required: string, min: number, max: number, rangeMessage: string) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
    // Checks rather than refinements, so the OpenAPI document shows the bounds.
    z.number({ message: required }).int(rangeMessage).min(min, rangeMessage).max(max, rangeMessage),
  );
}

/** An optional amount (percent or grams) from a number or form text; '' and null mean not given. */
function optionalAmount(label: string, max: number, unit: '%' | 'g') {
  const rangeMessage = unit === '%' ? `${label} must be between 0 and 100%` : `${label} must be between 0 and ${max} g`;
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
    z
      .number({ message: `${label} must be a number` })
      .min(0, rangeMessage)
      .max(max, rangeMessage)
      .optional(),
  );
}

export const macroValuesSchema = z.strictObject({
  proteinPercent: optionalAmount('Protein', 100, '%'),
  carbsPercent: optionalAmount('Carbs', 100, '%'),
  fatPercent: optionalAmount('Fat', 100, '%'),
  proteinGrams: optionalAmount('Protein', 1000, 'g'),
  carbsGrams: optionalAmount('Carbs', 1000, 'g'),
  fatGrams: optionalAmount('Fat', 1000, 'g'),
});
export type MacroValues = z.output<typeof macroValuesSchema>;

const slotSchema = z.enum(planSlots, { message: 'Meal type must be breakfast, lunch, dinner or snack' });

/** A meal the caller keeps as it is while the rest of the plan is (re)generated. */
export const lockedMealSchema = z.strictObject({
  dayNumber: z.number().int().min(1).max(30),
  mealType: slotSchema,
  recipeId: z.string().uuid('Choose a recipe'),
  servings: z
    .number()
    .min(plannedServingsLimits.min, plannedServingsMessages.min)
    .max(plannedServingsLimits.max, plannedServingsMessages.max),
});
export type LockedMeal = z.infer<typeof lockedMealSchema>;

function listWords(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

function mealSharePercent(label: string) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
    z
      .number({ message: `${label} share must be a number` })
      .min(0, `${label} share must be between 0 and 100%`)
      .max(100, `${label} share must be between 0 and 100%`)
      .optional(),
  );
}

function optionalLimit(label: string, max: number, unit: 'g' | 'mg') {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
    z
      .number({ message: `${label} must be a number` })
      .min(0, `${label} must be between 0 and ${max} ${unit}`)
      .max(max, `${label} must be between 0 and ${max} ${unit}`)
      .optional(),
  );
}

/** Percentages within the spec's tolerance, formatted the way the spec's message shows them. */
export function percentSumIssue(values: MacroValues): string | null {
  const sum = (values.proteinPercent ?? 0) + (values.carbsPercent ?? 0) + (values.fatPercent ?? 0);
  if (Math.abs(sum - 100) <= PERCENT_SUM_TOLERANCE) return null;
  return `Macro percentages must sum to 100% (currently ${Math.round(sum * 10) / 10}%).`;
}

/** The request's bounds, named once: the contract below and the generator form's inputs read them. */
export const generatorBounds = {
  caloriesPerDay: { min: 1000, max: 5000 },
  mealsPerDay: { min: 1, max: 4 },
  numberOfDays: { min: 1, max: 30 },
} as const;

/**
 * The generation request (spec sections 3 and 5). `lockedMeals` and `regenerate` are ours: the screen sends
 * the meals it keeps and names the day (or one meal of a day) to generate afresh; everything else stays.
 */
export const generationRequestSchema = z
  .strictObject({
    caloriesPerDay: wholeNumber(
      'Daily calories are required',
      generatorBounds.caloriesPerDay.min,
      generatorBounds.caloriesPerDay.max,
      `Daily calories must be between ${generatorBounds.caloriesPerDay.min} and ${generatorBounds.caloriesPerDay.max}`,
    ),
    mealsPerDay: wholeNumber(
      'Meals per day is required',
      generatorBounds.mealsPerDay.min,
      generatorBounds.mealsPerDay.max,
      `Meals per day must be between ${generatorBounds.mealsPerDay.min} and ${generatorBounds.mealsPerDay.max}`,
    ),
    numberOfDays: wholeNumber(
      'Number of days is required',
      generatorBounds.numberOfDays.min,
      generatorBounds.numberOfDays.max,
      `Number of days must be between ${generatorBounds.numberOfDays.min} and ${generatorBounds.numberOfDays.max}`,
    ),
    healthFilters: z
      .array(
        z.preprocess(
          (value) => parseHealthFilter(value) ?? value,
          z.enum(healthFilters, {
            message: `Unknown health filter: use ${healthFilters.map((id) => healthFilterLabels[id]).join(', ')}`,
          }),
        ),
      )
      .max(MAX_HEALTH_FILTERS, 'You can select up to 3 health filters.')
      .optional()
      .default([])
      .transform((list) => [...new Set(list)]),
    macroPreference: z
      .enum(macroPreferences, { message: "Macro preference must be 'percentage' or 'grams'" })
      .optional()
      .default('percentage'),
    macroValues: macroValuesSchema,
    /** Same seed, same request, same candidates: same plan. Omitted: the server picks one and returns it. */
    seed: z.number().int().min(0).max(2_147_483_647).optional(),
    lockedMeals: z.array(lockedMealSchema).max(120).optional().default([]),
    /** Generate this day (or this one meal of it) again; its current meals, if locked, are replaced by others. */
    regenerate: z
      .strictObject({ dayNumber: z.number().int().min(1).max(30), mealType: slotSchema.optional() })
      .optional(),
    /** Plan for this client: their allergies and restrictions become hard exclusions on top of the health filters. */
    clientId: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z
        .string()
        .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Client id must be a UUID')
        .optional(),
    ),
    /** Each meal's % of the day's calories; omitted, the default split for the number of meals. */
    mealDistribution: z
      .object({
        breakfast: mealSharePercent('Breakfast'),
        lunch: mealSharePercent('Lunch'),
        dinner: mealSharePercent('Dinner'),
        snack: mealSharePercent('Snack'),
      })
      .strict()
      .optional(),
    /** Daily floors and ceilings the plan keeps as constraints: fibre at least (g), sodium at most (mg). */
    nutrientLimits: z
      .object({
        fiberMin: optionalLimit('Fibre floor', 150, 'g'),
        sodiumMax: optionalLimit('Sodium ceiling', 10_000, 'mg'),
      })
      .strict()
      .optional(),
    /** Kinds of day with their own targets (training, rest); with `schedule`, each day aims at its type's. */
    dayTypes: dayTypesSchema.optional(),
    /** The day type of each weekday, Monday first, repeated over the days. */
    schedule: z
      .array(dayTypeKeySchema)
      .length(7, 'The schedule names a day type for each of the 7 weekdays, Monday first')
      .optional(),
    /** The plan's first day, so the schedule's weekdays fall right; without it day 1 is a Monday. */
    startDate: calendarDateSchema.optional(),
  })
  .superRefine((request, ctx) => {
    const values = request.macroValues;
    const needed =
      request.macroPreference === 'percentage'
        ? ([
            ['proteinPercent', 'Protein percentage is required'],
            ['carbsPercent', 'Carbs percentage is required'],
            ['fatPercent', 'Fat percentage is required'],
          ] as const)
        : ([
            ['proteinGrams', 'Protein grams are required'],
            ['carbsGrams', 'Carbs grams are required'],
            ['fatGrams', 'Fat grams are required'],
          ] as const);
    let missing = false;
    for (const [key, message] of needed) {
      if (values[key] === undefined) {
        missing = true;
        ctx.addIssue({ code: 'custom', path: ['macroValues', key], message });
      }
    }
    if (request.macroPreference === 'percentage' && !missing) {
      const issue = percentSumIssue(values);
      if (issue) ctx.addIssue({ code: 'custom', path: ['macroValues'], message: issue });
    }
    if (
      request.macroPreference === 'grams' &&
      !missing &&
      (values.proteinGrams ?? 0) + (values.carbsGrams ?? 0) + (values.fatGrams ?? 0) <= 0
    ) {
      ctx.addIssue({ code: 'custom', path: ['macroValues'], message: 'Enter grams for at least one macronutrient' });
    }
    checkDaySchedule(request, ctx);
    const slots = slotsForMeals(request.mealsPerDay);
    if (request.mealDistribution) {
      const given = planSlots.filter((slot) => request.mealDistribution![slot] !== undefined);
      const extra = given.filter((slot) => !slots.includes(slot));
      const missingSlots = slots.filter((slot) => !given.includes(slot));
      if (extra.length || missingSlots.length)
        ctx.addIssue({
          code: 'custom',
          path: ['mealDistribution'],
          message: `With ${request.mealsPerDay} meal${request.mealsPerDay === 1 ? '' : 's'} a day the split needs ${listWords(slots)}, and only those`,
        });
      else {
        const sum = slots.reduce((total, slot) => total + (request.mealDistribution![slot] ?? 0), 0);
        if (Math.abs(sum - 100) > PERCENT_SUM_TOLERANCE)
          ctx.addIssue({
            code: 'custom',
            path: ['mealDistribution'],
            message: `Meal shares must sum to 100% (currently ${Math.round(sum * 10) / 10}%).`,
          });
      }
    }
    const seen = new Set<string>();
    request.lockedMeals.forEach((meal, index) => {
      const key = `${meal.dayNumber}:${meal.mealType}`;
      if (meal.dayNumber > request.numberOfDays)
        ctx.addIssue({
          code: 'custom',
          path: ['lockedMeals', index, 'dayNumber'],
          message: `The plan has ${request.numberOfDays} days`,
        });
      else if (!slots.includes(meal.mealType))
        ctx.addIssue({
          code: 'custom',
          path: ['lockedMeals', index, 'mealType'],
          message: `With ${request.mealsPerDay} meals a day there is no ${meal.mealType}`,
        });
      else if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['lockedMeals', index],
          message: `Day ${meal.dayNumber} has two ${meal.mealType} meals`,
        });
      seen.add(key);
    });
    if (request.regenerate) {
      if (request.regenerate.dayNumber > request.numberOfDays)
        ctx.addIssue({
          code: 'custom',
          path: ['regenerate', 'dayNumber'],
          message: `The plan has ${request.numberOfDays} days`,
        });
      const mealType = request.regenerate.mealType;
      if (mealType && !slots.includes(mealType))
        ctx.addIssue({
          code: 'custom',
          path: ['regenerate', 'mealType'],
          message: `With ${request.mealsPerDay} meals a day there is no ${mealType}`,
        });
    }
  });
export type GenerationRequest = z.input<typeof generationRequestSchema>;

/** Day types and schedule come together; every key the schedule names is a type; the generator's calorie range. */
function checkDaySchedule(request: { dayTypes?: DayType[]; schedule?: string[] }, ctx: z.RefinementCtx): void {
  const { dayTypes, schedule } = request;
  if (!dayTypes && !schedule) return;
  if (!dayTypes) {
    ctx.addIssue({ code: 'custom', path: ['dayTypes'], message: 'Give the day types the schedule names' });
    return;
  }
  if (!schedule) {
    ctx.addIssue({ code: 'custom', path: ['schedule'], message: 'Say which day type each weekday is' });
    return;
  }
  const { min, max } = generatorBounds.caloriesPerDay;
  dayTypes.forEach((type, index) => {
    if (type.targetCalories < min || type.targetCalories > max)
      ctx.addIssue({
        code: 'custom',
        path: ['dayTypes', index, 'targetCalories'],
        message: `Calories must be between ${min} and ${max}`,
      });
  });
  schedule.forEach((key, index) => {
    if (!dayTypes.some((type) => type.key === key))
      ctx.addIssue({
        code: 'custom',
        path: ['schedule', index],
        message: `Unknown day type "${key}": the day types are ${dayTypes.map((type) => `"${type.key}"`).join(', ')}`,
      });
  });
}
export type GenerationValues = z.output<typeof generationRequestSchema>;

/** The meal slots of a day: 1 meal → dinner; 2 → lunch, dinner; 3 → breakfast, lunch, dinner; 4 → plus a snack. */
export function slotsForMeals(mealsPerDay: number): PlanSlot[] {
  if (mealsPerDay <= 1) return ['dinner'];
  if (mealsPerDay === 2) return ['lunch', 'dinner'];
  if (mealsPerDay === 3) return ['breakfast', 'lunch', 'dinner'];
  return ['breakfast', 'lunch', 'dinner', 'snack'];
}

export const macroKeys = ['calories', 'protein', 'carbs', 'fat'] as const;
export type MacroKey = (typeof macroKeys)[number];
export const macroNutritionSchema = z.object({
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
});
export type MacroNutrition = z.infer<typeof macroNutritionSchema>;

/**
 * What a note is about, for the client to branch on (the message is for people and may be reworded).
 * Plan-wide: client-screened, client-unrestricted, no-recipes-for-meal, few-recipes-for-meal, grams-disagree,
 * days-off-target, own-recipes-left-out, limit-unreachable. Per day: locked-recipe-unavailable,
 * locked-recipe-filtered, meal-left-empty, day-off-target, meal-share-off, fiber-below-floor,
 * sodium-above-ceiling.
 */
export const planNoteCodes = [
  'client-screened',
  'client-unrestricted',
  'no-recipes-for-meal',
  'few-recipes-for-meal',
  'grams-disagree',
  'days-off-target',
  'own-recipes-left-out',
  'limit-unreachable',
  'locked-recipe-unavailable',
  'locked-recipe-filtered',
  'meal-left-empty',
  'day-off-target',
  'meal-share-off',
  'fiber-below-floor',
  'sodium-above-ceiling',
] as const;
export type PlanNoteCode = (typeof planNoteCodes)[number];
export const planNoteSchema = z.object({
  code: z.enum(planNoteCodes),
  /** plain words for the practitioner */
  message: z.string(),
});
export type PlanNote = z.infer<typeof planNoteSchema>;

export const generatedMealSchema = z.object({
  recipeId: z.string(),
  recipeName: z.string(),
  imageUrl: z.string().nullable(),
  cuisine: z.string().nullable(),
  /** in steps of 0.25 */
  servings: z.number(),
  /** for these servings, one decimal */
  nutrition: macroNutritionSchema,
  /** this meal's % of the day's calories as served, one decimal */
  energyShare: z.number(),
  /** kept from the request's lockedMeals rather than chosen now */
  locked: z.boolean(),
});
export type GeneratedMeal = z.infer<typeof generatedMealSchema>;

export const generatedDaySchema = z.object({
  dayNumber: z.number(),
  /** the day type's key, when the request has day types */
  dayType: z.string().optional(),
  meals: z.object({
    breakfast: generatedMealSchema.optional(),
    lunch: generatedMealSchema.optional(),
    dinner: generatedMealSchema.optional(),
    snack: generatedMealSchema.optional(),
  }),
  /** sums of the meals' nutrition as returned */
  totals: macroNutritionSchema,
  /** calories and grams the day aims at */
  targets: macroNutritionSchema,
  /** signed % from the targets, one decimal (see dayDeviation for how a near-zero target is measured) */
  deviation: macroNutritionSchema,
  /** all four within ±5 % */
  withinTolerance: z.boolean(),
  /** the day's fibre (g) and sodium (mg), present when the request set a limit on them */
  limits: z.object({ fiber: z.number().optional(), sodium: z.number().optional() }).optional(),
  /** why the day misses its targets, or what had to give; empty when nothing needs saying */
  notes: z.array(planNoteSchema),
});
export type GeneratedDay = z.infer<typeof generatedDaySchema>;

const rangeSchema = z.object({ min: z.number(), max: z.number() });
/** What counts as on target: the ranges each day and each meal is held to. */
export const planBoundsSchema = z.object({
  tolerancePercent: z.number(),
  /** kcal and grams a day may land in and still be within tolerance */
  calories: rangeSchema,
  protein: rangeSchema,
  carbs: rangeSchema,
  fat: rangeSchema,
  /** each meal's share of the day's calories, %, with the band it should land in */
  mealShares: z.record(z.string(), z.object({ share: z.number(), min: z.number(), max: z.number() })),
  fiberMin: z.number().optional(),
  sodiumMax: z.number().optional(),
});
export type PlanBounds = z.infer<typeof planBoundsSchema>;

export const planSummarySchema = z.object({
  numberOfDays: z.number(),
  daysWithinTolerance: z.number(),
  /** meals within the share tolerance of their split, of all meals */
  mealsOnSplit: z.number(),
  meals: z.number(),
  /** mean of the days' absolute deviations, % */
  averageDeviation: macroNutritionSchema,
  /** how many recipes pass the filters (and the client's screening) for each meal of the day */
  candidates: z.record(z.string(), z.number()),
});

/** The answer: `plan` is the list of days, as the spec's call table says; the extras sit beside it. */
export const generationResponseSchema = z.object({
  plan: z.array(generatedDaySchema),
  /** the seed this plan came from: send it again for the same plan */
  seed: z.number(),
  /** plan-wide remarks */
  notes: z.array(planNoteSchema),
  bounds: planBoundsSchema,
  summary: planSummarySchema,
});
export type GenerationResponse = z.infer<typeof generationResponseSchema>;
/** The generator's answer (the response body). */
export type GeneratedPlan = GenerationResponse;
