import { useState } from 'react';
import { Utensils } from 'lucide-react';
import { cn } from '@/client/lib/cn';

/** The recipe's photo, or a calm placeholder when there is none (or it fails to load). */
export function MealImage({ imageUrl, className }: { imageUrl: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const box = cn('shrink-0 overflow-hidden rounded-lg', className);
  if (!imageUrl || failed) {
    return (
      <div
        aria-hidden="true"
        className={cn(box, 'flex items-center justify-center bg-muted text-faint ring-1 ring-border/70 ring-inset')}
      >
        <Utensils className="size-[40%]" strokeWidth={1.75} />
      </div>
    );
  }
  return (
    <img
      src={imageUrl}
      alt=""
      loading="lazy"
      onError={() => setFailed(true)}
      className={cn(box, 'bg-muted object-cover')}
    />
  );
}
