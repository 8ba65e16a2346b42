// The meal-plan generator's public entry (docs/decisions/0007-meal-plan-generator.md says which file holds what).
export { generateMealPlan, type GeneratorOptions } from './generate-meal-plan.ts';
export {
  mealShares,
  weeklyRepeatLimit,
  WEEKLY_REPEAT_LIMIT,
  type GenerationInput,
  type PlanCandidate,
} from './problem.ts';
export {
  maxServingsFor,
  MAX_SERVINGS,
  MIN_SERVINGS,
  servingLevelsFor,
  SERVING_LEVELS,
  USUAL_MAX_SERVINGS,
} from './servings.ts';
