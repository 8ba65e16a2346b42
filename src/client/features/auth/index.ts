// The auth feature's public entry: other features, the routes and the router import from here only.
export * from './auth-layout';
export * from './change-password-card';
export * from './forgot-password-form';
export * from './login-form';
export * from './password-input';
export * from './redirect-when-signed-in';
export * from './register-form';
export * from './require-signed-in';
export * from './reset-password-form';
export * from './use-logout';
export * from './use-signed-in-user';
