import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { toast } from '@/client/components/ui/use-toast';
import { useFormats } from '@/client/lib/use-formats';
import { formatBillingDate } from '../lib/subscription-display';
import { useCancelSubscription } from '../api/use-cancel-subscription';

type CancelSubscriptionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** End of the paid period, epoch seconds */
  periodEnd: number | null;
};

/** Cancelling is confirmed first; the subscription then runs to the end of the period already paid. */
export function CancelSubscriptionDialog({ open, onOpenChange, periodEnd }: CancelSubscriptionDialogProps) {
  const cancel = useCancelSubscription();
  const formats = useFormats();
  const until = periodEnd !== null ? formatBillingDate(periodEnd, formats) : null;

  function confirm() {
    cancel.mutate(undefined, {
      onSuccess: (status) => {
        onOpenChange(false);
        const end = status.currentPeriodEnd !== null ? formatBillingDate(status.currentPeriodEnd, formats) : null;
        toast({
          title: 'Subscription Canceled',
          description: end
            ? `You keep full access until ${end}. You won't be charged again.`
            : "You won't be charged again.",
        });
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: 'Cancellation Failed',
          description: error.message || 'Failed to cancel subscription',
        });
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel your subscription?</DialogTitle>
          <DialogDescription>
            {until
              ? `Your subscription stays active until ${until}, then ends. You won't be charged again, and your clients, plans and recipes stay where they are.`
              : "Your subscription ends at the close of the current period. You won't be charged again."}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
            Keep Subscription
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? 'Canceling...' : 'Cancel Subscription'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
