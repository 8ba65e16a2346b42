import { z } from 'zod';
import { bodyUnits, energyUnits, kitchenUnits, supportedLocales, type Preferences } from '../format/preferences.ts';

export * from '../format/preferences.ts';

/** A practice's preferences as the API answers them: the plain `Preferences` of src/shared/format/preferences.ts. */
export const preferencesSchema = z.object({
  locale: z.enum(supportedLocales),
  bodyUnits: z.enum(bodyUnits),
  kitchenUnits: z.enum(kitchenUnits),
  energyUnit: z.enum(energyUnits),
}) satisfies z.ZodType<Preferences>;

/** PUT /api/users/me/preferences: the whole set, each field checked on its own (a bad one is a 400 naming it). */
export const preferencesInputSchema = z.strictObject({
  locale: z.enum(supportedLocales, { error: `Locale must be one of ${supportedLocales.join(', ')}` }),
  bodyUnits: z.enum(bodyUnits, { error: 'Body units must be metric, us or uk' }),
  kitchenUnits: z.enum(kitchenUnits, { error: 'Kitchen units must be metric or us' }),
  energyUnit: z.enum(energyUnits, { error: 'Energy unit must be kcal or kJ' }),
});
export type PreferencesInput = z.infer<typeof preferencesInputSchema>;
