import type { ComponentProps } from 'react';
import { Check } from 'lucide-react';
import { cn } from '@/client/lib/cn';

type ToggleChipProps = Omit<ComponentProps<'button'>, 'type' | 'onClick' | 'aria-pressed'> & {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  size?: 'sm' | 'md';
};

/**
 * One of several independent on/off choices shown as rounded chips (filters, restrictions). Unlike a segmented
 * control any number may be on at once, so each is its own pressed/unpressed button with a tick when on.
 */
export function ToggleChip({ pressed, onPressedChange, size = 'md', className, children, ...button }: ToggleChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onPressedChange(!pressed)}
      className={cn(
        'inline-flex cursor-pointer items-center rounded-full border text-xs font-medium transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
        size === 'sm' ? 'h-7 gap-1 px-2.5' : 'h-8 gap-1.5 px-3',
        pressed
          ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
          : 'border-border bg-surface text-body hover:border-brand-300 hover:bg-brand-50',
        className,
      )}
      {...button}
    >
      {pressed ? <Check aria-hidden="true" className="size-3.5" /> : null}
      {children}
    </button>
  );
}
