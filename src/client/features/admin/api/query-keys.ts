const emailHistory = ['/api/admin/emails/history'] as const;

/** The admin screens' cached answers; each search of the e-mail log is its own list under `emailHistory`. */
export const adminKeys = {
  users: ['/api/admin/users'] as const,
  stats: ['/api/admin/stats'] as const,
  health: ['/api/admin/health'] as const,
  activity: ['/api/admin/activity'] as const,
  settings: ['/api/admin/settings'] as const,
  emailHistory,
  emailHistorySearch: (q: string) => [...emailHistory, { q }] as const,
};
