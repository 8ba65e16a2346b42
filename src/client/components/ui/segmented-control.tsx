import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

export type SegmentedOption<V extends string> = {
  value: V;
  label: ReactNode;
  /** Replaces the visible text as the accessible name, when two controls on one form would otherwise share names. */
  accessibleName?: string;
};

/**
 * The looks the app already uses, kept as they are so no screen changes:
 * - `field`: a full-width form field under a legend (generator choices);
 * - `compact`: small units switch beside a label (cm / ft/in);
 * - `tabs`: the list-level scope switch with counts (recipes);
 * - `solid`: a panel's view switch, the chosen one filled (adequacy panel).
 */
export type SegmentedLook = 'field' | 'compact' | 'tabs' | 'solid';

const looks: Record<SegmentedLook, { group: string; option: string; chosen: string; other: string }> = {
  field: {
    group: 'flex rounded-lg border border-input bg-background p-0.5 shadow-xs',
    option: 'flex h-8 min-w-0 flex-1 items-center justify-center rounded-md px-2 text-sm font-medium select-none',
    chosen: 'bg-surface text-brand-800 shadow-sm ring-1 ring-border',
    other: 'text-subtle hover:text-foreground',
  },
  compact: {
    group: 'inline-flex rounded-lg bg-muted p-0.5',
    option: 'h-7 rounded-md px-2.5 text-xs font-medium',
    chosen: 'bg-surface text-foreground shadow-sm ring-1 ring-border',
    other: 'text-subtle hover:text-foreground',
  },
  tabs: {
    group: 'inline-flex w-full rounded-xl border border-border bg-surface p-1 shadow-xs sm:w-auto',
    option: 'flex-1 rounded-lg px-4 py-1.5 text-sm sm:flex-none',
    chosen: 'bg-brand-50 font-semibold text-brand-800',
    other: 'font-medium text-subtle hover:bg-muted',
  },
  solid: {
    group: 'inline-flex rounded-lg border border-border p-0.5 text-sm',
    option: 'rounded-md px-3 py-1 font-medium',
    chosen: 'bg-brand-700 text-white',
    other: 'text-body hover:bg-muted',
  },
};

const focusRing = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

type CommonProps<V extends string> = {
  options: readonly SegmentedOption<V>[];
  /** No option is shown chosen while the value is not one of them. */
  value: V | undefined;
  onChange: (value: V) => void;
  look?: SegmentedLook;
  disabled?: boolean;
  className?: string;
};

type ToggleProps = {
  /**
   * Pressed/unpressed buttons in a labelled group: for a switch that changes what a screen shows.
   * Each button stays in the Tab order; arrow keys, Home and End also move the choice.
   */
  semantics?: 'toggle';
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

type RadioProps = {
  /**
   * Native radio inputs under a visible legend: for a form field. The browser gives the radio keyboard model
   * (one Tab stop, arrows choose) and the form and screen readers treat it as any other radio group.
   */
  semantics: 'radio';
  name: string;
  legend: ReactNode;
  /** Marks the legend with an asterisk, like FormField does. */
  required?: boolean;
  /** Under the options: what the choice means. */
  hint?: ReactNode;
  onBlur?: () => void;
};

export type SegmentedControlProps<V extends string> = CommonProps<V> & (ToggleProps | RadioProps);

/** A handful of mutually exclusive options as one row, typed by the option values it hands back. */
export function SegmentedControl<V extends string>(props: SegmentedControlProps<V>) {
  if (props.semantics === 'radio') return <RadioSegments {...props} />;
  return <ToggleSegments {...props} />;
}

function ToggleSegments<V extends string>({
  options,
  value,
  onChange,
  look = 'field',
  disabled = false,
  className,
  ...aria
}: CommonProps<V> & ToggleProps) {
  const style = looks[look];

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = options.length - 1;
    const target =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? (index + 1) % options.length
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? (index + last) % options.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    // The arrows would otherwise scroll the page under a focused button.
    event.preventDefault();
    const buttons = event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>(':scope > button');
    buttons?.[target]?.focus();
    onChange(options[target].value);
  };

  return (
    <div
      role="group"
      aria-label={aria['aria-label']}
      aria-labelledby={aria['aria-labelledby']}
      className={cn(style.group, className)}
    >
      {options.map((option, index) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            aria-label={option.accessibleName}
            disabled={disabled}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => handleKeyDown(event, index)}
            className={cn(
              'cursor-pointer transition-colors disabled:cursor-not-allowed disabled:opacity-60',
              focusRing,
              style.option,
              pressed ? style.chosen : style.other,
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

function RadioSegments<V extends string>({
  options,
  value,
  onChange,
  look = 'field',
  disabled = false,
  className,
  name,
  legend,
  required = false,
  hint,
  onBlur,
}: CommonProps<V> & RadioProps) {
  const style = looks[look];
  return (
    <fieldset className={cn('grid gap-1.5', className)} disabled={disabled}>
      <legend className="mb-1.5 inline-flex items-baseline gap-0.5 text-sm leading-none font-medium text-body">
        {legend}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </legend>
      <div className={style.group}>
        {options.map((option) => (
          <label key={option.value} className="min-w-0 flex-1">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
              aria-label={option.accessibleName}
              className="peer sr-only"
            />
            <span
              className={cn(
                'cursor-pointer transition-colors',
                'peer-focus-visible:ring-2 peer-focus-visible:ring-ring',
                style.option,
                option.value === value ? style.chosen : style.other,
              )}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
      {hint ? <p className="text-[0.8rem] text-muted-foreground">{hint}</p> : null}
    </fieldset>
  );
}
