import { useFormats } from '@/client/lib/use-formats';
import { useState } from 'react';
import { LoaderCircle, Send, Smartphone, UserX } from 'lucide-react';
import type { ClientDetail } from '@/shared/schemas/clients';
import type { ClientProgress } from '@/shared/schemas/portal';
import { Badge } from '@/client/components/ui/badge';
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
import { relativeTime } from '@/client/features/dashboard';
import { ProfileCard } from './profile-card';
import { useClientProgress } from '../api/use-client-progress';
import { useInviteToPortal } from '../api/use-invite-to-portal';
import { useRevokePortalAccess } from '../api/use-revoke-portal-access';

type PortalStatus = ClientProgress['portal']['status'];

const statusLook: Record<
  PortalStatus,
  { label: string; variant: 'secondary' | 'warning' | 'default' | 'destructive' }
> = {
  none: { label: 'Not invited', variant: 'secondary' },
  invited: { label: 'Invitation sent', variant: 'warning' },
  active: { label: 'Active', variant: 'default' },
  revoked: { label: 'Access withdrawn', variant: 'destructive' },
};

/** Invite (or invite again) by e-mail; the answer's own words go in the toast (queued, or no mail server). */
export function InviteToPortalButton({
  client,
  status,
  variant = 'default',
}: {
  client: ClientDetail;
  status: PortalStatus;
  variant?: 'default' | 'outline';
}) {
  const invite = useInviteToPortal(client.id);
  const label = status === 'none' ? 'Invite to portal' : status === 'revoked' ? 'Re-invite' : 'Send a new link';
  const send = async () => {
    try {
      const answer = await invite.mutateAsync();
      toast({ title: status === 'none' ? 'Invitation sent' : 'New invitation sent', description: answer.message });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'The invitation was not sent',
        description: error instanceof Error ? error.message : 'Please try again.',
      });
    }
  };
  return (
    <Button variant={variant} size="sm" onClick={() => void send()} disabled={!client.email || invite.isPending}>
      {invite.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
      {label}
    </Button>
  );
}

function RevokeAccessButton({ client }: { client: ClientDetail }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokePortalAccess(client.id);
  const name = `${client.firstName} ${client.lastName}`;
  const confirm = async () => {
    try {
      await revoke.mutateAsync();
      setOpen(false);
      toast({ title: 'Portal access withdrawn', description: `${name} is signed out and can no longer sign in.` });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Access was not withdrawn',
        description: error instanceof Error ? error.message : 'Please try again.',
      });
    }
  };
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        className="text-danger-700 hover:bg-danger-50 hover:text-danger-800"
      >
        <UserX aria-hidden="true" />
        Revoke access
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>{`Revoke ${client.firstName}'s portal access?`}</DialogTitle>
            <DialogDescription>
              {`${name} is signed out at once and the invitation link stops working. What they logged stays on this profile. You can invite them again at any time.`}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter className="flex-row justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => void confirm()} disabled={revoke.isPending}>
              {revoke.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              Revoke access
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** Whether the client can use the portal, and the buttons that change it. */
export function ClientPortalCard({ client }: { client: ClientDetail }) {
  const formats = useFormats();
  const progress = useClientProgress(client.id);
  const portal = progress.data?.portal;
  return (
    <ProfileCard
      title="Client portal"
      icon={Smartphone}
      aside={
        portal ? <Badge variant={statusLook[portal.status].variant}>{statusLook[portal.status].label}</Badge> : null
      }
    >
      {progress.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : progress.isError || !portal ? (
        <p
          role="alert"
          className="text-sm text-destructive"
        >{`Portal access could not be loaded: ${progress.error?.message ?? ''}`}</p>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-subtle">
            {portal.status === 'none'
              ? `${client.firstName} can follow the plan, check meals off and log weights on their phone.`
              : portal.status === 'invited'
                ? `Invited ${formats.date(portal.invitedAt!)}. The link in the e-mail works for 7 days.`
                : portal.status === 'active'
                  ? portal.lastActiveAt
                    ? `Last in the portal ${relativeTime(portal.lastActiveAt)}.`
                    : 'Signed up; not in the portal since.'
                  : `${client.firstName} can no longer sign in. Invite again to restore access.`}
          </p>
          {client.email ? (
            <p className="text-xs break-all text-muted-foreground">{`Invitations go to ${client.email}`}</p>
          ) : (
            <p className="text-xs text-warning-800">Add an e-mail address to the profile to invite this client.</p>
          )}
          <div className="flex flex-wrap gap-2">
            {portal.status === 'active' ? null : <InviteToPortalButton client={client} status={portal.status} />}
            {portal.status === 'active' || portal.status === 'invited' ? <RevokeAccessButton client={client} /> : null}
          </div>
        </div>
      )}
    </ProfileCard>
  );
}
