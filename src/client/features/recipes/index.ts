// The recipes feature's public entry: other features, the routes and the router import from here only.
export * from './components/allergen-labels';
export * from './components/recipe-form-dialog';
export * from './components/recipe-form-dialog-on-demand';
export * from './components/recipe-list';
export * from './api/use-recipes';
export { recipeKeys } from './api/query-keys';
