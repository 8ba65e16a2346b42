// The shell feature's public entry: other features, the routes and the router import from here only.
export * from './access-denied';
export * from './admin-shell';
export * from './app-shell';
