// Without zod on purpose: the app's shell shows these on every screen, and importing a schema module there would
// put zod and the schemas in the code every first load compiles (decision 0020).
export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];
export const roleLabels: Record<Role, string> = { user: 'Practitioner', admin: 'Administrator' };
