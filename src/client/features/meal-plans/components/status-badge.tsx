import { Badge, type BadgeProps } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/cn';

/** Green while the client follows the plan, blue once finished, grey when called off (or unknown). */
const statusVariants: Record<string, BadgeProps['variant']> = {
  active: 'default',
  completed: 'info',
  cancelled: 'secondary',
};

/** 'active' → 'Active', 'on_hold' → 'On hold'. */
export function statusLabel(status: string): string {
  const words = status.trim().replace(/[_-]+/g, ' ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1).toLowerCase() : 'Unknown';
}

export function MealPlanStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant={statusVariants[status] ?? 'secondary'} className={cn('shrink-0', className)}>
      {statusLabel(status)}
    </Badge>
  );
}
