export type ActivityBadge = { label: 'Active Plan' | 'Review Due' | 'Inactive'; tone: 'green' | 'yellow' | 'gray' };

/** Dashboard badge from days since the client was added: ≤ 7 active, 8–14 review due, older inactive. */
export function activityBadgeFor(daysSinceAdded: number): ActivityBadge {
  if (daysSinceAdded <= 7) return { label: 'Active Plan', tone: 'green' };
  if (daysSinceAdded <= 14) return { label: 'Review Due', tone: 'yellow' };
  return { label: 'Inactive', tone: 'gray' };
}
