// The admin feature's public entry: other features, the routes and the router import from here only.
export * from './admin-dashboard';
export * from './email-compose-form';
export * from './email-history';
export * from './settings-overview';
export * from './use-admin-users';
export * from './use-email-history';
export * from './user-management';
