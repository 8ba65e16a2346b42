// The share feature's public entry: other features, the routes and the router import from here only.
export * from './brand-colors';
export * from './shared-plan-states';
export * from './shared-plan-view';
export * from './use-noindex';
export * from './use-shared-plan';
