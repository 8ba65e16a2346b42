import { cn } from '@/client/lib/cn';

type PlatewiseLogoProps = {
  className?: string;
  /** Show the "Platewise" wordmark next to the mark. */
  withWordmark?: boolean;
  /** Light text for dark/brand backgrounds. */
  inverted?: boolean;
};

/** The mark is the favicon's plate-and-leaf drawn in SVG, so it stays crisp and needs no image request. */
export function PlatewiseLogo({ className, withWordmark = true, inverted = false }: PlatewiseLogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill={inverted ? '#ffffff' : '#059669'} />
        <circle cx="16" cy="16" r="10" fill="none" stroke={inverted ? '#a7f3d0' : '#d1fae5'} strokeWidth="1.75" />
        <path d="M11 21c0-6.1 3.9-10 10-10 0 6.1-3.9 10-10 10Z" fill={inverted ? '#059669' : '#ffffff'} />
        <path
          d="M11 21l6.2-6.2"
          fill="none"
          stroke={inverted ? '#ffffff' : '#059669'}
          strokeWidth="1.4"
          strokeLinecap="round"
        />
      </svg>
      {withWordmark ? (
        <span className={cn('text-lg font-semibold tracking-tight', inverted ? 'text-white' : 'text-foreground')}>
          Platewise
        </span>
      ) : (
        <span className="sr-only">Platewise</span>
      )}
    </span>
  );
}
