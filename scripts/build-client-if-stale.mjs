// Builds the browser app only when its sources changed since the last build (scripts/build-if-stale.mjs); the
// benchmarks that drive the app in Chromium run it first.
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale('client');
