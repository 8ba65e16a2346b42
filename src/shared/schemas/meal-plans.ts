import { z } from 'zod';
import { plannedServingsLimits, plannedServingsMessages } from '../meal-plans/servings-limits.ts';
import type { PlanAdequacy } from '../nutrition/adequacy.ts';
import type { Preferences } from '../format/preferences.ts';
import { nutritionSchema } from './recipes.ts';
import { ingredientUnits } from '../nutrition/units.ts';
import { daysInSpan } from '../dates/calendar-days.ts';
import { calendarDateSchema, ignoredSpecField, listViewSchema } from './common.ts';
import { allergenLabelSchema, ingredientWeightSchema } from './recipes.ts';
import { dayTypeKeySchema, dayTypesSchema, storedDayTypesSchema, type DayType } from './day-types.ts';
import { preferencesSchema } from './preferences.ts';

const typeKeys = (types: readonly { key: string }[] | null | undefined) =>
  types?.length ? types.map((type) => `"${type.key}"`).join(', ') : 'none';

export const mealPlanStatuses = ['active', 'completed', 'cancelled'] as const;
export type MealPlanStatus = (typeof mealPlanStatuses)[number];
/** The three main meals of a plan day, one recipe each. */
export const mainMealSlots = ['breakfast', 'lunch', 'dinner'] as const;
export type MainMealSlot = (typeof mainMealSlots)[number];
/**
 * The keys of a plan day's meals: breakfast, lunch, dinner, then snacks (a list), the order they are shown in.
 * Not a recipe's meal types (`recipeMealTypes`, with 'snack'): a day holds many snacks under one key.
 */
export const planMealSlots = [...mainMealSlots, 'snacks'] as const;
export type PlanMealSlot = (typeof planMealSlots)[number];

export const MAX_PLAN_DAYS = 366;

/**
 * A calendar date. The generator sends full ISO timestamps; only the date as written is kept, never
 * converted through a time zone (peers shipped off-by-one-day bugs doing that).
 */
const planDateSchema = z
  .string({ message: 'Date is required' })
  .trim()
  .min(1, 'Date is required')
  .max(40, 'Use the format YYYY-MM-DD')
  .transform((value) => value.slice(0, 10))
  .pipe(calendarDateSchema);

/** Whole number from a number or numeric text (the form sends macros as text); '' or null means not set. */
function optionalTarget(label: string, max: number) {
  return (
    z
      // The number branch carries the bounds (the OpenAPI document shows them); text is checked below.
      .union([
        z.number().min(0, `${label} must be between 0 and ${max}`).max(max, `${label} must be between 0 and ${max}`),
        z.string().trim().max(20, `${label} must be a whole number`),
        z.null(),
      ])
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value === null || value === '') return null;
        const number = typeof value === 'number' ? value : Number(value);
        if (!Number.isFinite(number) || !Number.isInteger(number)) {
          ctx.addIssue({ code: 'custom', message: `${label} must be a whole number` });
          return z.NEVER;
        }
        if (number < 0 || number > max) {
          ctx.addIssue({ code: 'custom', message: `${label} must be between 0 and ${max}` });
          return z.NEVER;
        }
        return number;
      })
  );
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

const mealPlanFields = z.strictObject({
  name: z
    .string({ message: 'Meal plan name is required' })
    .trim()
    .min(1, 'Meal plan name is required')
    .max(200, 'At most 200 characters'),
  description: optionalText(2000),
  /** Optional in the API: the generator saves plans before they are given to a client. */
  clientId: z
    .union([z.literal(''), z.null(), z.string().uuid('Choose a client')])
    .optional()
    .transform((value) => (value ? value : null)),
  startDate: planDateSchema,
  endDate: planDateSchema,
  status: z
    .enum(mealPlanStatuses, { message: 'Status must be active, completed or cancelled' })
    .optional()
    .default('active'),
  targetCalories: optionalTarget('Target calories', 20000),
  targetProtein: optionalTarget('Target protein', 2000),
  targetCarbs: optionalTarget('Target carbs', 2000),
  targetFat: optionalTarget('Target fat', 2000),
  notes: optionalText(10000),
  /** Named kinds of day with their own targets (training, rest); absent on update: kept as they are; null: none. */
  dayTypes: dayTypesSchema.nullish(),
  userId: ignoredSpecField('the plan form sends a placeholder; the owner is always the signed-in practitioner'),
});

function checkDates(plan: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  if (plan.endDate < plan.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date must be on or after the start date' });
    return;
  }
  if (daysInSpan(plan) > MAX_PLAN_DAYS)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: `A plan can span at most ${MAX_PLAN_DAYS} days` });
}

/**
 * Create and update (update replaces every field). The spec's placeholder userId is accepted and ignored; a
 * shareToken or any other unknown key is refused (400).
 */
export const mealPlanInputSchema = mealPlanFields.superRefine(checkDates);
export type MealPlanInput = z.input<typeof mealPlanInputSchema>;
export type MealPlanValues = z.output<typeof mealPlanInputSchema>;

/** The create/edit form: the same contract, with a client required (the spec's Client*). */
export const mealPlanFormSchema = mealPlanFields
  .extend({ clientId: z.string({ message: 'Choose a client' }).uuid('Choose a client') })
  .superRefine(checkDates);

export const plannedMealSchema = z.strictObject({
  recipeId: z.string({ message: 'Choose a recipe' }).uuid('Choose a recipe'),
  servings: z.coerce
    .number({ message: 'Servings must be a number' })
    .min(plannedServingsLimits.min, plannedServingsMessages.min)
    .max(plannedServingsLimits.max, plannedServingsMessages.max),
});
export type PlannedMeal = z.infer<typeof plannedMealSchema>;

const MAX_SNACKS = 6;

/**
 * A day's meals. `snack` is how the generator keys a day's fourth meal (and how the spec's save sends it back,
 * "meals keyed as the generator returned them"): it is saved as the day's first snack, never dropped.
 */
export const dayMealsSchema = z
  .strictObject({
    breakfast: plannedMealSchema.nullish(),
    lunch: plannedMealSchema.nullish(),
    dinner: plannedMealSchema.nullish(),
    snacks: z.array(plannedMealSchema).max(MAX_SNACKS, `At most ${MAX_SNACKS} snacks a day`).nullish(),
    snack: plannedMealSchema.nullish(),
  })
  .superRefine((meals, ctx) => {
    if (meals.snack && (meals.snacks?.length ?? 0) >= MAX_SNACKS)
      ctx.addIssue({ code: 'custom', path: ['snacks'], message: `At most ${MAX_SNACKS} snacks a day` });
  })
  .transform((meals) => {
    const snacks = [...(meals.snack ? [meals.snack] : []), ...(meals.snacks ?? [])];
    return {
      ...(meals.breakfast ? { breakfast: meals.breakfast } : {}),
      ...(meals.lunch ? { lunch: meals.lunch } : {}),
      ...(meals.dinner ? { dinner: meals.dinner } : {}),
      ...(snacks.length > 0 ? { snacks } : {}),
    };
  });
export type DayMeals = z.output<typeof dayMealsSchema>;

/** One day of a plan. Saving a day number that exists replaces that day's meals. */
export const mealPlanDayInputSchema = z.strictObject({
  mealPlanId: z.string({ message: 'Meal plan is required' }).uuid('Meal plan is required'),
  dayNumber: z.coerce
    .number()
    .int('Day number must be a whole number')
    .min(1, 'Day number must be at least 1')
    .max(MAX_PLAN_DAYS),
  /** Defaults to the plan's start date + dayNumber − 1. */
  date: planDateSchema.optional(),
  meals: dayMealsSchema,
  dayType: dayTypeKeySchema.nullish(),
});
export type MealPlanDayInput = z.input<typeof mealPlanDayInputSchema>;

/** The editor's call: replace one day's meals (the day is created when missing). */
export const dayMealsInputSchema = z.strictObject({
  meals: dayMealsSchema,
  /** one of the plan's day type keys; absent: the day keeps its type; null: none */
  dayType: dayTypeKeySchema.nullish(),
});

/** Days one call may save together (a move touches two; copying a day to the rest of a week, seven). */
export const MAX_DAYS_PER_SAVE = 14;

/** Several days saved in one transaction: all or nothing (a meal moved from one day to another). */
export const daysMealsInputSchema = z
  .strictObject({
    days: z
      .array(
        z.strictObject({
          dayNumber: z.coerce
            .number()
            .int('Day number must be a whole number')
            .min(1, 'Day number must be at least 1')
            .max(MAX_PLAN_DAYS),
          meals: dayMealsSchema,
          dayType: dayTypeKeySchema.nullish(),
        }),
      )
      .min(1, 'Send at least one day')
      .max(MAX_DAYS_PER_SAVE, `At most ${MAX_DAYS_PER_SAVE} days at once`),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<number>();
    input.days.forEach((day, index) => {
      if (seen.has(day.dayNumber))
        ctx.addIssue({
          code: 'custom',
          path: ['days', index, 'dayNumber'],
          message: `Day ${day.dayNumber} is sent twice`,
        });
      seen.add(day.dayNumber);
    });
  });
export type DaysMealsInput = z.input<typeof daysMealsInputSchema>;

/**
 * POST /api/meal-plans: the plan's fields and, optionally, its days, written with it in one transaction (the
 * generator's save: one request, all or nothing). Without `days` it is the spec's call, unchanged.
 */
export const mealPlanCreateSchema = mealPlanFields
  .extend({
    days: z
      .array(
        z.strictObject({
          dayNumber: z.coerce.number().int('Day number must be a whole number').min(1).max(MAX_PLAN_DAYS),
          meals: dayMealsSchema,
          dayType: dayTypeKeySchema.nullish(),
        }),
      )
      .max(MAX_PLAN_DAYS, `At most ${MAX_PLAN_DAYS} days`)
      .optional(),
  })
  .superRefine(checkDates)
  .superRefine((plan, ctx) => {
    if (!plan.days) return;
    const length = daysInSpan(plan);
    const seen = new Set<number>();
    plan.days.forEach((day, index) => {
      if (day.dayNumber > length)
        ctx.addIssue({ code: 'custom', path: ['days', index, 'dayNumber'], message: `This plan has ${length} days` });
      if (seen.has(day.dayNumber))
        ctx.addIssue({
          code: 'custom',
          path: ['days', index, 'dayNumber'],
          message: `Day ${day.dayNumber} is sent twice`,
        });
      seen.add(day.dayNumber);
      if (day.dayType && !plan.dayTypes?.some((type) => type.key === day.dayType))
        ctx.addIssue({
          code: 'custom',
          path: ['days', index, 'dayType'],
          message: `Unknown day type "${day.dayType}": the plan's are ${typeKeys(plan.dayTypes)}`,
        });
    });
  });
export type MealPlanCreateInput = z.input<typeof mealPlanCreateSchema>;
export type MealPlanCreateValues = z.output<typeof mealPlanCreateSchema>;

/** The choices the Share dialog offers; the API takes any whole number of days in range. */
export const shareExpiryChoices = [null, 7, 30, 90] as const;
export const MAX_SHARE_DAYS = 365;

/** Create a new share link (the current one stops working), or change when the current one expires. */
export const shareLinkInputSchema = z
  .object({
    /** Days from now until the link stops working; null: it works until withdrawn. Always sent, so the choice is explicit. */
    expiresInDays: z
      .number({ message: 'Choose when the link expires: a number of days, or null for never' })
      .int('Expiry must be a whole number of days')
      .min(1, 'Expiry must be at least 1 day')
      .max(MAX_SHARE_DAYS, `Expiry can be at most ${MAX_SHARE_DAYS} days`)
      .nullable(),
  })
  .strict();
export type ShareLinkInput = z.input<typeof shareLinkInputSchema>;

export const shareLinkSchema = z.object({
  shareToken: z.string(),
  /** Where the link points, relative to the app's address: /share/{token} */
  sharePath: z.string(),
  shareExpiresAt: z.string().nullable(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const shoppingListEmailSchema = z.strictObject({
  email: z
    .string({ message: 'Recipient email is required' })
    .trim()
    .min(1, 'Recipient email is required')
    .max(254)
    .email('Enter a valid email address'),
  message: optionalText(2000),
});
export type ShoppingListEmailInput = z.input<typeof shoppingListEmailSchema>;

const nutrition = nutritionSchema;

export const mealPlanSchema = z.object({
  id: z.string().uuid(),
  userId: z.string().uuid(),
  clientId: z.string().uuid().nullable(),
  /** "First Last" of the client, or null when there is none (the list shows 'Unknown Client') */
  clientName: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(mealPlanStatuses),
  targetCalories: z.number().nullable(),
  targetProtein: z.number().nullable(),
  targetCarbs: z.number().nullable(),
  targetFat: z.number().nullable(),
  notes: z.string().nullable(),
  /** the plan's day types with their targets; null when it has none */
  dayTypes: storedDayTypesSchema.nullable(),
  /** The share link's token; null while the link is withdrawn (revoked). */
  shareToken: z.string().nullable(),
  /** When the share link stops working; null: until it is withdrawn. */
  shareExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MealPlan = z.infer<typeof mealPlanSchema>;

/** GET /api/meal-plans?view=summary|full */
export const mealPlanListQuerySchema = z.object({ view: listViewSchema });

/** One plan in GET /api/meal-plans?view=summary (without it: whole plans, `mealPlanSchema`): what the cards and pickers show (the card copies the share link); the whole plan comes with GET /api/meal-plans/{id}. */
export const mealPlanSummarySchema = mealPlanSchema.pick({
  id: true,
  clientId: true,
  clientName: true,
  name: true,
  description: true,
  startDate: true,
  endDate: true,
  status: true,
  targetCalories: true,
  shareToken: true,
  shareExpiresAt: true,
  createdAt: true,
});
export type MealPlanSummary = z.infer<typeof mealPlanSummarySchema>;

/** A planned meal with its recipe looked up; nutrition is for the planned servings. */
export const resolvedMealSchema = z.object({
  recipeId: z.string(),
  servings: z.number(),
  /** null when the recipe was deleted since it was planned */
  recipeName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  recipeServings: z.number().nullable(),
  nutrition: nutrition.nullable(),
  /** micronutrients some food of the recipe does not report: "at least" */
  incomplete: z.array(z.string()).optional(),
  /** e.g. ['Contains peanut (allergy)', 'Not vegetarian: chicken'] — against the plan's client */
  conflicts: z.array(z.string()),
});
export type ResolvedMeal = z.infer<typeof resolvedMealSchema>;

export const resolvedDaySchema = z.object({
  dayNumber: z.number(),
  date: z.string(),
  meals: z.object({
    breakfast: resolvedMealSchema.nullable(),
    lunch: resolvedMealSchema.nullable(),
    dinner: resolvedMealSchema.nullable(),
    snacks: z.array(resolvedMealSchema),
  }),
  /** the key of one of the plan's day types; null: an ordinary day under the plan's own targets */
  dayType: z.string().nullable().optional(),
  /** raw sums of the meals; round only to show */
  totals: nutrition,
  /** micronutrients known for only part of the day: their totals are "at least" */
  incomplete: z.array(z.string()).optional(),
});
export type ResolvedDay = z.infer<typeof resolvedDaySchema>;

export const mealPlanDetailSchema = mealPlanSchema.extend({
  client: z
    .object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      allergies: z.array(z.string()),
      dietaryRestrictions: z.array(z.string()),
    })
    .nullable(),
  /** every day of the plan from start to end, including days with no meals yet */
  days: z.array(resolvedDaySchema),
});
export type MealPlanDetail = z.infer<typeof mealPlanDetailSchema>;

export const shoppingListSchema = z.array(
  z.object({
    /** aisle / food group, e.g. 'Vegetables and Vegetable Products', 'Other' */
    group: z.string(),
    items: z.array(z.object({ name: z.string(), amount: z.string(), grams: z.number().nullable() })),
  }),
);
export type ShoppingList = z.infer<typeof shoppingListSchema>;

/** The public share page: the practice's branding and the plan, never the client's health data. */
export const sharedPlanSchema = z.object({
  practice: z.object({
    practitionerName: z.string(),
    businessName: z.string().nullable(),
    businessLogo: z.string().nullable(),
    tagline: z.string().nullable(),
    brandColorPrimary: z.string(),
    brandColorSecondary: z.string(),
    contactEmail: z.string().nullable(),
    contactPhone: z.string().nullable(),
    website: z.string().nullable(),
  }),
  plan: z.object({
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    targetCalories: z.number().nullable(),
    targetProtein: z.number().nullable(),
    targetCarbs: z.number().nullable(),
    targetFat: z.number().nullable(),
    dayTypes: storedDayTypesSchema.nullable().optional(),
  }),
  /** conflicts are always empty here: they come from the client's allergies */
  days: z.array(resolvedDaySchema),
  /** the recipes used, once each, with ingredients for their own servings and instructions */
  recipes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      servings: z.number(),
      prepTime: z.number().nullable(),
      cookTime: z.number().nullable(),
      ingredients: z.array(
        z.object({
          name: z.string(),
          amount: z.number(),
          unit: z.enum(ingredientUnits),
          weight: ingredientWeightSchema.optional(),
        }),
      ),
      instructions: z.string(),
      imageUrl: z.string().nullable(),
      /** the recipe's own allergens from its foods; never the client's allergies (absent from PDF fixtures) */
      allergenLabels: z.array(allergenLabelSchema).optional(),
    }),
  ),
  shoppingList: shoppingListSchema,
  /**
   * How the page writes its figures (issue 34): the practice's locale and kitchen units, the client's own body and
   * energy units if the practice set them, else the practice's. Absent from answers cached before it existed.
   */
  formats: preferencesSchema.optional(),
});
export type SharedPlan = z.infer<typeof sharedPlanSchema>;

export const emailQueuedSchema = z.object({
  id: z.string().uuid(),
  /** 'queued' until the mail server takes it; 'not_delivered' when no mail transport is configured */
  status: z.string(),
  message: z.string(),
});
export type EmailQueued = z.infer<typeof emailQueuedSchema>;

/** What the branded PDF is drawn from (the server assembles it from the plan, the branding and the list). */
export interface MealPlanPdfInput {
  practice: SharedPlan['practice'];
  plan: {
    name: string;
    clientName: string | null;
    status: MealPlanStatus;
    description: string | null;
    startDate: string;
    endDate: string;
    targetCalories: number | null;
    targetProtein: number | null;
    targetCarbs: number | null;
    targetFat: number | null;
    notes: string | null;
    dayTypes?: DayType[] | null;
  };
  days: ResolvedDay[];
  recipes: SharedPlan['recipes'];
  shoppingList: ShoppingList;
  /** the plan's average day against the client's DRIs; null without a client */
  adequacy?: PlanAdequacy | null;
  /** YYYY-MM-DD */
  generatedOn: string;
  /**
   * How the figures are written (decision 0033): the practice's locale, the client's own units where set; absent,
   * the en-US, kcal, US-units default.
   */
  preferences?: Preferences;
}
