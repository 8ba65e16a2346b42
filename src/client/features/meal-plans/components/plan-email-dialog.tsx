import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, Send } from 'lucide-react';
import { shoppingListEmailSchema } from '@/shared/schemas/meal-plans';
import { Alert } from '@/client/components/ui/alert';
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
import { clientQueryOptions } from '@/client/features/clients';
import { ApiError } from '@/client/lib/api';
import { useEmailShoppingList } from '../api/use-email-shopping-list';

type PlanEmailDialogProps = {
  planId: string;
  /** the plan's client, whose e-mail address (if any) fills the recipient box */
  clientId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Email to Client: the shopping list by e-mail, with an optional note. */
export function PlanEmailDialog({ planId, clientId, open, onOpenChange }: PlanEmailDialogProps) {
  const sendEmail = useEmailShoppingList(planId);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  /** The server's word when the practice is over its e-mail limit: which limit, and when it frees up. */
  const [refusal, setRefusal] = useState<string | undefined>();
  const [touched, setTouched] = useState(false);
  // The plan only names its client; their profile has the address. Asked for when the dialog opens.
  const client = useQuery({ ...clientQueryOptions(clientId ?? ''), enabled: open && clientId !== null });
  const clientEmail = clientId && client.data?.id === clientId ? (client.data.email ?? '') : '';

  useEffect(() => {
    if (open && !touched && clientEmail) setEmail(clientEmail);
  }, [open, touched, clientEmail]);

  const reset = () => {
    setEmail('');
    setMessage('');
    setError(undefined);
    setRefusal(undefined);
    setTouched(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = shoppingListEmailSchema.safeParse({ email, message });
    if (!parsed.success) {
      setError(
        parsed.error.issues.find((issue) => issue.path[0] === 'email')?.message ?? 'Enter a valid email address',
      );
      return;
    }
    setError(undefined);
    setRefusal(undefined);
    try {
      const answer = await sendEmail.mutateAsync({ email: parsed.data.email, message: parsed.data.message });
      if (answer.status === 'not_delivered') {
        // The request worked but nothing was sent (no mail server): say exactly that.
        toast({ title: 'Email Not Sent', description: answer.message, duration: 10_000 });
      } else {
        toast({ title: 'Email Sent', description: `Shopping list sent to ${parsed.data.email}` });
      }
      reset();
      onOpenChange(false);
    } catch (failure) {
      // Over the limit: said where the practitioner is looking, and the dialog keeps what they wrote.
      if (failure instanceof ApiError && failure.code === 'RATE_LIMITED') {
        setRefusal(failure.message);
        return;
      }
      toast({
        variant: 'destructive',
        title: 'Email Failed',
        description: 'Failed to send shopping list. Please try again.',
      });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !sendEmail.isPending) {
          setError(undefined);
          setRefusal(undefined);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-md">
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          className="grid gap-4"
          aria-label="Email Shopping List"
        >
          <DialogHeader className="pr-8">
            <DialogTitle>Email Shopping List</DialogTitle>
            <DialogDescription>
              Send the plan’s shopping list to your client or anyone who shops for them.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Recipient Email" required error={error}>
            {(control) => (
              <Input
                {...control}
                type="email"
                value={email}
                onChange={(event) => {
                  setTouched(true);
                  setEmail(event.target.value);
                  if (error) setError(undefined);
                  if (refusal) setRefusal(undefined);
                }}
                aria-required
                autoComplete="email"
                placeholder="client@example.com"
              />
            )}
          </FormField>
          <FormField label="Optional Message">
            {(control) => (
              <Textarea
                {...control}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                rows={3}
                placeholder="e.g. Here is this week's list. Buy the oats in bulk!"
              />
            )}
          </FormField>
          {refusal && <Alert variant="destructive">{refusal}</Alert>}
          <DialogFooter className="flex-row *:flex-1 sm:*:flex-none">
            <Button
              variant="outline"
              onClick={() => {
                setRefusal(undefined);
                onOpenChange(false);
              }}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={sendEmail.isPending || email.trim() === ''}>
              {sendEmail.isPending ? (
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
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
