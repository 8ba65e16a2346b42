import type { ReactNode } from 'react';
import { useFormats } from '@/client/lib/use-formats';
import { energyInUnit } from '@/shared/format/formats';
import type { EnergyUnit } from '@/shared/schemas/preferences';
import {
  useForm,
  type Control,
  type FieldErrors,
  type FieldPath,
  type Resolver,
  type UseFormRegister,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import {
  mealPlanInputSchema,
  mealPlanStatuses,
  type MealPlanDetail,
  type MealPlanInput,
  type MealPlanValues,
} from '@/shared/schemas/meal-plans';
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
import { ClientPickerField } from '@/client/components/ui/client-picker';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { useClients } from '@/client/features/clients';
import { ApiError } from '@/client/lib/api';
import { applyServerErrors } from '@/client/lib/apply-server-errors';
import { statusLabel } from './status-badge';
import { useUpdateMealPlan } from '../api/use-update-meal-plan';
import {
  DayTypesFields,
  dayTypeFormValues,
  dayTypesInKcal,
  typedEnergyInKcal,
  withDayTypeKeys,
  type DayTypesForm,
} from './day-types-fields';

const fieldNames = [
  'name',
  'description',
  'clientId',
  'startDate',
  'endDate',
  'status',
  'targetCalories',
  'targetProtein',
  'targetCarbs',
  'targetFat',
  'notes',
] as const satisfies readonly FieldPath<MealPlanInput>[];

/** Every box holds text ('' for "not set"); the shared schema turns it into nulls and numbers. */
function planFormValues(plan: MealPlanDetail, energyUnit: EnergyUnit): MealPlanInput {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    name: plan.name,
    description: plan.description ?? '',
    clientId: plan.clientId ?? '',
    startDate: plan.startDate,
    endDate: plan.endDate,
    status: plan.status,
    // In the practice's energy unit; read back to the same kcal (energyInUnit/parseEnergy, decision 0033).
    targetCalories: text(plan.targetCalories === null ? null : energyInUnit(plan.targetCalories, energyUnit)),
    targetProtein: text(plan.targetProtein),
    targetCarbs: text(plan.targetCarbs),
    targetFat: text(plan.targetFat),
    notes: plan.notes ?? '',
    dayTypes: dayTypeFormValues(plan.dayTypes, energyUnit),
  };
}

/**
 * The plan's schema, with keys made for new day types first (an empty list: none). A new type never takes the key
 * of one the plan had: removing "Training day" and adding another of that name makes a new type, whose days are
 * chosen again, rather than handing it the removed type's days.
 */
const checkPlan = zodResolver(mealPlanInputSchema);
const planResolverFor =
  (savedKeys: readonly string[], energyUnit: EnergyUnit): Resolver<MealPlanInput, unknown, MealPlanValues> =>
  (values, context, options) =>
    checkPlan(withDayTypeKeys(targetInKcal(values, energyUnit), savedKeys), context, options);

/** The calorie targets (the plan's, its day types') typed in kJ, converted once to the whole kcal the plan keeps. */
function targetInKcal(values: MealPlanInput, energyUnit: EnergyUnit): MealPlanInput {
  const withTarget = { ...values, targetCalories: typedEnergyInKcal(values.targetCalories, energyUnit) };
  return dayTypesInKcal(withTarget as MealPlanInput & DayTypesForm, energyUnit) as MealPlanInput;
}

type PlanEditDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: MealPlanDetail;
};

/** Edit Plan: name, client, dates, status, daily targets and notes. The meals are edited on the page. */
export function PlanEditDialog({ open, onOpenChange, plan }: PlanEditDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl gap-0 overflow-hidden p-0">
        <DialogHeader className="border-b border-border px-5 py-4 pr-12 sm:px-6">
          <DialogTitle>Edit Meal Plan</DialogTitle>
          <DialogDescription>Change the plan’s details, dates, status and daily targets.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the saved plan. */}
        {open ? <PlanForm plan={plan} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PlanForm({ plan, onDone }: { plan: MealPlanDetail; onDone: () => void }) {
  const updatePlan = useUpdateMealPlan();
  const clients = useClients();
  const { energyUnit } = useFormats();
  const form = useForm<MealPlanInput, unknown, MealPlanValues>({
    resolver: planResolverFor(
      (plan.dayTypes ?? []).map((type) => type.key),
      energyUnit,
    ),
    defaultValues: planFormValues(plan, energyUnit),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updatePlan.mutateAsync({ id: plan.id, input: values });
      toast({ title: 'Meal plan updated', description: `“${values.name}” has been saved.` });
      onDone();
    } catch (error) {
      applyServerErrors(error, fieldNames, form.setError);
      toast({
        variant: 'destructive',
        title: 'Failed to update meal plan',
        description:
          error instanceof ApiError && error.message
            ? error.message
            : 'An error occurred while updating the meal plan.',
      });
    }
  });

  // The plan's client comes first and is there from the start, so the picker shows them before the list arrives.
  const otherClients = (clients.data ?? []).filter((client) => client.id !== plan.client?.id);

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col" aria-label="Edit Meal Plan">
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
        <div className="grid gap-7">
          <FormSection title="Plan">
            <FormField label="Name" required error={errors.name?.message}>
              {(control) => <Input {...control} {...form.register('name')} aria-required autoComplete="off" />}
            </FormField>
            <FieldRow>
              <ClientPickerField
                error={errors.clientId?.message}
                {...form.register('clientId')}
                clients={plan.client ? [plan.client, ...otherClients] : otherClients}
                placeholder="No client"
              />
              <FormField label="Status" error={errors.status?.message}>
                {(control) => (
                  <NativeSelect {...control} {...form.register('status')}>
                    {mealPlanStatuses.map((status) => (
                      <option key={status} value={status}>
                        {statusLabel(status)}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
            </FieldRow>
            <FieldRow>
              <FormField label="Start date" required error={errors.startDate?.message}>
                {(control) => <Input {...control} {...form.register('startDate')} type="date" aria-required />}
              </FormField>
              <FormField label="End date" required error={errors.endDate?.message}>
                {(control) => <Input {...control} {...form.register('endDate')} type="date" aria-required />}
              </FormField>
            </FieldRow>
            <FormField label="Description" error={errors.description?.message}>
              {(control) => (
                <Textarea
                  {...control}
                  {...form.register('description')}
                  rows={2}
                  placeholder="e.g. Mediterranean week to lower LDL"
                />
              )}
            </FormField>
          </FormSection>

          <FormSection title="Daily targets">
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              <FormField
                label={energyUnit === 'kJ' ? 'Energy (kJ)' : 'Calories (kcal)'}
                error={errors.targetCalories?.message}
              >
                {(control) => (
                  <Input {...control} {...form.register('targetCalories')} inputMode="numeric" autoComplete="off" />
                )}
              </FormField>
              <FormField label="Protein (g)" error={errors.targetProtein?.message}>
                {(control) => (
                  <Input {...control} {...form.register('targetProtein')} inputMode="numeric" autoComplete="off" />
                )}
              </FormField>
              <FormField label="Carbs (g)" error={errors.targetCarbs?.message}>
                {(control) => (
                  <Input {...control} {...form.register('targetCarbs')} inputMode="numeric" autoComplete="off" />
                )}
              </FormField>
              <FormField label="Fat (g)" error={errors.targetFat?.message}>
                {(control) => (
                  <Input {...control} {...form.register('targetFat')} inputMode="numeric" autoComplete="off" />
                )}
              </FormField>
            </div>
          </FormSection>

          <FormSection title="Day types">
            <DayTypesFields
              control={form.control as unknown as Control<DayTypesForm>}
              register={form.register as unknown as UseFormRegister<DayTypesForm>}
              errors={errors.dayTypes as FieldErrors<DayTypesForm>['dayTypes']}
              hint="Every day aims at the daily targets above. Add day types, such as training and rest days, to give days their own targets; choose each day's type on the plan."
            />
          </FormSection>

          <FormSection title="Notes">
            <FormField label="Notes" error={errors.notes?.message}>
              {(control) => (
                <Textarea
                  {...control}
                  {...form.register('notes')}
                  rows={4}
                  placeholder="Guidance for the client, shopping tips, follow-up reminders"
                />
              )}
            </FormField>
          </FormSection>
        </div>
      </div>

      <DialogFooter className="flex-row border-t border-border bg-background/60 px-5 py-3.5 *:flex-1 sm:px-6 sm:py-4 sm:*:flex-none">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <LoaderCircle aria-hidden="true" className="animate-spin" />
              Saving...
            </>
          ) : (
            'Save Changes'
          )}
        </Button>
      </DialogFooter>
    </form>
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

function FieldRow({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}
