/**
 * What a signed-in client reads in the portal (issue 21): who they are and whose practice it is, their current
 * plan with its recipes scaled to the planned servings, and the plan's shopping list with their ticks. Never the
 * practitioner's notes, the client's health record, or anything of another client.
 */
import { z } from 'zod';
import { checkInSchema } from './portal.ts';
import { ingredientUnits } from '../nutrition/units.ts';
import { planMealSlots, sharedPlanSchema } from './meal-plans.ts';
import { storedDayTypesSchema } from './day-types.ts';
import { preferencesSchema } from './preferences.ts';

const energySchema = z.object({
  calories: z.number().nullable(),
  protein: z.number().nullable(),
  carbs: z.number().nullable(),
  fat: z.number().nullable(),
});

/** GET /api/portal/me */
export const portalMeSchema = z.object({
  client: z.object({ id: z.string().uuid(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  /** the practice's branding: the portal wears it; an uploaded logo comes inline (data: URL) */
  practice: sharedPlanSchema.shape.practice,
  goalWeightKg: z.number().nullable(),
  /**
   * How the portal writes figures (issue 34): the practice's locale and kitchen units, the client's own body and
   * energy units if the practice set them, else the practice's. Absent from answers older than it.
   */
  formats: preferencesSchema.optional(),
});
export type PortalMe = z.infer<typeof portalMeSchema>;

/** One recipe portion of a meal, with its ingredients already scaled to the servings planned. */
export const portalMealItemSchema = z.object({
  recipeId: z.string(),
  recipeName: z.string(),
  imageUrl: z.string().nullable(),
  servings: z.number(),
  prepTime: z.number().nullable(),
  cookTime: z.number().nullable(),
  ingredients: z.array(z.object({ name: z.string(), amount: z.number(), unit: z.enum(ingredientUnits) })),
  steps: z.array(z.string()),
  /** per the planned servings */
  nutrition: energySchema.nullable(),
});
export type PortalMealItem = z.infer<typeof portalMealItemSchema>;

export const portalDaySchema = z.object({
  dayNumber: z.number(),
  date: z.string(),
  /** the key of one of the plan's day types (its name and targets are on the plan); null: an ordinary day */
  dayType: z.string().nullable(),
  /** the day's planned meals in the order breakfast, lunch, dinner, snacks; a meal with nothing planned is left out */
  meals: z.array(z.object({ mealType: z.enum(planMealSlots), items: z.array(portalMealItemSchema) })),
  totals: energySchema,
});
export type PortalDay = z.infer<typeof portalDaySchema>;

/** GET /api/portal/plans/current: plan null when the practitioner has not given the client an active plan yet. */
export const portalPlanSchema = z.object({
  plan: z
    .object({
      id: z.string().uuid(),
      name: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      targetCalories: z.number().nullable(),
      targetProtein: z.number().nullable(),
      targetCarbs: z.number().nullable(),
      targetFat: z.number().nullable(),
      /** the plan's day types, each with its name and targets; null when it has none */
      dayTypes: storedDayTypesSchema.nullable(),
    })
    .nullable(),
  /** the day the answer was computed for (the client's own today when the query gave one) */
  today: z.string(),
  days: z.array(portalDaySchema),
  /** the client's check-offs for the plan's dates */
  checkIns: z.array(checkInSchema),
});
export type PortalPlan = z.infer<typeof portalPlanSchema>;

export const portalPlanQuerySchema = z.object({
  /** the client's local date, so "today" is theirs and not the server's */
  today: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
    .optional(),
});

/** GET /api/portal/shopping-list: the current plan's list, each item with a key to tick it by. */
export const portalShoppingListSchema = z.object({
  planId: z.string().uuid().nullable(),
  planName: z.string().nullable(),
  groups: z.array(
    z.object({
      group: z.string(),
      items: z.array(z.object({ key: z.string(), name: z.string(), amount: z.string(), ticked: z.boolean() })),
    }),
  ),
});
export type PortalShoppingList = z.infer<typeof portalShoppingListSchema>;

/** PUT /api/portal/shopping-list/ticks */
export const shoppingTickInputSchema = z
  .object({
    mealPlanId: z.string({ message: 'Which plan the list belongs to is required' }).uuid('Not a plan of yours'),
    item: z
      .string({ message: 'Which item is required' })
      .trim()
      .min(1, 'Which item is required')
      .max(400, 'Item must be at most 400 characters'),
    ticked: z.boolean({ message: 'Ticked must be true or false' }),
  })
  .strict();
export type ShoppingTickInput = z.infer<typeof shoppingTickInputSchema>;

export const shoppingItemKey = (group: string, name: string) => `${group}|${name}`;
