// The shell feature's public entry: other features, the routes and the router import from here only.
export * from './components/access-denied';
export * from './components/admin-shell';
export * from './components/app-shell';
