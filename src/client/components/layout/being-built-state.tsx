import type { LucideIcon } from 'lucide-react';
import { Hammer } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { EmptyState } from '@/client/components/ui/empty-state';

/**
 * An honest placeholder for a screen whose feature is not built yet: it says so, and says what
 * the screen will do, instead of showing fake data.
 */
export function BeingBuiltState({ icon, whatItWillDo }: { icon: LucideIcon; whatItWillDo: string }) {
  return (
    <EmptyState
      icon={icon}
      title="This screen is being built"
      description={whatItWillDo}
      action={
        <Badge variant="secondary" className="gap-1.5 px-3 py-1">
          <Hammer aria-hidden="true" />
          In progress
        </Badge>
      }
    />
  );
}
