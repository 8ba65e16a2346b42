/** A shared plan is keyed by its own public address, one entry per link. */
export const shareKeys = {
  plan: (token: string) => [`/api/share/${encodeURIComponent(token)}`] as const,
};
