import { z } from 'zod';

/** The live-chat widget's ids, read from the server's environment at run time; null when not set. */
export const chatConfigSchema = z.object({
  propertyId: z.string().nullable(),
  widgetId: z.string().nullable(),
});
export type ChatConfig = z.infer<typeof chatConfigSchema>;
