import type { AdminActivity } from '@/shared/schemas/admin';

type Growth = AdminActivity['userRegistration'];

/** up: more than the period before; down: fewer; new: nothing before, something now; flat: the same. */
export type GrowthTrend = 'up' | 'down' | 'new' | 'flat';

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** '+50%', '−20%', '0%', 'new' (nothing in the period before). */
export function formatGrowth({ current, growth }: Pick<Growth, 'current' | 'growth'>): {
  label: string;
  trend: GrowthTrend;
} {
  if (growth === null) return current > 0 ? { label: 'new', trend: 'new' } : { label: 'no change', trend: 'flat' };
  const rounded = Math.abs(growth) < 10 ? Math.round(growth * 10) / 10 : Math.round(growth);
  if (rounded > 0) return { label: `+${percentFormat.format(rounded)}%`, trend: 'up' };
  if (rounded < 0) return { label: `−${percentFormat.format(-rounded)}%`, trend: 'down' };
  return { label: '0%', trend: 'flat' };
}

/** 'User registrations: 12 in the last 30 days, +50%': the whole figure in one sentence. */
export function growthSentence(label: string, figure: Growth): string {
  return `${label}: ${figure.current} in the last ${figure.period}, ${formatGrowth(figure).label}`;
}
