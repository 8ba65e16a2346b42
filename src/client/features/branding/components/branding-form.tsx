import type { ReactNode } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, RotateCcw } from 'lucide-react';
import type { PublicUser } from '@/shared/schemas/auth';
import { brandingInputSchema, type BrandingInput, type BrandingValues } from '@/shared/schemas/branding';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { applyServerErrors } from '@/client/lib/apply-server-errors';
import { brandingFormValues } from '../lib/branding-form-values';
import { BrandingPreview } from './branding-preview';
import { ColorField } from './color-field';
import { LogoField } from './logo-field';
import { useUpdateBranding } from '../api/use-update-branding';

const fieldNames: readonly FieldPath<BrandingInput>[] = [
  'businessName',
  'businessLogo',
  'tagline',
  'brandColorPrimary',
  'brandColorSecondary',
  'contactEmail',
  'contactPhone',
  'website',
];

/** The branding settings: practice, logo, colours and contact details, with a live preview of the PDF header. */
export function BrandingForm({ user }: { user: PublicUser }) {
  const updateBranding = useUpdateBranding();
  const saved = brandingFormValues(user);
  const form = useForm<BrandingInput, unknown, BrandingValues>({
    resolver: zodResolver(brandingInputSchema),
    defaultValues: saved,
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const values = useWatch({ control: form.control }) as BrandingInput;

  const showServerFieldErrors = (error: unknown) => applyServerErrors(error, fieldNames, form.setError);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const updated = await updateBranding.mutateAsync(input);
      // What was saved becomes what Reset goes back to.
      form.reset(brandingFormValues(updated));
      toast({ title: 'Settings Saved', description: 'Your branding is on every PDF and shared plan from now on.' });
    } catch (error) {
      showServerFieldErrors(error);
      toast({
        variant: 'destructive',
        title: 'Error',
        description:
          error instanceof ApiError && error.message ? error.message : 'Failed to update settings. Please try again.',
      });
    }
  });

  const setField = (name: FieldPath<BrandingInput>, value: string) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Branding"
      className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]"
    >
      <div className="grid min-w-0 gap-6 xl:sticky xl:top-22 xl:order-2">
        <section aria-labelledby="branding-preview-title" className="grid gap-3">
          <div>
            <h2 id="branding-preview-title" className="text-base font-semibold text-foreground">
              Preview
            </h2>
            <p className="text-sm text-muted-foreground">The top of your meal-plan and report PDFs, as you type.</p>
          </div>
          <BrandingPreview
            values={values}
            practitionerName={`${user.firstName} ${user.lastName}`}
            savedPrimary={user.brandColorPrimary}
            savedSecondary={user.brandColorSecondary}
          />
        </section>
      </div>

      <div className="grid min-w-0 gap-6 xl:order-1">
        <Section title="Practice" description="How your practice is named on PDFs and shared plans.">
          <FormField label="Business name" required error={errors.businessName?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('businessName')}
                aria-required
                autoComplete="organization"
                placeholder="e.g. Greenleaf Nutrition"
              />
            )}
          </FormField>
          <FormField label="Tagline" hint="Optional. One short line under your name." error={errors.tagline?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('tagline')}
                autoComplete="off"
                placeholder="e.g. Evidence-based nutrition for everyday life"
              />
            )}
          </FormField>
          <LogoField
            value={values.businessLogo ?? ''}
            saved={saved.businessLogo ?? ''}
            error={errors.businessLogo?.message}
            onChange={(logo) => {
              form.clearErrors('businessLogo');
              setField('businessLogo', logo);
            }}
            onError={(message) => form.setError('businessLogo', { type: 'upload', message })}
          />
        </Section>

        <Section
          title="Brand colors"
          description="The primary color fills the header band; the secondary draws the stripe under it and section accents."
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <ColorField
              label="Primary color"
              hint="Header band, headings, table tints"
              value={values.brandColorPrimary ?? ''}
              fallback={user.brandColorPrimary}
              error={errors.brandColorPrimary?.message}
              field={form.register('brandColorPrimary')}
              onPick={(hex) => setField('brandColorPrimary', hex)}
            />
            <ColorField
              label="Secondary color"
              hint="Stripe under the header, accents"
              value={values.brandColorSecondary ?? ''}
              fallback={user.brandColorSecondary}
              error={errors.brandColorSecondary?.message}
              field={form.register('brandColorSecondary')}
              onPick={(hex) => setField('brandColorSecondary', hex)}
            />
          </div>
        </Section>

        <Section
          title="Contact details"
          description="Printed in the header of every PDF, so clients and payers can reach you."
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Contact email" error={errors.contactEmail?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register('contactEmail')}
                  type="email"
                  autoComplete="email"
                  placeholder="hello@yourpractice.com"
                />
              )}
            </FormField>
            <FormField label="Contact phone" error={errors.contactPhone?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register('contactPhone')}
                  type="tel"
                  autoComplete="tel"
                  placeholder="+1 555 0100"
                />
              )}
            </FormField>
          </div>
          <FormField label="Website" error={errors.website?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('website')}
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://yourpractice.com"
              />
            )}
          </FormField>
        </Section>

        <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-3 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:bg-surface sm:px-5 sm:shadow-card">
          <p className="sr-only" aria-live="polite">
            {isDirty ? 'You have unsaved changes.' : 'All changes saved.'}
          </p>
          <p aria-hidden="true" className="mr-auto hidden text-sm text-muted-foreground sm:block">
            {isDirty ? 'You have unsaved changes.' : 'All changes saved.'}
          </p>
          <Button
            variant="outline"
            className="flex-1 sm:flex-none"
            onClick={() => form.reset(saved)}
            disabled={!isDirty || isSubmitting}
          >
            <RotateCcw aria-hidden="true" />
            Reset
          </Button>
          <Button type="submit" className="flex-1 sm:flex-none" disabled={isSubmitting}>
            {isSubmitting ? (
              <>
                <LoaderCircle aria-hidden="true" className="animate-spin" />
                Saving...
              </>
            ) : (
              'Save Changes'
            )}
          </Button>
        </div>
      </div>
    </form>
  );
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card className="grid gap-5 p-5 sm:p-6">
      <div>
        <h2 className="text-base font-semibold text-foreground">{title}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </Card>
  );
}
