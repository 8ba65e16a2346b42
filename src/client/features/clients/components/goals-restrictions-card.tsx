import { Target } from 'lucide-react';
import { allergenLabels } from '@/shared/nutrition/allergens';
import { describeClientAllergy } from '@/shared/nutrition/client-allergies';
import type { Client } from '@/shared/schemas/clients';
import { Badge, type BadgeProps } from '@/client/components/ui/badge';
import { ProfileCard } from './profile-card';

function BadgeGroup({
  title,
  items,
  variant,
}: {
  title: string;
  items: readonly string[];
  variant: BadgeProps['variant'];
}) {
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

/** Allergens of the list by name; other words say they are matched by name only, not checked against foods. */
function AllergyGroup({ allergies }: { allergies: readonly string[] }) {
  const described = allergies.map(describeClientAllergy);
  return (
    <div>
      <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Allergies and intolerances</h3>
      {described.length > 0 ? (
        <ul aria-label="Allergies" className="mt-2 flex flex-wrap gap-1.5">
          {described.map((allergy) => (
            <li key={allergy.entry}>
              {allergy.kind === 'words' ? (
                <Badge variant="outline" className="gap-1 border-danger-200 whitespace-normal text-danger-800">
                  {allergy.label}{' '}
                  <span className="font-normal text-muted-foreground">
                    {allergy.screenedAs.length
                      ? `(screened as ${allergy.screenedAs.map((each) => allergenLabels[each].toLowerCase()).join(', ')})`
                      : '(not checked against foods)'}
                  </span>
                </Badge>
              ) : (
                <Badge variant="destructive" className="whitespace-normal">
                  {allergy.label}
                </Badge>
              )}
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
            <p className="mt-1.5 text-sm leading-relaxed whitespace-pre-line text-foreground-soft">
              {client.healthGoals}
            </p>
          ) : (
            <p className="mt-1.5 text-sm text-muted-foreground">None recorded</p>
          )}
        </div>
        <BadgeGroup title="Dietary restrictions" items={client.dietaryRestrictions} variant="default" />
        <AllergyGroup allergies={client.allergies} />
        <BadgeGroup title="Medical conditions" items={client.medicalConditions} variant="secondary" />
      </div>
    </ProfileCard>
  );
}
