import { useRef, type ReactNode } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import {
  activityLevelLabels,
  activityLevels,
  clientInputSchema,
  genderLabels,
  genders,
  pregnancyLabels,
  pregnancyStatuses,
  type Client,
  type ClientInput,
  type ClientSummary,
  type ClientValues,
} from '@/shared/schemas/clients';
import { localToday } from '@/shared/clients/age';
import { bodyUnitLabels, bodyUnits, energyUnitLabels, energyUnits } from '@/shared/format/preferences';
import { useFormats } from '@/client/lib/use-formats';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { TagInput } from '@/client/components/ui/tag-input';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { applyServerErrors } from '@/client/lib/apply-server-errors';
import { AllergiesField } from './allergies-field';
import { clientFormValues } from '../lib/client-form-values';
import { HeightField } from './height-field';
import { useCreateClient } from '../api/use-create-client';
import { useUpdateClient } from '../api/use-update-client';
import { WeightField } from './weight-field';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/client/components/ui/skeleton';
import { SavedItemGate } from '@/client/components/ui/saved-item-gate';
import { clientQueryOptions } from '../api/use-client';

const restrictionSuggestions = [
  'Vegetarian',
  'Vegan',
  'Gluten-Free',
  'Dairy-Free',
  'Low-Sodium',
  'Keto',
  'Halal',
  'Kosher',
];

const fieldNames = Object.keys(clientInputSchema.shape) as FieldPath<ClientInput>[];

type ClientFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The client to edit, whole (the profile has it); without one or `editing` the dialog adds a new client. */
  client?: Client;
  /** The client to edit as the list shows it: the whole client is read when the dialog opens. */
  editing?: Pick<ClientSummary, 'id' | 'firstName' | 'lastName'>;
};

/** Add or edit a client. Used on the client list and on the profile. */
export function ClientFormDialog({ open, onOpenChange, client: whole, editing }: ClientFormDialogProps) {
  const client = whole ?? editing;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl gap-0 overflow-hidden p-0">
        <DialogHeader className="border-b border-border px-5 py-4 pr-12 sm:px-6">
          <DialogTitle>{client ? 'Edit Client' : 'Add New Client'}</DialogTitle>
          <DialogDescription>
            {client
              ? `Update ${client.firstName} ${client.lastName}'s details, measurements and dietary needs.`
              : 'Details, measurements and dietary needs. Only the name is required.'}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the client's saved details. */}
        {editing && !whole ? (
          <SavedClientForm id={editing.id} onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
        ) : (
          <ClientForm client={whole} onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The list holds summaries: the form starts from the whole client as saved, read when the dialog opens. */
function SavedClientForm({ id, onDone, onCancel }: { id: string; onDone: () => void; onCancel: () => void }) {
  // Always read afresh: the form must start from the client as saved, not from an older copy.
  const client = useQuery({ ...clientQueryOptions(id), staleTime: 0, refetchOnMount: 'always' });
  return (
    <SavedItemGate
      read={client}
      noun="client"
      skeleton={
        <>
          <div className="grid grid-cols-2 gap-3">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-24 w-full" />
        </>
      }
    >
      {(saved) => <ClientForm client={saved} onDone={onDone} onCancel={onCancel} />}
    </SavedItemGate>
  );
}

function ClientForm({ client, onDone, onCancel }: { client?: Client; onDone: () => void; onCancel: () => void }) {
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();
  const form = useForm<ClientInput, unknown, ClientValues>({
    resolver: zodResolver(clientInputSchema),
    defaultValues: clientFormValues(client),
  });
  const { errors, isSubmitting } = form.formState;
  // Set by the feet/inches and stones/pounds boxes while only half of a measurement is entered.
  const incomplete = useRef({ height: false, weight: false, goalWeight: false });

  const flagIncompleteMeasures = (): boolean => {
    if (incomplete.current.height)
      form.setError('height', { type: 'incomplete', message: 'Enter both feet and inches' });
    if (incomplete.current.weight)
      form.setError('weight', { type: 'incomplete', message: 'Enter both stones and pounds' });
    if (incomplete.current.goalWeight)
      form.setError('goalWeight', { type: 'incomplete', message: 'Enter both stones and pounds' });
    return incomplete.current.height || incomplete.current.weight || incomplete.current.goalWeight;
  };

  const showServerFieldErrors = (error: unknown) => applyServerErrors(error, fieldNames, form.setError);

  const onSubmit = form.handleSubmit(
    async () => {
      if (flagIncompleteMeasures()) return;
      // The server parses with this same schema, so it gets what was typed: height '170', not 170.
      const input = form.getValues();
      try {
        if (client) {
          await updateClient.mutateAsync({ id: client.id, input });
          toast({ title: 'Client updated successfully', description: 'The client profile has been updated.' });
        } else {
          await createClient.mutateAsync(input);
          toast({ title: 'Client created successfully', description: 'The new client profile has been added.' });
        }
        onDone();
      } catch (error) {
        showServerFieldErrors(error);
        const serverMessage = error instanceof ApiError && error.message ? error.message : null;
        toast({
          variant: 'destructive',
          title: client ? 'Failed to update client' : 'Failed to create client',
          description:
            serverMessage ??
            (client ? 'An error occurred while updating the client.' : 'An error occurred while creating the client.'),
        });
      }
    },
    () => {
      flagIncompleteMeasures();
    },
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex min-h-0 flex-1 flex-col"
      aria-label={client ? 'Edit Client' : 'Add New Client'}
    >
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
        <div className="grid gap-7">
          <FormSection title="Personal details">
            <FieldRow>
              <FormField label="First name" required error={errors.firstName?.message}>
                {(control) => <Input {...control} {...form.register('firstName')} aria-required autoComplete="off" />}
              </FormField>
              <FormField label="Last name" required error={errors.lastName?.message}>
                {(control) => <Input {...control} {...form.register('lastName')} aria-required autoComplete="off" />}
              </FormField>
            </FieldRow>
            <FieldRow>
              <FormField label="Email" error={errors.email?.message}>
                {(control) => (
                  <Input
                    {...control}
                    {...form.register('email')}
                    type="email"
                    autoComplete="off"
                    placeholder="name@example.com"
                  />
                )}
              </FormField>
              <FormField label="Phone" error={errors.phone?.message}>
                {(control) => <Input {...control} {...form.register('phone')} type="tel" autoComplete="off" />}
              </FormField>
            </FieldRow>
            <FieldRow>
              <FormField label="Date of birth" error={errors.dateOfBirth?.message}>
                {/* No days after today: the schema refuses them as well. */}
                {(control) => <Input {...control} {...form.register('dateOfBirth')} type="date" max={localToday()} />}
              </FormField>
              <FormField label="Gender" error={errors.gender?.message}>
                {(control) => (
                  <NativeSelect {...control} {...form.register('gender')}>
                    <option value="">Not specified</option>
                    {genders.map((gender) => (
                      <option key={gender} value={gender}>
                        {genderLabels[gender]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
            </FieldRow>
            <FieldRow>
              {/* Pregnancy and breastfeeding have their own vitamin and mineral needs (DRI life-stage groups). */}
              <FormField label="Pregnancy or breastfeeding" error={errors.pregnancy?.message}>
                {(control) => (
                  <NativeSelect {...control} {...form.register('pregnancy')}>
                    <option value="">Neither</option>
                    {pregnancyStatuses.map((status) => (
                      <option key={status} value={status}>
                        {pregnancyLabels[status]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
            </FieldRow>
          </FormSection>

          <FormSection title="Body & activity">
            <FieldRow>
              <HeightField
                control={form.control}
                error={errors.height?.message}
                onIncompleteChange={(value) => {
                  incomplete.current.height = value;
                }}
              />
              <WeightField
                control={form.control}
                error={errors.weight?.message}
                onIncompleteChange={(value) => {
                  incomplete.current.weight = value;
                }}
              />
            </FieldRow>
            <FieldRow>
              {/* The goal line of the progress chart on the profile. */}
              <WeightField
                control={form.control}
                name="goalWeight"
                label="Goal weight"
                error={errors.goalWeight?.message}
                onIncompleteChange={(value) => {
                  incomplete.current.goalWeight = value;
                }}
              />
              <FormField label="Activity level" error={errors.activityLevel?.message}>
                {(control) => (
                  <NativeSelect {...control} {...form.register('activityLevel')}>
                    <option value="">Not specified</option>
                    {activityLevels.map((level) => (
                      <option key={level} value={level}>
                        {activityLevelLabels[level]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
            </FieldRow>
            <ClientUnitsFields register={form.register} errors={errors} />
          </FormSection>

          <FormSection title="Health & diet">
            <FormField label="Health goals" error={errors.healthGoals?.message}>
              {(control) => (
                <Textarea
                  {...control}
                  {...form.register('healthGoals')}
                  placeholder="e.g. Lower LDL cholesterol, lose 5 kg by summer"
                />
              )}
            </FormField>
            <FormField
              label="Dietary restrictions"
              hint="Press Enter or a comma after each one"
              error={errors.dietaryRestrictions?.message}
            >
              {(control) => (
                <Controller
                  control={form.control}
                  name="dietaryRestrictions"
                  render={({ field }) => (
                    <TagInput
                      {...control}
                      value={field.value ?? []}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      suggestions={restrictionSuggestions}
                      placeholder="Add a restriction"
                    />
                  )}
                />
              )}
            </FormField>
            <Controller
              control={form.control}
              name="allergies"
              render={({ field }) => (
                <AllergiesField
                  value={field.value ?? []}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.allergies?.message}
                />
              )}
            />
            <FormField label="Medical conditions" error={errors.medicalConditions?.message}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="medicalConditions"
                  render={({ field }) => (
                    <TagInput
                      {...control}
                      value={field.value ?? []}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      placeholder="e.g. Type 2 diabetes"
                    />
                  )}
                />
              )}
            </FormField>
            <FormField label="Notes" error={errors.notes?.message}>
              {(control) => (
                <Textarea
                  {...control}
                  {...form.register('notes')}
                  rows={4}
                  placeholder="Anything else worth remembering at the next appointment"
                />
              )}
            </FormField>
          </FormSection>
        </div>
      </div>

      {/* Side by side even on a phone: stacked, the two buttons would take a sixth of the screen. */}
      <DialogFooter className="flex-row border-t border-border bg-background/60 px-5 py-3.5 *:flex-1 sm:px-6 sm:py-4 sm:*:flex-none">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <LoaderCircle aria-hidden="true" className="animate-spin" />
              Saving...
            </>
          ) : client ? (
            'Update Client'
          ) : (
            'Create Client'
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * The client's own units for their portal and documents (issue 34): as the practice's (the default, stored as
 * null), or their own, for a client who reads stones or kilojoules while the practice does not.
 */
function ClientUnitsFields({
  register,
  errors,
}: {
  register: ReturnType<typeof useForm<ClientInput, unknown, ClientValues>>['register'];
  errors: ReturnType<typeof useForm<ClientInput, unknown, ClientValues>>['formState']['errors'];
}) {
  const practice = useFormats();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 grid gap-0.5">
        <span className="text-sm font-medium text-foreground">Units for this client's portal and documents</span>
        <span className="text-[0.8rem] text-muted-foreground">
          For a client who reads other units than the practice. Stored values do not change.
        </span>
      </legend>
      <FieldRow>
        <FormField label="Body measures" error={errors.bodyUnits?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('bodyUnits')}>
              <option value="">As the practice: {bodyUnitLabels[practice.bodyUnits]}</option>
              {bodyUnits.map((units) => (
                <option key={units} value={units}>
                  {bodyUnitLabels[units]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Energy" error={errors.energyUnit?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('energyUnit')}>
              <option value="">As the practice: {energyUnitLabels[practice.energyUnit]}</option>
              {energyUnits.map((unit) => (
                <option key={unit} value={unit}>
                  {energyUnitLabels[unit]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </FieldRow>
    </fieldset>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-4">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** Two fields side by side from 640 px; one above the other on a phone. */
function FieldRow({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}
