import { describe, expect, it } from 'vitest';

describe('configure-zod', () => {
  it('switches off zod’s eval probe without importing zod, before any schema exists', async () => {
    await import('./configure-zod');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // The probe runs when the first object schema parses: with it on, a strict CSP would report a violation.
    const probed = new Set<string>();
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        probed.add('Function');
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      expect(z.object({ name: z.string() }).parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
    } finally {
      globalThis.Function = original;
    }
    expect([...probed]).toEqual([]);
  });
});
