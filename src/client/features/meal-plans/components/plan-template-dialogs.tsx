import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@/client/components/ui/use-toast';
import { LoaderCircle } from 'lucide-react';
import type { AppliedPlan, PlanTemplate } from '@/shared/schemas/plan-templates';
import { MAX_APPLY_WEEKS } from '@/shared/schemas/plan-templates';
import { localToday } from '@/shared/clients/age';
import { useClients } from '@/client/features/clients';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { ClientPickerField } from '@/client/components/ui/client-picker';
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
import { Textarea } from '@/client/components/ui/textarea';
import { ApiError } from '@/client/lib/api';
import {
  useApplyPlanTemplate,
  useCopyMealPlan,
  useCreatePlanTemplate,
  useUpdatePlanTemplate,
} from '../api/use-plan-templates';
import { PlanResultNotice } from './plan-result-notice';
import { typedEnergyInKcal } from './day-types-fields';
import { useFormats } from '@/client/lib/use-formats';

/** The server's per-field messages by field, and its general message when no field carries one. */
function errorsOf(failure: unknown): { fields: Record<string, string>; general?: string } {
  if (!(failure instanceof ApiError)) return { fields: {}, general: 'Could not reach Platewise. Try again.' };
  const fields = Object.fromEntries(failure.errors.map((error) => [error.path.split('.')[0], error.message]));
  return { fields, general: failure.errors.length ? undefined : failure.message };
}

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  busy,
  submitLabel,
  general,
  children,
}: DialogProps & {
  title: string;
  description: string;
  onSubmit: () => Promise<void>;
  busy: boolean;
  submitLabel: string;
  general?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <form
          noValidate
          aria-label={title}
          className="grid gap-4"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            event.stopPropagation();
            void onSubmit();
          }}
        >
          <DialogHeader className="pr-8">
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {general ? <Alert variant="destructive">{general}</Alert> : null}
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A template's name and description, as the Save and Rename dialogs both ask for them. */
function TemplateFields({
  name,
  description,
  onName,
  onDescription,
  errors,
}: {
  name: string;
  description: string;
  onName: (value: string) => void;
  onDescription: (value: string) => void;
  errors: Record<string, string>;
}) {
  return (
    <>
      <FormField label="Template Name" required error={errors.name}>
        {(control) => <Input {...control} aria-required value={name} onChange={(e) => onName(e.target.value)} />}
      </FormField>
      <FormField label="Description" error={errors.description}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            value={description}
            onChange={(e) => onDescription(e.target.value)}
            placeholder="Who it suits, e.g. active adults who cook on weekends"
          />
        )}
      </FormField>
    </>
  );
}

/** A new plan's first day. */
function StartDateField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <FormField label="Start Date" required error={error}>
      {(control) => (
        <Input {...control} aria-required type="date" value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </FormField>
  );
}

/** "Save as Template" on a plan: its days become day 1..N of a template, without dates or client. */
export function SaveTemplateDialog({
  planId,
  planName,
  open,
  onOpenChange,
}: DialogProps & { planId: string; planName: string }) {
  const create = useCreatePlanTemplate();
  const [name, setName] = useState(planName);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof errorsOf>>({ fields: {} });
  const submit = async () => {
    try {
      const template = await create.mutateAsync({ fromMealPlanId: planId, name, description });
      toast({
        title: 'Template Saved',
        description: `${template.name}: ${template.dayCount} days, on the Templates page.`,
      });
      onOpenChange(false);
    } catch (failure) {
      setErrors(errorsOf(failure));
    }
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Save as Template"
      description="Keep this plan's days, meals, servings and targets to use again for other clients. Dates and client are left out."
      onSubmit={submit}
      busy={create.isPending}
      submitLabel="Save Template"
      general={errors.general ?? errors.fields.fromMealPlanId}
    >
      <TemplateFields
        name={name}
        description={description}
        onName={setName}
        onDescription={setDescription}
        errors={errors.fields}
      />
    </FormDialog>
  );
}

/** Rename and describe a template. */
export function RenameTemplateDialog({ template, open, onOpenChange }: DialogProps & { template: PlanTemplate }) {
  const update = useUpdatePlanTemplate(template.id);
  const [name, setName] = useState(template.name);
  const [description, setDescription] = useState(template.description ?? '');
  const [errors, setErrors] = useState<ReturnType<typeof errorsOf>>({ fields: {} });
  const submit = async () => {
    try {
      await update.mutateAsync({ name, description });
      onOpenChange(false);
    } catch (failure) {
      setErrors(errorsOf(failure));
    }
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Rename Template"
      description="The name and description your practice sees in the template list."
      onSubmit={submit}
      busy={update.isPending}
      submitLabel="Save"
      general={errors.general}
    >
      <TemplateFields
        name={name}
        description={description}
        onName={setName}
        onDescription={setDescription}
        errors={errors.fields}
      />
    </FormDialog>
  );
}

/** The client choice both dialogs below share: the practice's active clients. */
function ClientField({
  value,
  onChange,
  error,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder: string;
}) {
  const clients = useClients();
  return (
    <ClientPickerField
      required
      error={error}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      clients={clients.data ?? []}
      loading={clients.isPending}
      placeholder={placeholder}
      emptyPlaceholder="No clients yet"
    />
  );
}

/** A dialog that makes a plan: field errors while its form shows, then the new plan's conflicts and notes. */
function usePlanCreation(onOpenChange: (open: boolean) => void) {
  const [errors, setErrors] = useState<ReturnType<typeof errorsOf>>({ fields: {} });
  const [result, setResult] = useState<AppliedPlan | null>(null);
  const close = (next: boolean) => {
    if (!next) {
      setResult(null);
      setErrors({ fields: {} });
    }
    onOpenChange(next);
  };
  const run = async (create: () => Promise<AppliedPlan>) => {
    try {
      setResult(await create());
      setErrors({ fields: {} });
    } catch (failure) {
      setErrors(errorsOf(failure));
    }
  };
  return { errors, result, close, run };
}

function PlanResultDialog({
  open,
  title,
  result,
  close,
}: {
  open: boolean;
  title: string;
  result: AppliedPlan;
  close: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-lg">
        <DialogHeader className="pr-8">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{result.name}</DialogDescription>
        </DialogHeader>
        <PlanResultNotice plan={result} onDone={() => close(false)} />
      </DialogContent>
    </Dialog>
  );
}

/**
 * Apply a template to a client: start date, how many weeks, and whether to scale the servings to the client's
 * estimated needs or to a number. The answer's conflicts and notes are shown before the dialog closes.
 */
export function ApplyTemplateDialog({ template, open, onOpenChange }: DialogProps & { template: PlanTemplate }) {
  const apply = useApplyPlanTemplate(template.id);
  const [clientId, setClientId] = useState('');
  const [startDate, setStartDate] = useState(localToday());
  const [weeks, setWeeks] = useState('');
  const [energy, setEnergy] = useState<'template' | 'client' | 'number'>('client');
  // The number is typed in the practice's energy unit and sent once as whole kcal (decision 0033).
  const formats = useFormats();
  const { energyUnit, energyLabel } = formats;
  const [calories, setCalories] = useState(
    template.targetCalories ? String(formats.energyValue(template.targetCalories)) : '',
  );
  const { errors, result, close, run } = usePlanCreation(onOpenChange);
  const submit = () =>
    run(() =>
      apply.mutateAsync({
        clientId,
        startDate,
        ...(weeks ? { weeks: Number(weeks) } : {}),
        ...(energy === 'client'
          ? { targetCalories: 'client' as const }
          : energy === 'number'
            ? { targetCalories: Number(typedEnergyInKcal(calories, energyUnit)) }
            : {}),
      }),
    );
  if (result) return <PlanResultDialog open={open} title="Plan Created" result={result} close={close} />;
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={`Apply “${template.name}”`}
      description="A new plan for a client from this template, dated from the start you choose and screened against their allergies and restrictions. The template does not change."
      onSubmit={submit}
      busy={apply.isPending}
      submitLabel="Create Plan"
      general={errors.general}
    >
      <ClientField
        value={clientId}
        onChange={setClientId}
        error={errors.fields.clientId}
        placeholder="Select a client"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <StartDateField value={startDate} onChange={setStartDate} error={errors.fields.startDate} />
        <FormField label="Length" error={errors.fields.weeks}>
          {(control) => (
            <NativeSelect {...control} value={weeks} onChange={(e) => setWeeks(e.target.value)}>
              <option value="">
                As the template ({template.dayCount} {template.dayCount === 1 ? 'day' : 'days'})
              </option>
              {Array.from({ length: MAX_APPLY_WEEKS }, (_, index) => (
                <option key={index} value={index + 1}>
                  {index + 1} {index === 0 ? 'week' : 'weeks'}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField
        label={energyUnit === 'kJ' ? 'Energy' : 'Calories'}
        error={errors.fields.targetCalories}
        hint="Servings are scaled in quarter steps so each day lands within 5 % of the target."
      >
        {(control) => (
          <NativeSelect {...control} value={energy} onChange={(e) => setEnergy(e.target.value as typeof energy)}>
            <option value="client">The client’s estimated needs</option>
            <option value="number">A number I choose</option>
            <option value="template">
              Keep the template’s servings
              {template.targetCalories ? ` (${formats.energy(template.targetCalories)})` : ''}
            </option>
          </NativeSelect>
        )}
      </FormField>
      {energy === 'number' ? (
        <FormField
          label={`Target ${energyUnit === 'kJ' ? 'Energy' : 'Calories'} (${energyLabel} a day)`}
          required
          error={errors.fields.targetCalories}
        >
          {(control) => (
            <Input
              {...control}
              aria-required
              inputMode="numeric"
              value={calories}
              onChange={(e) => setCalories(e.target.value)}
              placeholder={String(formats.energyValue(2000))}
            />
          )}
        </FormField>
      ) : null}
    </FormDialog>
  );
}

/** "Copy Plan": the same days re-dated, for the same client, another one (screened) or none. */
export function CopyPlanDialog({
  planId,
  clientId: planClientId,
  open,
  onOpenChange,
}: DialogProps & { planId: string; clientId: string | null }) {
  const copy = useCopyMealPlan(planId);
  const [clientId, setClientId] = useState(planClientId ?? '');
  const [startDate, setStartDate] = useState(localToday());
  const { errors, result, close, run } = usePlanCreation(onOpenChange);
  const submit = () => run(() => copy.mutateAsync({ clientId: clientId || null, startDate }));
  if (result) return <PlanResultDialog open={open} title="Plan Copied" result={result} close={close} />;
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Copy Plan"
      description="The same days, meals and servings from a new start date. Another client's allergies and restrictions are checked on every day."
      onSubmit={submit}
      busy={copy.isPending}
      submitLabel="Copy Plan"
      general={errors.general}
    >
      <ClientField value={clientId} onChange={setClientId} error={errors.fields.clientId} placeholder="No client" />
      <StartDateField value={startDate} onChange={setStartDate} error={errors.fields.startDate} />
    </FormDialog>
  );
}
