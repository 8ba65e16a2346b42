/**
 * Zod probes for eval() to speed up object parsing, and it does so while schemas are being
 * created. Our CSP (script-src 'self') forbids eval, so the probe logs a CSP violation on every
 * load. This module is imported first in main.tsx, before any schema exists, to switch it off;
 * parsing a form without it is still instant.
 *
 * It sets zod's settings without importing zod: zod keeps them on `globalThis.__zod_globalConfig` (so that every
 * copy of zod shares them) and adopts what it finds there, and importing zod here would put it in the app's
 * first chunk, compiled on every load, when only the screens with forms use it (decision 0020).
 * configure-zod.test.ts holds zod to that.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

// A module (for the import in main.tsx and its test), with nothing to export.
export {};
