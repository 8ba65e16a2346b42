import type { ReactNode } from 'react';
import { useForm, type FieldPath, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation } from 'wouter';
import { LoaderCircle } from 'lucide-react';
import type { z } from 'zod';
import { mealPlanFormSchema } from '@/shared/schemas/meal-plans';
import { localToday } from '@/shared/clients/age';
import type { PlanDraft } from '@/client/lib/plan-draft';
import { ClientField } from '@/client/features/clients';
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
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { applyServerErrors } from '@/client/lib/apply-server-errors';
import { blankMealPlanForm, draftToFormValues, toMealPlanInput } from '../lib/plan-draft';
import { useCreateMealPlan } from '../api/use-create-meal-plan';
import { typedEnergyInKcal } from './day-types-fields';
import { useFormats } from '@/client/lib/use-formats';
import { energyInUnit } from '@/shared/format/formats';
import type { EnergyUnit } from '@/shared/format/preferences';

const checkForm = zodResolver(mealPlanFormSchema);
/** The calorie target typed in kJ (the practice's unit) is converted once, to the whole kcal the plan keeps. */
const formResolverFor =
  (energyUnit: EnergyUnit): Resolver<MealPlanFormInput, unknown, MealPlanFormValues> =>
  (values, context, options) =>
    checkForm({ ...values, targetCalories: typedEnergyInKcal(values.targetCalories, energyUnit) }, context, options);

/** A draft's calorie target (kcal) as the box shows it, in the practice's unit. */
function inEnergyUnit<T extends { targetCalories?: unknown }>(values: T, energyUnit: EnergyUnit): T {
  const kcal = typeof values.targetCalories === 'string' ? values.targetCalories.trim() : '';
  if (energyUnit === 'kcal' || !/^\d+(\.\d+)?$/.test(kcal)) return values;
  return { ...values, targetCalories: String(energyInUnit(Number(kcal), energyUnit)) };
}

type MealPlanFormInput = z.input<typeof mealPlanFormSchema>;
type MealPlanFormValues = z.output<typeof mealPlanFormSchema>;

const fieldNames: readonly FieldPath<MealPlanFormInput>[] = [
  'name',
  'clientId',
  'description',
  'startDate',
  'endDate',
  'targetCalories',
  'targetProtein',
  'targetCarbs',
  'targetFat',
  'notes',
];

type MealPlanFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dashboard's Quick Meal Plan choices: the dialog becomes "Generate Meal Plan", filled in from them. */
  draft?: PlanDraft | null;
};

/** Create a meal plan: who it is for, when it runs and the daily targets. Meals are added on the plan's page. */
export function MealPlanFormDialog({ open, onOpenChange, draft = null }: MealPlanFormDialogProps) {
  const title = draft ? 'Generate Meal Plan' : 'Create New Meal Plan';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl gap-0 overflow-hidden p-0">
        <DialogHeader className="border-b border-border px-5 py-4 pr-12 sm:px-6">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {draft
              ? 'Filled in from your Quick Meal Plan choices. Check the details, then create the plan and add its meals.'
              : 'Choose the client, the dates and any daily targets. You add the meals once the plan is created.'}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts afresh. */}
        <MealPlanForm
          title={title}
          draft={draft}
          onDone={() => onOpenChange(false)}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function MealPlanForm({
  title,
  draft,
  onDone,
  onCancel,
}: {
  title: string;
  draft: PlanDraft | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const createMealPlan = useCreateMealPlan();
  const [, navigate] = useLocation();
  const { energyUnit, energyLabel } = useFormats();
  const form = useForm<MealPlanFormInput, unknown, MealPlanFormValues>({
    resolver: formResolverFor(energyUnit),
    defaultValues: draft ? inEnergyUnit(draftToFormValues(draft, localToday()), energyUnit) : blankMealPlanForm(),
  });
  const { errors, isSubmitting } = form.formState;
  const startDate = form.watch('startDate');

  const showServerFieldErrors = (error: unknown) => applyServerErrors(error, fieldNames, form.setError);

  const onSubmit = form.handleSubmit(
    async () => {
      try {
        const typed = form.getValues();
        // Sent as typed, but for an energy target typed in kJ: the whole kcal it is (as the check above read it).
        const plan = await createMealPlan.mutateAsync(
          toMealPlanInput({ ...typed, targetCalories: typedEnergyInKcal(typed.targetCalories, energyUnit) }),
        );
        toast({
          title: 'Meal plan created successfully',
          description: 'The new meal plan has been created and is ready for customization.',
        });
        onDone();
        navigate(`/meal-plans/${plan.id}`);
      } catch (error) {
        showServerFieldErrors(error);
        toast({
          variant: 'destructive',
          title: 'Failed to create meal plan',
          description:
            error instanceof ApiError && error.message
              ? error.message
              : 'An error occurred while creating the meal plan.',
        });
      }
    },
    () => {
      const { startDate: start, endDate: end } = form.getValues();
      if (!start || !end) {
        toast({
          variant: 'destructive',
          title: 'Missing dates',
          description: 'Please select both start and end dates for the meal plan.',
        });
      }
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col" aria-label={title}>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
        <div className="grid gap-7">
          <FormSection title="Plan">
            <FormField label="Meal Plan Name" required error={errors.name?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register('name')}
                  aria-required
                  autoComplete="off"
                  placeholder="e.g. 14 Day Heart-Healthy Plan"
                />
              )}
            </FormField>
            <ClientField
              control={form.control}
              name="clientId"
              error={errors.clientId?.message}
              whyAClient="You have no clients yet: a plan is always for a client."
            />
            <FormField label="Description" error={errors.description?.message}>
              {(control) => (
                <Textarea
                  {...control}
                  {...form.register('description')}
                  rows={2}
                  placeholder="What the plan is for, in a sentence or two"
                />
              )}
            </FormField>
          </FormSection>

          <FormSection title="Dates">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Start date" error={errors.startDate?.message}>
                {(control) => <Input {...control} {...form.register('startDate')} type="date" aria-required />}
              </FormField>
              <FormField label="End date" error={errors.endDate?.message}>
                {(control) => (
                  <Input
                    {...control}
                    {...form.register('endDate')}
                    type="date"
                    aria-required
                    min={startDate || undefined}
                  />
                )}
              </FormField>
            </div>
          </FormSection>

          <FormSection title="Daily targets" aside="Optional, whole numbers">
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              <TargetField
                label={energyUnit === 'kJ' ? 'Energy' : 'Calories'}
                unit={energyLabel}
                error={errors.targetCalories?.message}
                field={form.register('targetCalories')}
              />
              <TargetField
                label="Protein"
                unit="g"
                error={errors.targetProtein?.message}
                field={form.register('targetProtein')}
              />
              <TargetField
                label="Carbs"
                unit="g"
                error={errors.targetCarbs?.message}
                field={form.register('targetCarbs')}
              />
              <TargetField label="Fat" unit="g" error={errors.targetFat?.message} field={form.register('targetFat')} />
            </div>
          </FormSection>

          <FormSection title="Notes">
            <FormField label="Notes" error={errors.notes?.message}>
              {(control) => (
                <Textarea
                  {...control}
                  {...form.register('notes')}
                  rows={3}
                  placeholder="Anything the plan should keep in mind: preferences, timing, reminders"
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
              Creating...
            </>
          ) : (
            'Create Meal Plan'
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}

type TargetFieldProps = {
  label: string;
  unit: string;
  error?: string;
  field: UseFormRegisterReturn;
};

/** A whole-number daily target, its unit in the label; empty means "no target". */
function TargetField({ label, unit, error, field }: TargetFieldProps) {
  return (
    <FormField label={`${label} (${unit})`} error={error}>
      {(control) => (
        <Input {...control} {...field} type="number" inputMode="numeric" min={0} step={1} placeholder="—" />
      )}
    </FormField>
  );
}

function FormSection({ title, aside, children }: { title: string; aside?: string; children: ReactNode }) {
  return (
    <section className="grid gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
        {aside ? <p className="text-xs text-muted-foreground">{aside}</p> : null}
      </div>
      {children}
    </section>
  );
}
