import type { ComponentProps, ReactNode } from 'react';
import { FormField } from './form-field';
import { NativeSelect } from './native-select';

/** What a picker needs of a client; a feature passes its own list in, as ui components never load data. */
export type PickableClient = { id: string; firstName: string; lastName: string };

type ClientPickerProps = Omit<ComponentProps<'select'>, 'children'> & {
  clients: readonly PickableClient[];
  /** The first, empty choice while the list is there: "Select a client", or what no client means on this form. */
  placeholder: string;
  /** The first choice when the list came back empty; defaults to the placeholder. */
  emptyPlaceholder?: string;
  /** While the list loads the first choice says so, rather than claiming there are no clients. */
  loading?: boolean;
};

/** "Which client": the browser's own select over the practitioner's clients, by full name, in the order given. */
export function ClientPicker({
  clients,
  placeholder,
  emptyPlaceholder,
  loading = false,
  ...select
}: ClientPickerProps) {
  const first = loading ? 'Loading clients...' : clients.length ? placeholder : (emptyPlaceholder ?? placeholder);
  return (
    <NativeSelect {...select}>
      <option value="">{first}</option>
      {clients.map((client) => (
        <option key={client.id} value={client.id}>{`${client.firstName} ${client.lastName}`}</option>
      ))}
    </NativeSelect>
  );
}

type ClientPickerFieldProps = ClientPickerProps & {
  /** "Client" unless the form says more ("Save for client") */
  label?: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  /** below the picker, inside the field: why a client is needed, or that the list could not be read */
  after?: ReactNode;
};

/**
 * The client choice every form asks for in the same way: a labelled field whose error and hint are announced with
 * the picker. Register it, or hand it a Controller's field; the list and its loading state come from the feature.
 */
export function ClientPickerField({
  label = 'Client',
  required = false,
  error,
  hint,
  className,
  after,
  ...picker
}: ClientPickerFieldProps) {
  return (
    <FormField label={label} required={required} error={error} hint={hint} className={className}>
      {(control) => (
        <>
          <ClientPicker {...control} {...(required ? { 'aria-required': true } : {})} {...picker} />
          {after}
        </>
      )}
    </FormField>
  );
}
