import { useId, useState } from 'react';
import { GlassWater } from 'lucide-react';
import { toast } from '@/client/components/ui/use-toast';
import { MAX_WATER_ML } from '@/shared/schemas/food-diary';
import { toMl, waterLabel, waterUnits, type WaterUnit } from '../lib/diary';
import { useLogWater } from '../api/use-log-water';

const button =
  'inline-flex h-11 cursor-pointer items-center justify-center rounded-xl border border-input bg-white px-3 text-sm font-medium text-foreground-soft hover:bg-muted focus-visible:ring-2 focus-visible:ring-(--brand) focus-visible:ring-offset-1 focus-visible:outline-none disabled:cursor-wait';

/** The day's water: a glass or a cup at a tap, any amount in ml, cups or glasses. */
export function WaterCard({ date, ml }: { date: string; ml: number }) {
  const id = useId();
  const logWater = useLogWater();
  const [amount, setAmount] = useState('');
  const [unit, setUnit] = useState<WaterUnit>('ml');
  const set = (total: number) =>
    logWater.mutate(
      { date, ml: Math.max(0, Math.min(MAX_WATER_ML, total)) },
      { onError: (error) => toast({ title: 'Not saved', description: error.message, variant: 'destructive' }) },
    );
  const value = Number(amount.replace(',', '.'));

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-border bg-white shadow-sm">
      <div className="flex items-center justify-between gap-3 border-b border-muted px-4 py-3">
        <h2 id={`${id}-title`} className="text-sm font-semibold tracking-wide text-(--brand-ink) uppercase">
          Water
        </h2>
        <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-foreground" aria-live="polite">
          <GlassWater aria-hidden="true" className="size-4 text-(--brand-ink)" />
          {waterLabel(ml)}
        </span>
      </div>
      <div className="grid gap-3 px-4 py-3">
        <div className="grid grid-cols-2 gap-2">
          <button type="button" disabled={logWater.isPending} onClick={() => set(ml + 250)} className={button}>
            + Glass (250 ml)
          </button>
          <button type="button" disabled={logWater.isPending} onClick={() => set(ml + 240)} className={button}>
            + Cup (240 ml)
          </button>
        </div>
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (value > 0) {
              set(ml + toMl(value, unit));
              setAmount('');
            }
          }}
        >
          <label htmlFor={`${id}-amount`} className="sr-only">
            Water to add
          </label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            placeholder="Amount"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            className="h-11 w-24 rounded-lg border border-input bg-white px-3 text-base focus-visible:ring-2 focus-visible:ring-(--brand) focus-visible:outline-none sm:text-sm"
          />
          <label htmlFor={`${id}-unit`} className="sr-only">
            Unit
          </label>
          <select
            id={`${id}-unit`}
            value={unit}
            onChange={(event) => setUnit(event.target.value as WaterUnit)}
            className="h-11 min-w-0 flex-1 rounded-lg border border-input bg-white px-2 text-base focus-visible:ring-2 focus-visible:ring-(--brand) focus-visible:outline-none sm:text-sm"
          >
            {waterUnits.map((choice) => (
              <option key={choice.unit} value={choice.unit}>
                {choice.label}
              </option>
            ))}
          </select>
          <button
            type="submit"
            disabled={!(value > 0) || logWater.isPending}
            className="inline-flex h-11 cursor-pointer items-center rounded-xl bg-(--brand) px-4 text-sm font-semibold text-(--on-brand) disabled:cursor-not-allowed disabled:opacity-50"
          >
            Add
          </button>
        </form>
        {ml > 0 ? (
          <button
            type="button"
            disabled={logWater.isPending}
            onClick={() => set(0)}
            className="justify-self-start text-xs font-semibold text-subtle underline underline-offset-2"
          >
            Reset to 0
          </button>
        ) : null}
      </div>
    </section>
  );
}
