// The auth feature's public entry: other features, the routes and the router import from here only.
export * from './components/auth-layout';
export * from './components/change-password-card';
export * from './components/forgot-password-form';
export * from './components/login-form';
export * from './components/password-input';
export * from './components/redirect-when-signed-in';
export * from './components/register-form';
export * from './components/require-signed-in';
export * from './components/reset-password-form';
export { currentUserQueryOptions } from './api/use-current-user';
export * from './api/use-logout';
export * from './hooks/use-signed-in-user';
