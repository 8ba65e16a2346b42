// The clients feature's public entry: other features, the routes and the router import from here only.
export * from './components/client-avatar';
export * from './components/client-form-dialog';
export * from './components/client-form-dialog-on-demand';
export * from './components/client-list';
export * from './components/client-not-found';
export * from './components/client-profile';
export * from './components/client-profile-skeleton';
export * from './api/use-client';
export * from './api/use-clients';
export { clientKeys } from './api/query-keys';
export * from './components/client-field';
