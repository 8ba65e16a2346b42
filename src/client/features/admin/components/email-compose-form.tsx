import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, PenLine, Send } from 'lucide-react';
import { adminEmailInputSchema, MAX_EMAIL_SUBJECT, type AdminEmailInput } from '@/shared/schemas/admin';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { DashboardPanel } from '@/client/features/dashboard';
import { useAdminSettings } from '../api/use-admin-settings';
import { useSendAdminEmail } from '../api/use-send-admin-email';

const emptyEmail: AdminEmailInput = { recipient: '', subject: '', body: '' };
const requiredFields = ['recipient', 'subject', 'body'] as const;

/** Write one e-mail to anyone; it goes through the same outbox as every other e-mail the app sends. */
export function EmailComposeForm() {
  const sendEmail = useSendAdminEmail();
  const form = useForm<AdminEmailInput>({ resolver: zodResolver(adminEmailInputSchema), defaultValues: emptyEmail });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || sendEmail.isPending;
  // Said before anyone writes a long message: without a mail server nothing leaves the building.
  const noMailServer = useAdminSettings().data?.mailTransport === 'none';

  const onSubmit = form.handleSubmit(
    async (input) => {
      try {
        const answer = await sendEmail.mutateAsync(input);
        // The server's message says truthfully whether a mail server took it or it was only logged.
        toast({ title: 'Email sent successfully', description: answer.message });
        form.reset(emptyEmail);
      } catch (error) {
        toast({
          variant: 'destructive',
          title: 'Failed to send email',
          description: error instanceof Error && error.message ? error.message : 'An error occurred',
        });
      }
    },
    () => {
      const values = form.getValues();
      if (requiredFields.some((field) => !(values[field] ?? '').trim())) {
        toast({ variant: 'destructive', title: 'Missing fields', description: 'Please fill in all required fields' });
      }
    },
  );

  return (
    <DashboardPanel title="Compose Email" description="Goes out from the platform's own address." icon={PenLine}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Compose Email" className="grid gap-4">
        {noMailServer ? (
          <Alert>
            No mail server is configured, so e-mails are recorded in Recent Emails but not delivered. Set SMTP_URL or
            RESEND_API_KEY on the server to send them.
          </Alert>
        ) : null}
        <FormField label="Recipient" required error={errors.recipient?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register('recipient')}
              type="email"
              aria-required
              autoComplete="off"
              placeholder="name@example.com"
            />
          )}
        </FormField>
        <FormField label="Subject" required error={errors.subject?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register('subject')}
              aria-required
              autoComplete="off"
              maxLength={MAX_EMAIL_SUBJECT}
            />
          )}
        </FormField>
        <FormField label="Message" required error={errors.body?.message}>
          {(control) => (
            <Textarea
              {...control}
              {...form.register('body')}
              aria-required
              rows={6}
              placeholder="Write your message…"
              className="resize-y"
            />
          )}
        </FormField>
        <Button type="submit" disabled={busy} className="w-full sm:w-auto sm:justify-self-end">
          {busy ? (
            <>
              <LoaderCircle aria-hidden="true" className="animate-spin" />
              Sending...
            </>
          ) : (
            <>
              <Send aria-hidden="true" />
              Send Email
            </>
          )}
        </Button>
      </form>
    </DashboardPanel>
  );
}
