import { useState } from 'react';
import { UtensilsCrossed } from 'lucide-react';
import { cn } from '@/client/lib/cn';

/** A recipe's picture, or a calm placeholder when it has none or it fails to load. */
export function RecipeImage({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className={cn('flex items-center justify-center bg-gradient-to-br from-brand-50 to-muted', className)}>
        <UtensilsCrossed aria-hidden="true" className="size-8 text-brand-300" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('bg-muted object-cover', className)}
    />
  );
}
