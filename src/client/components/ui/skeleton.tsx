import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';

/** A grey placeholder block; purely visual, so it is hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-border/70', className)} {...props} />;
}
