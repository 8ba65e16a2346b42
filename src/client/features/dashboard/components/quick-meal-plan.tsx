import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Sparkles } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { NativeSelect } from '@/client/components/ui/native-select';
import { ClientPickerField } from '@/client/components/ui/client-picker';
import { useClients } from '@/client/features/clients';
import { ToggleChip } from '@/client/components/ui/toggle-chip';
import {
  planDraftDurations as durations,
  planDraftStorageKey,
  type PlanDraft,
  type PlanDraftDuration as Duration,
} from '@/client/lib/plan-draft';
import { DashboardPanel } from './dashboard-panel';

const restrictionOptions = ['Gluten-Free', 'Vegan', 'Low-Sodium'] as const;

/** Three choices on the dashboard, handed to the meal-plan screen so the practitioner does not choose twice. */
export function QuickMealPlan() {
  const clients = useClients();
  const [, navigate] = useLocation();
  const [clientId, setClientId] = useState('');
  const [duration, setDuration] = useState<Duration | ''>('');
  const [restrictions, setRestrictions] = useState<readonly string[]>([]);

  const toggle = (restriction: string) =>
    setRestrictions((current) =>
      current.includes(restriction) ? current.filter((value) => value !== restriction) : [...current, restriction],
    );

  const generate = (event: FormEvent) => {
    event.preventDefault();
    if (!clientId || !duration) {
      window.alert('Please select a client and duration first');
      return;
    }
    // Listed in the order the chips are shown, whatever order they were tapped in.
    const draft: PlanDraft = {
      client: clientId,
      duration,
      restrictions: restrictionOptions.filter((option) => restrictions.includes(option)),
    };
    // sessionStorage: the draft belongs to this tab and should not outlive it.
    sessionStorage.setItem(planDraftStorageKey, JSON.stringify(draft));
    navigate('/meal-plans');
  };

  const clientList = clients.data ?? [];

  return (
    <DashboardPanel title="Quick Meal Plan" description="Pick a client and a length to start a draft." icon={Sparkles}>
      <form onSubmit={generate} noValidate className="grid gap-4">
        <ClientPickerField
          value={clientId}
          onChange={(event) => setClientId(event.target.value)}
          clients={clientList}
          loading={clients.isPending}
          placeholder="Select a client"
          emptyPlaceholder="No clients yet"
        />
        <FormField label="Duration">
          {(control) => (
            <NativeSelect
              {...control}
              value={duration}
              onChange={(event) => setDuration(event.target.value as Duration | '')}
            >
              <option value="">Select duration</option>
              {durations.map((days) => (
                <option key={days} value={days}>
                  {`${days} days`}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <fieldset>
          <legend className="text-sm leading-none font-medium text-body">Restrictions</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {restrictionOptions.map((restriction) => {
              const pressed = restrictions.includes(restriction);
              return (
                <ToggleChip key={restriction} pressed={pressed} onPressedChange={() => toggle(restriction)}>
                  {restriction}
                </ToggleChip>
              );
            })}
          </div>
        </fieldset>
        <Button type="submit" className="mt-1 w-full">
          <Sparkles aria-hidden="true" />
          Generate Plan
        </Button>
      </form>
    </DashboardPanel>
  );
}
