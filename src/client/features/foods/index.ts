// The foods feature's public entry (issue 35): a practice's own foods, typed from their labels.
export * from './components/custom-food-dialog';
export * from './components/custom-food-list';
export * from './api/use-custom-foods';
export { customFoodKeys } from './api/query-keys';
