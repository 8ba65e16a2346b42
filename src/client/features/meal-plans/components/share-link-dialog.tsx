import { useEffect, useState } from 'react';
import { useFormats } from '@/client/lib/use-formats';
import { Copy, Link2, Link2Off, LoaderCircle, RefreshCw } from 'lucide-react';
import type { MealPlanDetail } from '@/shared/schemas/meal-plans';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/components/ui/use-toast';
import { cn } from '@/client/lib/cn';
import { copyShareLink, shareUrlFor } from '../lib/copy-share-link';
import { useChangeShareLink } from '../api/use-change-share-link';
import { shareLinkStateOf, whyLinkDoesNotWork, type ShareLinkState } from '../lib/share-link-state';

type ShareLinkDialogProps = {
  plan: MealPlanDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** '' keeps the current expiry; 'never' lifts it; a number of days counts from now. */
type ExpiryChoice = '' | 'never' | '7' | '30' | '90';
const expiryChoices: { value: Exclude<ExpiryChoice, ''>; label: string }[] = [
  { value: 'never', label: 'Never' },
  { value: '7', label: 'In 7 days' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
];

function expiresInDays(choice: ExpiryChoice): number | null {
  return choice === '' || choice === 'never' ? null : Number(choice);
}

function StateLine({ state }: { state: ShareLinkState }) {
  const f = useFormats();
  const tone = state.kind === 'active' ? 'bg-success-500' : state.kind === 'revoked' ? 'bg-faint' : 'bg-warning-500';
  const text =
    state.kind === 'active'
      ? state.expiresAt
        ? `Link active until ${f.date(state.expiresAt)}`
        : 'Link active, no expiry'
      : state.kind === 'expired'
        ? `Link expired on ${f.date(state.expiresAt)}`
        : state.kind === 'cancelled'
          ? 'Not shared while the plan is cancelled'
          : 'No share link';
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-foreground" data-testid="share-link-state">
      <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-full', tone)} />
      {text}
    </p>
  );
}

/**
 * Share: the plan's public link, and the practitioner's control over it: copy it, choose when it expires,
 * replace it with a new one (the old one stops working), or withdraw it. The two that end a link someone may
 * hold ask first.
 */
export function ShareLinkDialog({ plan, open, onOpenChange }: ShareLinkDialogProps) {
  const f = useFormats();
  const change = useChangeShareLink(plan.id);
  const state = shareLinkStateOf(plan);
  const hasLink = state.kind !== 'revoked';
  const [expiry, setExpiry] = useState<ExpiryChoice>('');
  const [confirming, setConfirming] = useState<'rotate' | 'revoke' | null>(null);

  useEffect(() => {
    if (!open) {
      setConfirming(null);
      setExpiry('');
    }
  }, [open]);

  const currentExpiryLabel = plan.shareExpiresAt ? `Keep: ${f.date(plan.shareExpiresAt)}` : 'Keep: never';
  const chosenDays = expiresInDays(expiry === '' && !hasLink ? 'never' : expiry);
  // A new link keeps the current expiry's length unless another is chosen: "keep" means the same date only for the same link.
  const daysForNewLink =
    expiry === ''
      ? plan.shareExpiresAt
        ? Math.max(1, Math.ceil((Date.parse(plan.shareExpiresAt) - Date.now()) / 86_400_000))
        : null
      : chosenDays;

  const run = async (action: Parameters<typeof change.mutateAsync>[0], done: string) => {
    try {
      const link = await change.mutateAsync(action);
      setConfirming(null);
      setExpiry('');
      toast({
        title: done,
        description: link
          ? `${link.shareExpiresAt ? `It works until ${f.date(link.shareExpiresAt)}.` : 'It works until you withdraw it.'}`
          : 'Anyone who opens the old link is told it is no longer available.',
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Share link not changed',
        description: error instanceof Error ? error.message : 'Please try again.',
      });
    }
  };

  const busy = change.isPending;
  const why = whyLinkDoesNotWork(state);

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-lg">
        <div className="grid gap-5">
          <DialogHeader className="pr-8">
            <DialogTitle>Share plan</DialogTitle>
            <DialogDescription>
              Anyone with the link can view this plan, its recipes and shopping list without an account. Your client’s
              health details are never shown.
            </DialogDescription>
          </DialogHeader>

          <div className="grid gap-3 rounded-xl border border-border bg-background/70 p-4">
            <StateLine state={state} />
            {hasLink ? (
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  readOnly
                  aria-label="Share link"
                  value={shareUrlFor(state.token)}
                  onClick={(event) => event.currentTarget.select()}
                  className={cn('font-mono text-xs', state.kind !== 'active' && 'text-muted-foreground line-through')}
                />
                <Button
                  variant="outline"
                  className="shrink-0"
                  disabled={state.kind !== 'active' || busy}
                  onClick={() => void copyShareLink(plan)}
                >
                  <Copy aria-hidden="true" />
                  Copy link
                </Button>
              </div>
            ) : null}
            {why && state.kind !== 'revoked' ? <p className="text-sm text-subtle">{why}</p> : null}
          </div>

          <div className="grid gap-1.5">
            <Label htmlFor="share-link-expiry">{hasLink ? 'Link expires' : 'The new link expires'}</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <div className="flex-1">
                <NativeSelect
                  id="share-link-expiry"
                  value={expiry}
                  disabled={busy}
                  onChange={(event) => setExpiry(event.target.value as ExpiryChoice)}
                >
                  {hasLink ? <option value="">{currentExpiryLabel}</option> : null}
                  {expiryChoices.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              {hasLink ? (
                <Button
                  variant="outline"
                  className="shrink-0"
                  disabled={expiry === '' || busy}
                  onClick={() => void run({ kind: 'expiry', input: { expiresInDays: chosenDays } }, 'Expiry saved')}
                >
                  Save expiry
                </Button>
              ) : null}
            </div>
          </div>

          {confirming === 'rotate' ? (
            <Alert>
              <p className="font-medium">Create a new link? The current one stops working at once.</p>
              <p className="mt-1 text-body">
                Anyone you sent the current link to will be told it is no longer available. Send them the new one.
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  disabled={busy}
                  onClick={() =>
                    void run({ kind: 'create', input: { expiresInDays: daysForNewLink } }, 'New link created')
                  }
                >
                  {busy ? (
                    <LoaderCircle aria-hidden="true" className="animate-spin" />
                  ) : (
                    <RefreshCw aria-hidden="true" />
                  )}
                  Create new link
                </Button>
                <Button size="sm" variant="outline" disabled={busy} onClick={() => setConfirming(null)}>
                  Keep current link
                </Button>
              </div>
            </Alert>
          ) : confirming === 'revoke' ? (
            <Alert variant="destructive">
              <p className="font-medium">Revoke this link? It stops working at once.</p>
              <p className="mt-1">The plan is no longer shared. You can create a new link later.</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="destructive"
                  disabled={busy}
                  onClick={() => void run({ kind: 'revoke' }, 'Link revoked')}
                >
                  {busy ? (
                    <LoaderCircle aria-hidden="true" className="animate-spin" />
                  ) : (
                    <Link2Off aria-hidden="true" />
                  )}
                  Revoke link
                </Button>
                <Button size="sm" variant="outline" disabled={busy} onClick={() => setConfirming(null)}>
                  Keep link
                </Button>
              </div>
            </Alert>
          ) : (
            <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-between">
              {hasLink ? (
                <>
                  <Button
                    variant="ghost"
                    className="text-danger-700 hover:bg-danger-50 hover:text-danger-800"
                    disabled={busy}
                    onClick={() => setConfirming('revoke')}
                  >
                    <Link2Off aria-hidden="true" />
                    Revoke link
                  </Button>
                  <Button variant="outline" disabled={busy} onClick={() => setConfirming('rotate')}>
                    <RefreshCw aria-hidden="true" />
                    Create a new link
                  </Button>
                </>
              ) : (
                <Button
                  className="sm:ml-auto"
                  disabled={busy}
                  onClick={() => void run({ kind: 'create', input: { expiresInDays: chosenDays } }, 'Link created')}
                >
                  {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Link2 aria-hidden="true" />}
                  Create link
                </Button>
              )}
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
