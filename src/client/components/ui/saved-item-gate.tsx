import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from './alert';
import { Button } from './button';

/**
 * An edit form starts from the item as saved: lists hold summaries, so a dialog reads the whole item when it opens
 * and shows the form only once that read is in (never an older copy while a refetch runs). Until then the
 * `skeleton`; on failure a plain message and a retry. `noun` names the item in both ("the client").
 */
export function SavedItemGate<T>({
  read,
  noun,
  skeleton,
  children,
}: {
  read: UseQueryResult<T>;
  noun: string;
  skeleton: ReactNode;
  children: (item: T) => ReactNode;
}) {
  if (read.isSuccess && !read.isFetching) return children(read.data);
  if (read.isError) {
    return (
      <div className="px-5 py-6 sm:px-6">
        <Alert variant="destructive">
          <p className="font-medium">The {noun} could not be loaded.</p>
          <p className="mt-1">{read.error.message}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void read.refetch()}>
            Try again
          </Button>
        </Alert>
      </div>
    );
  }
  return (
    <div role="status" className="grid gap-4 px-5 py-6 sm:px-6">
      <span className="sr-only">Loading the {noun}…</span>
      {skeleton}
    </div>
  );
}
