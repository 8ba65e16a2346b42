// The account feature's public entry (the practice's own data, issue 38): the routes import from here only.
export * from './components/your-data-card';
export * from './components/units-and-formats-card';
