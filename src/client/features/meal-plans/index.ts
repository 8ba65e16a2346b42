// The meal-plans feature's public entry: other features, the routes and the router import from here only.
export * from './meal-image';
export * from './meal-plan-card';
export * from './meal-plan-detail';
export * from './meal-plan-detail-not-found';
export * from './meal-plan-form-dialog';
export * from './meal-plan-list';
export * from './plan-draft';
export * from './use-dashboard-plan-draft';
export * from './use-meal-plans';
