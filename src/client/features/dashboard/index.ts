// The dashboard feature's public entry: other features, the routes and the router import from here only.
export * from './components/dashboard-panel';
export * from './lib/greeting-for';
export * from './components/nutrition-insights';
export * from './components/quick-actions';
export * from './components/quick-meal-plan';
export * from './components/recent-activity';
export * from './components/recent-clients';
export * from './lib/relative-time';
export * from './components/stat-cards';
export { dashboardKeys } from './api/query-keys';
