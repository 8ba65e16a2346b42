import { useFormats } from '@/client/lib/use-formats';
import { Flame, PencilLine } from 'lucide-react';
import { activityLevelLabels, type Client } from '@/shared/schemas/clients';
import { calendarAge, localToday } from '@/shared/clients/age';
import { estimateEnergyNeeds } from '@/shared/nutrition/energy-needs';
import { Button } from '@/client/components/ui/button';
import { ProfileCard } from './profile-card';

/** What the equation still needs, in the words the practitioner will look for in the edit form. */
function missingInputs(client: Client): string[] {
  const missing: string[] = [];
  if (client.gender !== 'male' && client.gender !== 'female') missing.push('sex (male/female)');
  if (!client.dateOfBirth) missing.push('date of birth');
  if (client.height === null) missing.push('height');
  if (client.weight === null) missing.push('weight');
  return missing;
}

function joinWithAnd(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** `value` in kcal, shown in the practice's energy unit (rounded once, there). */
function Figure({ label, value, emphasis = false }: { label: string; value: number; emphasis?: boolean }) {
  const formats = useFormats();
  return (
    <div className={emphasis ? 'rounded-lg bg-brand-50 p-3.5 ring-1 ring-brand-100' : 'rounded-lg bg-muted p-3.5'}>
      <p className="text-xs font-medium text-subtle">{label}</p>
      <p className="mt-1 text-2xl font-semibold tracking-tight text-foreground tabular-nums">
        {formats.number(formats.energyValue(value))}
        <span className="ml-1 text-sm font-medium text-subtle">{`${formats.energyLabel}/day`}</span>
      </p>
    </div>
  );
}

/** Mifflin–St Jeor from the profile's own details, or a plain list of the details it still needs. */
export function EnergyNeedsCard({ client, onEdit }: { client: Client; onEdit: () => void }) {
  const ageYears = client.dateOfBirth ? calendarAge(client.dateOfBirth, localToday()) : null;
  const needs = estimateEnergyNeeds({
    gender: client.gender,
    ageYears,
    heightCm: client.height,
    weightKg: client.weight,
    activityLevel: client.activityLevel,
  });

  if (!needs) {
    const missing = missingInputs(client);
    return (
      <ProfileCard title="Estimated Energy Needs" icon={Flame}>
        <p className="text-sm leading-relaxed text-body">
          {missing.length > 0
            ? `Not enough details to estimate yet. Add the client's ${joinWithAnd(missing)}.`
            : 'The Mifflin–St Jeor equation is validated for adults only, and this client is under 18.'}
        </p>
        {missing.length > 0 ? (
          <Button variant="outline" size="sm" className="mt-4" onClick={onEdit}>
            <PencilLine aria-hidden="true" />
            Add details
          </Button>
        ) : null}
      </ProfileCard>
    );
  }

  return (
    <ProfileCard title="Estimated Energy Needs" icon={Flame}>
      <div className="grid gap-3">
        <Figure label="Basal metabolic rate (BMR)" value={needs.bmr} />
        {needs.tdee !== null && needs.activityFactor !== null && client.activityLevel ? (
          <>
            <Figure label="Estimated daily energy" value={needs.tdee} emphasis />
            <p className="text-sm text-body">
              {`BMR × activity factor ${needs.activityFactor} (${activityLevelLabels[client.activityLevel].toLowerCase()})`}
            </p>
          </>
        ) : (
          <p className="text-sm text-body">Add an activity level to estimate total daily energy.</p>
        )}
      </div>
      <p className="mt-4 border-t border-border pt-3 text-xs leading-relaxed text-muted-foreground">
        Mifflin–St Jeor equation × activity factor; an estimate, not a prescription.
      </p>
    </ProfileCard>
  );
}
