import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { normaliseHexColor } from '@/client/features/share';

type ColorFieldProps = {
  label: string;
  hint: string;
  value: string;
  /** what the swatch shows while the typed text is not a colour yet */
  fallback: string;
  error?: string;
  field: UseFormRegisterReturn;
  onPick: (hex: string) => void;
};

/** A brand colour: the system colour picker next to the hex code, each following the other. */
export function ColorField({ label, hint, value, fallback, error, field, onPick }: ColorFieldProps) {
  const swatch = normaliseHexColor(value) ?? fallback;
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            value={swatch}
            onChange={(event) => onPick(event.target.value)}
            aria-label={`${label}: pick a color`}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-input bg-surface p-1 shadow-xs focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none"
          />
          <Input
            {...control}
            {...field}
            autoComplete="off"
            spellCheck={false}
            maxLength={7}
            placeholder="#10b981"
            className="font-mono uppercase placeholder:normal-case"
          />
        </div>
      )}
    </FormField>
  );
}
