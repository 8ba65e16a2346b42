import { useFormats } from '@/client/lib/use-formats';
import { HeartPulse } from 'lucide-react';
import { activityLevelLabels, genderLabels, type Client } from '@/shared/schemas/clients';
import { bodyMassIndex } from '../lib/body-mass-index';
import { ProfileCard } from './profile-card';

/** Sex, activity and measurements: the inputs of every energy and BMI figure on the profile. */
export function HealthFitnessCard({ client }: { client: Client }) {
  const formats = useFormats();
  const bmi = bodyMassIndex(client.height, client.weight);
  const facts: { label: string; value: string | null }[] = [
    { label: 'Gender', value: client.gender ? genderLabels[client.gender] : null },
    { label: 'Activity level', value: client.activityLevel ? activityLevelLabels[client.activityLevel] : null },
    { label: 'Height', value: client.height === null ? null : formats.height(client.height) },
    { label: 'Weight', value: client.weight === null ? null : formats.weight(client.weight) },
    { label: 'Goal weight', value: client.goalWeight === null ? null : formats.weight(client.goalWeight) },
  ];
  if (bmi !== null) facts.push({ label: 'BMI', value: `${formats.number(bmi, 1, 1)} kg/m²` });

  return (
    <ProfileCard title="Health & Fitness" icon={HeartPulse}>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-4">
        {facts.map(({ label, value }) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
            <dd
              className={
                value ? 'mt-1 text-sm font-semibold text-foreground tabular-nums' : 'mt-1 text-sm text-muted-foreground'
              }
            >
              {value ?? 'Not recorded'}
            </dd>
          </div>
        ))}
      </dl>
    </ProfileCard>
  );
}
