// The recipes feature's public entry: other features, the routes and the router import from here only.
export * from './allergen-labels';
export * from './format-nutrient';
export * from './recipe-form-dialog';
export * from './recipe-list';
export * from './use-recipes';
