// The clients feature's public entry: other features, the routes and the router import from here only.
export * from './client-avatar';
export * from './client-form-dialog';
export * from './client-list';
export * from './client-not-found';
export * from './client-profile';
export * from './client-profile-skeleton';
export * from './use-client';
export * from './use-clients';
