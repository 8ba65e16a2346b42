import { useId, useState } from 'react';
import { Link } from 'wouter';
import { ArrowRight, Minus, Plus, Salad } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { DashboardPanel } from './dashboard-panel';

type Nutrient = 'protein' | 'fiber' | 'vitamins';

const indicators: readonly { key: Nutrient; label: string; caption: string; bar: string }[] = [
  { key: 'protein', label: 'Protein', caption: 'Protein target 167 g daily', bar: 'bg-brand-500' },
  { key: 'fiber', label: 'Fiber', caption: 'Fiber target 25 g daily', bar: 'bg-sky-500' },
  { key: 'vitamins', label: 'Vitamins', caption: '9 essential vitamins', bar: 'bg-violet-500' },
];

const STEP = 5;
const initialLevels: Record<Nutrient, number> = { protein: 85, fiber: 92, vitamins: 78 };

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, value));
}

/** Target coverage for the week, nudged in 5 % steps; a percentage can never leave 0–100. */
export function NutritionInsights() {
  const idPrefix = useId();
  const [levels, setLevels] = useState(initialLevels);
  const adjust = (key: Nutrient, delta: number) =>
    setLevels((current) => ({ ...current, [key]: clampPercent(current[key] + delta) }));

  return (
    <DashboardPanel
      title="Nutrition Insights"
      description="Share of each daily target this week's plans aim to cover."
      icon={Salad}
    >
      <ul className="grid gap-5">
        {indicators.map(({ key, label, caption, bar }) => {
          const value = levels[key];
          return (
            <li key={key}>
              <div className="flex items-center justify-between gap-3">
                <span id={`${idPrefix}-${key}`} className="text-sm font-medium text-slate-900">
                  {label}
                </span>
                <div className="flex items-center gap-1.5">
                  <Button
                    variant="outline"
                    size="icon-sm"
                    className="size-7"
                    aria-label={`Decrease ${key}`}
                    onClick={() => adjust(key, -STEP)}
                  >
                    <Minus aria-hidden="true" />
                  </Button>
                  <span className="w-11 text-center text-sm font-semibold text-slate-900 tabular-nums" aria-live="polite">
                    {`${value}%`}
                  </span>
                  <Button
                    variant="outline"
                    size="icon-sm"
                    className="size-7"
                    aria-label={`Increase ${key}`}
                    onClick={() => adjust(key, STEP)}
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
                aria-valuenow={value}
                className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
              >
                {/* A style prop is fine under the CSP: React sets it through the DOM, not as a style attribute in markup. */}
                <div className={cn('h-full rounded-full transition-[width] duration-300', bar)} style={{ width: `${value}%` }} />
              </div>
              <p className="mt-1.5 text-xs text-muted-foreground">{caption}</p>
            </li>
          );
        })}
      </ul>
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
