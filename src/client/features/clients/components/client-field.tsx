import { useEffect, type Ref } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ClientPickerField } from '@/client/components/ui/client-picker';
import { useClients } from '../api/use-clients';
import { ClientChoiceNotes } from './client-choice-notes';

type ClientFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  error?: string;
  /** One sentence shown when the practice has no clients yet, e.g. "A report is always about a client." */
  whyAClient: string;
};

/**
 * A form's required "Client" field over the practitioner's clients: the list's loading, empty (why the form needs a
 * client, and a link to add one) and failed states said under it; a chosen client that no longer exists (a draft
 * kept from before a deletion) is cleared rather than sent.
 */
export function ClientField<T extends FieldValues>({ control, name, error, whyAClient }: ClientFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <ClientChoice field={field} error={error} whyAClient={whyAClient} />}
    />
  );
}

type ChoiceField = {
  name: string;
  ref: Ref<HTMLSelectElement>;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
};

function ClientChoice({ field, error, whyAClient }: { field: ChoiceField; error?: string; whyAClient: string }) {
  const clients = useClients();
  const list = clients.data ?? [];
  const noClients = clients.isSuccess && list.length === 0;
  const { value, onChange } = field;

  useEffect(() => {
    if (clients.isSuccess && value && !clients.data.some((client) => client.id === value)) onChange('');
  }, [clients.isSuccess, clients.data, value, onChange]);

  return (
    <ClientPickerField
      required
      error={error}
      name={field.name}
      ref={field.ref}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={field.onBlur}
      disabled={noClients}
      clients={list}
      loading={clients.isPending}
      placeholder="Select a client"
      emptyPlaceholder="No clients yet"
      after={<ClientChoiceNotes noClients={noClients} whyAClient={whyAClient} loadError={clients.error} />}
    />
  );
}
