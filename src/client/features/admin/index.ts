// The admin feature's public entry: other features, the routes and the router import from here only.
export * from './components/admin-dashboard';
export * from './components/email-compose-form';
export * from './components/email-history';
export * from './components/settings-overview';
export * from './api/use-admin-users';
export * from './api/use-email-history';
export * from './components/user-management';
