// The reports feature's public entry: other features, the routes and the router import from here only.
export * from './report-form-dialog';
export * from './report-list';
export * from './report-types';
