import { Target } from 'lucide-react';
import type { Client } from '@/shared/schemas/clients';
import { Badge, type BadgeProps } from '@/client/components/ui/badge';
import { ProfileCard } from './profile-card';

function BadgeGroup({ title, items, variant }: { title: string; items: readonly string[]; variant: BadgeProps['variant'] }) {
  return (
    <div>
      <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{title}</h3>
      {items.length > 0 ? (
        <ul aria-label={title} className="mt-2 flex flex-wrap gap-1.5">
          {items.map((item) => (
            <li key={item}>
              <Badge variant={variant} className="whitespace-normal">
                {item}
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1.5 text-sm text-muted-foreground">None recorded</p>
      )}
    </div>
  );
}

/** Everything a plan must respect, listed in full (the list cards cut off after three). */
export function GoalsRestrictionsCard({ client }: { client: Client }) {
  return (
    <ProfileCard title="Goals & Restrictions" icon={Target}>
      <div className="grid gap-5">
        <div>
          <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Health goals</h3>
          {client.healthGoals ? (
            <p className="mt-1.5 text-sm leading-relaxed whitespace-pre-line text-slate-800">{client.healthGoals}</p>
          ) : (
            <p className="mt-1.5 text-sm text-muted-foreground">None recorded</p>
          )}
        </div>
        <BadgeGroup title="Dietary restrictions" items={client.dietaryRestrictions} variant="default" />
        <BadgeGroup title="Allergies" items={client.allergies} variant="destructive" />
        <BadgeGroup title="Medical conditions" items={client.medicalConditions} variant="secondary" />
      </div>
    </ProfileCard>
  );
}
