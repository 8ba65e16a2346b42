import { useEffect } from 'react';
import { Copy } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Skeleton } from '@/client/components/ui/skeleton';
import { toast } from '@/client/components/ui/use-toast';
import { copyText } from '../lib/plan-copy-text';
import { useShoppingListText } from '../api/use-shopping-list-text';

type PlanShoppingListDialogProps = {
  planId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** View & Copy: every ingredient of the plan, added up, as text ready to paste anywhere. */
export function PlanShoppingListDialog({ planId, open, onOpenChange }: PlanShoppingListDialogProps) {
  const list = useShoppingListText(planId, open);

  // A list that cannot be loaded is not worth an empty dialog: say so and close it.
  useEffect(() => {
    if (!open || !list.isError) return;
    toast({ variant: 'destructive', title: 'Error', description: 'Failed to load shopping list.' });
    onOpenChange(false);
  }, [open, list.isError, list.errorUpdatedAt, onOpenChange]);

  const copy = async () => {
    if (!list.data) return;
    if (await copyText(list.data)) {
      toast({ title: 'Copied!', description: 'Shopping list copied to clipboard' });
    } else {
      toast({ variant: 'destructive', title: 'Copy Failed', description: 'Please manually select and copy the text.' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl">
        <DialogHeader className="pr-8">
          <DialogTitle>Shopping List</DialogTitle>
          <DialogDescription>Everything the plan’s meals need, added up for the planned servings.</DialogDescription>
        </DialogHeader>
        {list.data !== undefined ? (
          <pre
            tabIndex={0}
            aria-label="Shopping list text"
            className="max-h-[55dvh] min-h-32 overflow-auto rounded-lg border border-border bg-background p-4 font-mono text-[0.8rem] leading-relaxed whitespace-pre-wrap text-foreground-soft select-text focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {list.data.trim() ? list.data : 'No ingredients yet: add meals to the plan first.'}
          </pre>
        ) : (
          <div role="status" className="grid gap-2.5 rounded-lg border border-border bg-background p-4">
            <span className="sr-only">Loading shopping list…</span>
            {['w-1/3', 'w-3/4', 'w-2/3', 'w-1/2', 'w-1/3', 'w-2/3'].map((width, index) => (
              <Skeleton key={index} className={`h-3.5 ${width}`} />
            ))}
          </div>
        )}
        <DialogFooter className="flex-row *:flex-1 sm:*:flex-none">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button onClick={() => void copy()} disabled={!list.data}>
            <Copy aria-hidden="true" />
            Copy to Clipboard
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
