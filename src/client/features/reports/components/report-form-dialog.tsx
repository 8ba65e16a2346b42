import { useEffect } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import type { z } from 'zod';
import { reportInputSchema, reportTypeLabels, reportTypes, type ReportType } from '@/shared/schemas/reports';
import { ClientField } from '@/client/features/clients';
import { formatPlanDates, useMealPlans } from '@/client/features/meal-plans';
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
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { useFormats } from '@/client/lib/use-formats';
import { applyServerErrors } from '@/client/lib/apply-server-errors';
import { reportTypeHints } from '../lib/report-types';
import { useCreateReport } from '../api/use-create-report';

type ReportFormInput = z.input<typeof reportInputSchema>;
type ReportFormValues = z.output<typeof reportInputSchema>;

const fieldNames: readonly FieldPath<ReportFormInput>[] = [
  'clientId',
  'mealPlanId',
  'title',
  'type',
  'includeProgress',
];

type ReportFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened from a client's profile: that client is chosen already. */
  initialClientId?: string | null;
};

/** Generate Report: for which client, from which of their plans (optional), titled and typed. */
export function ReportFormDialog({ open, onOpenChange, initialClientId = null }: ReportFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-xl gap-0 overflow-hidden p-0">
        <DialogHeader className="border-b border-border px-5 py-4 pr-12 sm:px-6">
          <DialogTitle>Generate Report</DialogTitle>
          <DialogDescription>
            The figures are taken from the meal plan you choose; the PDF carries your practice branding.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts afresh. */}
        <ReportForm initialClientId={initialClientId} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ReportForm({ initialClientId, onDone }: { initialClientId: string | null; onDone: () => void }) {
  const formats = useFormats();
  const createReport = useCreateReport();
  const mealPlans = useMealPlans();
  const form = useForm<ReportFormInput, unknown, ReportFormValues>({
    resolver: zodResolver(reportInputSchema),
    defaultValues: {
      clientId: initialClientId ?? '',
      mealPlanId: '',
      title: '',
      type: 'client_report',
      includeProgress: true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const clientId = form.watch('clientId');
  const type = (form.watch('type') ?? 'client_report') as ReportType;

  const clientPlans = (mealPlans.data ?? []).filter((plan) => clientId && plan.clientId === clientId);

  // The plan list follows the client: a plan of the previous client is never sent along.
  useEffect(() => {
    const chosen = form.getValues('mealPlanId');
    if (chosen && !(mealPlans.data ?? []).some((plan) => plan.id === chosen && plan.clientId === clientId))
      form.setValue('mealPlanId', '');
  }, [clientId, mealPlans.data, form]);

  const showServerFieldErrors = (error: unknown) => applyServerErrors(error, fieldNames, form.setError);

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const report = await createReport.mutateAsync(values);
        toast({
          title: 'Report generated successfully',
          description: `“${report.title}” for ${report.clientName} is ready to download.`,
        });
        onDone();
      } catch (error) {
        showServerFieldErrors(error);
        toast({
          variant: 'destructive',
          title: 'Failed to generate report',
          description:
            error instanceof ApiError && error.message
              ? error.message
              : 'An error occurred while generating the report.',
        });
      }
    },
    () => {
      const { clientId: chosenClient, title } = form.getValues();
      if (!chosenClient || !title?.trim()) {
        toast({
          variant: 'destructive',
          title: 'Missing required fields',
          description: 'Please select a client and enter a report title.',
        });
      }
    },
  );

  const planPlaceholder = !clientId
    ? 'Choose a client first'
    : mealPlans.isPending
      ? 'Loading meal plans...'
      : clientPlans.length === 0
        ? 'This client has no meal plans'
        : 'No meal plan (no nutrition figures)';

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col" aria-label="Generate Report">
      <div className="grid min-h-0 flex-1 gap-5 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
        <ClientField
          control={form.control}
          name="clientId"
          error={errors.clientId?.message}
          whyAClient="A report is always about a client."
        />

        <FormField
          label="Meal plan"
          hint={
            clientPlans.length > 0
              ? 'Optional. The report averages the plan’s planned days, or shows its daily targets.'
              : undefined
          }
          error={errors.mealPlanId?.message}
        >
          {(control) => (
            <Controller
              control={form.control}
              name="mealPlanId"
              render={({ field }) => (
                <NativeSelect
                  {...control}
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={!clientId || clientPlans.length === 0}
                >
                  <option value="">{planPlaceholder}</option>
                  {clientPlans.map((plan) => (
                    <option key={plan.id} value={plan.id}>
                      {`${plan.name} (${formatPlanDates(plan.startDate, plan.endDate, formats)})`}
                    </option>
                  ))}
                </NativeSelect>
              )}
            />
          )}
        </FormField>

        <FormField label="Report title" required error={errors.title?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register('title')}
              aria-required
              autoComplete="off"
              placeholder="e.g. March progress review"
            />
          )}
        </FormField>

        <FormField label="Report type" hint={reportTypeHints[type]} error={errors.type?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('type')}>
              {reportTypes.map((value) => (
                <option key={value} value={value}>
                  {reportTypeLabels[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>

        {/* The medical layout is for a care team's clinical record: progress goes in client and insurance reports. */}
        {type === 'client_report' || type === 'insurance_report' ? (
          <div className="flex items-start gap-3 rounded-lg border border-border p-3">
            <input
              id="report-include-progress"
              type="checkbox"
              {...form.register('includeProgress')}
              aria-describedby="report-include-progress-hint"
              className="mt-0.5 size-4 shrink-0 cursor-pointer accent-brand-600"
            />
            <div className="grid gap-1">
              <label
                htmlFor="report-include-progress"
                className="cursor-pointer text-sm leading-none font-medium text-body"
              >
                Include progress over the period
              </label>
              <p id="report-include-progress-hint" className="text-[0.8rem] text-muted-foreground">
                Weight change and the share of planned meals eaten, from what the client logged in the portal, over the
                plan's dates (or the last 12 weeks), and their food diary's intake against plan and needs (at most the
                last 4 weeks). Left out when the client logged nothing.
              </p>
            </div>
          </div>
        ) : null}
      </div>

      <DialogFooter className="flex-row border-t border-border bg-background/60 px-5 py-3.5 *:flex-1 sm:px-6 sm:py-4 sm:*:flex-none">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <LoaderCircle aria-hidden="true" className="animate-spin" />
              Generating...
            </>
          ) : (
            'Generate Report'
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}
