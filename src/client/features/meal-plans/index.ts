// The meal-plans feature's public entry: other features, the routes and the router import from here only.
export * from './components/meal-image';
export * from './components/meal-plan-card';
export * from './components/meal-plan-detail';
export * from './components/meal-plan-detail-not-found';
export * from './components/meal-plan-form-dialog';
export * from './components/meal-plan-form-dialog-on-demand';
export * from './components/meal-plan-list';
export * from './lib/plan-draft';
export * from './hooks/use-dashboard-plan-draft';
export * from './api/use-meal-plans';
export { mealPlanKeys } from './api/query-keys';
export { useRefreshAfterPlanChange } from './api/use-refresh-after-plan-change';
export * from './components/plan-template-list';
export { planTemplatesQueryOptions } from './api/use-plan-templates';
export {
  DayTypesFields,
  WeekScheduleFields,
  dayTypesInKcal,
  typedEnergyInKcal,
  withScheduleKeys,
  type DayTypesForm,
} from './components/day-types-fields';
