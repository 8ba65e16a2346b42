import { useId, useState } from 'react';
import { Link } from 'wouter';
import { ArrowRight, Minus, Plus, Salad } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import type { NutritionInsightsAnswer } from '@/shared/schemas/dashboard';
import { useNutritionInsights } from '../api/use-nutrition-insights';
import { DashboardPanel } from './dashboard-panel';
import { clampPercent, INSIGHT_STEP, shareMeeting, type InsightKey } from '../lib/insight-shares';

const indicators: readonly { key: InsightKey; label: string; target: (vitamins: number) => string; bar: string }[] = [
  { key: 'protein', label: 'Protein', target: () => 'the protein target', bar: 'bg-brand-500' },
  { key: 'fiber', label: 'Fiber', target: () => 'the fibre AI', bar: 'bg-info-500' },
  {
    key: 'vitamins',
    label: 'Vitamins',
    target: (count) => `the ${count} vitamins' RDA/AI on average`,
    bar: 'bg-violet-500',
  },
];

const initialThresholds: Record<InsightKey, number> = { protein: 100, fiber: 100, vitamins: 100 };

/**
 * Of this week's planned days (all active plans), the share that reach each target; minus and plus move the
 * bar a day must reach in 5 % steps (0–100 %), so "how many days get at least 90 % of their protein" is a click.
 */
export function NutritionInsightsView({ insights }: { insights: NutritionInsightsAnswer | null }) {
  const idPrefix = useId();
  const [thresholds, setThresholds] = useState(initialThresholds);
  const adjust = (key: InsightKey, delta: number) =>
    setThresholds((current) => ({ ...current, [key]: clampPercent(current[key] + delta) }));
  const noDays = insights !== null && insights.days.length === 0;

  return (
    <DashboardPanel
      title="Nutrition Insights"
      description="Share of this week's planned days that reach each target."
      icon={Salad}
    >
      {insights === null ? (
        <p className="text-sm text-muted-foreground">Loading this week’s plans…</p>
      ) : noDays ? (
        <p className="text-sm text-muted-foreground">
          {insights.activePlans === 0
            ? 'No active meal plans yet: insights appear once plans have meals this week.'
            : 'No meals planned this week in your active plans yet.'}
        </p>
      ) : (
        <ul className="grid gap-5">
          {indicators.map(({ key, label, target, bar }) => {
            const threshold = thresholds[key];
            const { percent, meeting, counted } = shareMeeting(insights.days, key, threshold);
            return (
              <li key={key}>
                <div className="flex items-center justify-between gap-3">
                  <span id={`${idPrefix}-${key}`} className="text-sm font-medium text-foreground">
                    {label}
                  </span>
                  <div className="flex items-center gap-1.5">
                    <Button
                      variant="outline"
                      size="icon-sm"
                      className="size-7"
                      aria-label={`Decrease ${key} threshold`}
                      disabled={threshold <= 0}
                      onClick={() => adjust(key, -INSIGHT_STEP)}
                    >
                      <Minus aria-hidden="true" />
                    </Button>
                    <span
                      className="w-11 text-center text-sm font-semibold text-foreground tabular-nums"
                      aria-live="polite"
                    >
                      {percent === null ? '–' : `${percent}%`}
                    </span>
                    <Button
                      variant="outline"
                      size="icon-sm"
                      className="size-7"
                      aria-label={`Increase ${key} threshold`}
                      disabled={threshold >= 100}
                      onClick={() => adjust(key, INSIGHT_STEP)}
                    >
                      <Plus aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                <div
                  role="progressbar"
                  aria-labelledby={`${idPrefix}-${key}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent ?? 0}
                  className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
                >
                  <div
                    className={cn('h-full rounded-full transition-[width] duration-300', bar)}
                    style={{ width: `${percent ?? 0}%` }}
                  />
                </div>
                <p className="mt-1.5 text-xs text-muted-foreground">
                  {counted === 0
                    ? 'No client targets for these days (add sex and date of birth, or a protein target)'
                    : `${meeting} of ${counted} planned ${counted === 1 ? 'day reaches' : 'days reach'} ${threshold}% of ${target(insights.vitaminCount)}`}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <Link
        href="/reports"
        className="mt-5 inline-flex items-center gap-1 self-start rounded-md text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        View nutrition reports
        <ArrowRight aria-hidden="true" className="size-3.5" />
      </Link>
    </DashboardPanel>
  );
}

export function NutritionInsights() {
  const { data } = useNutritionInsights();
  return <NutritionInsightsView insights={data ?? null} />;
}
