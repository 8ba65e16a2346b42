import { Badge, type BadgeProps } from '@/client/components/ui/badge';

type LimitedBadgeListProps = {
  items: readonly string[];
  /** How many to show before folding the rest into "+N more". */
  max?: number;
  variant?: BadgeProps['variant'];
  /** Names the list for screen readers, e.g. "Allergies". */
  label: string;
};

/** Keeps every card the same height however long a client's lists are; the full list is on the profile. */
export function LimitedBadgeList({ items, max = 3, variant, label }: LimitedBadgeListProps) {
  if (items.length === 0) return null;
  const shown = items.slice(0, max);
  const hidden = items.slice(max);
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {shown.map((item) => (
        <li key={item} className="max-w-full">
          <Badge variant={variant} className="max-w-full">
            <span className="truncate">{item}</span>
          </Badge>
        </li>
      ))}
      {hidden.length > 0 ? (
        <li>
          <Badge variant="outline" title={hidden.join(', ')}>
            {`+${hidden.length} more`}
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
