// The share feature's public entry: other features, the routes and the router import from here only.
export * from './lib/brand-colors';
export * from './components/shared-plan-states';
export * from './components/shared-plan-view';
export * from './hooks/use-noindex';
export * from './api/use-shared-plan';
