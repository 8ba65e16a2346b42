// The reports feature's public entry: other features, the routes and the router import from here only.
export * from './components/report-form-dialog';
export * from './components/report-list';
export * from './lib/report-types';
