import { z } from 'zod';

/**
 * Zod probes for eval() to speed up object parsing, and it does so while schemas are being
 * created. Our CSP (script-src 'self') forbids eval, so the probe logs a CSP violation on every
 * load. This module is imported first in main.tsx, before any schema exists, to switch it off;
 * parsing a form without it is still instant.
 */
z.config({ jitless: true });
