// The dashboard feature's public entry: other features, the routes and the router import from here only.
export * from './dashboard-panel';
export * from './greeting-for';
export * from './nutrition-insights';
export * from './quick-actions';
export * from './quick-meal-plan';
export * from './recent-activity';
export * from './recent-clients';
export * from './relative-time';
export * from './stat-cards';
