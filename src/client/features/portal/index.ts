// The portal feature's public entry: other features, the routes and the router import from here only.
export * from './components/portal-app';
export { portalKeys } from './api/query-keys';
