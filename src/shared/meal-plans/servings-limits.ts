/**
 * How many servings of a recipe a meal may hold. Three limits for three jobs, each named once here and read
 * wherever it applies (the contracts, the day editor, the generator).
 */

/** What the API accepts and stores for a planned meal: a quarter serving is a real portion of a snack. */
export const plannedServingsLimits = { min: 0.25, max: 20 } as const;

/** The day editor's − / + buttons: half a serving a press, from half a serving up to what may be stored. */
export const stepperServingsLimits = { min: 0.5, max: plannedServingsLimits.max, step: 0.5 } as const;

/**
 * What the generator serves: half a serving to two and a half, in quarter steps, so a plate still looks like one.
 * On days of one or two meals it may go to three as a last resort (3,000 kcal in two plates; decision 0007).
 */
export const generatedServingsLimits = { min: 0.5, max: 2.5, fewMealsMax: 3, step: 0.25 } as const;

/** The zod bounds' messages, the same for every contract that carries planned servings. */
export const plannedServingsMessages = {
  min: `Servings must be at least ${plannedServingsLimits.min}`,
  max: `Servings must be at most ${plannedServingsLimits.max}`,
} as const;
