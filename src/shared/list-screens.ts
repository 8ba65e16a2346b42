/**
 * The list screens whose page names what their first frame needs (decision 0020): the reads the router prefetches
 * with the session check, and the source of the screen whose chunks the page preloads. Read by the server's page
 * hints (static-files.ts) and checked against the router's list screens by router.test.tsx, so the two cannot
 * drift apart.
 */
export const listScreens: Readonly<Record<string, { reads: readonly string[]; screen: string }>> = {
  '/clients': { reads: ['/api/clients?view=summary'], screen: 'routes/clients-page.tsx' },
  '/meal-plans': { reads: ['/api/meal-plans?view=summary'], screen: 'routes/meal-plans-page.tsx' },
  '/plan-templates': { reads: ['/api/plan-templates'], screen: 'routes/plan-templates-page.tsx' },
  '/recipes': { reads: ['/api/recipes?view=summary'], screen: 'routes/recipes-page.tsx' },
  '/foods': { reads: ['/api/foods'], screen: 'routes/foods-page.tsx' },
  '/admin/users': { reads: ['/api/admin/users'], screen: 'routes/admin-users-page.tsx' },
  '/admin/emails': { reads: ['/api/admin/emails/history'], screen: 'routes/admin-emails-page.tsx' },
};
