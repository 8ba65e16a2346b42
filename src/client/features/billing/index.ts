// The billing feature's public entry: other features, the routes and the router import from here only.
export * from './components/subscription-overview';
