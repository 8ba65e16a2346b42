import { Archive, ArchiveRestore } from 'lucide-react';
import type { ClientDetail } from '@/shared/schemas/clients';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { useArchiveClient, useRestoreClient } from '../api/use-archive-client';
import { useFormats } from '@/client/lib/use-formats';

/** "Archive" on an active client's profile: out of the lists, nothing deleted (issue 38). */
export function ArchiveClientButton({ client }: { client: ClientDetail }) {
  const archive = useArchiveClient();
  if (client.archivedAt) return null;
  return (
    <Button
      variant="outline"
      disabled={archive.isPending}
      onClick={() =>
        archive.mutate(client.id, {
          onSuccess: () =>
            toast({
              title: 'Client archived',
              description: `${client.firstName} ${client.lastName} is out of your lists; their share links and portal access are stopped until you restore them.`,
            }),
          onError: (error) =>
            toast({ variant: 'destructive', title: 'Failed to archive client', description: error.message }),
        })
      }
    >
      <Archive aria-hidden="true" />
      {archive.isPending ? 'Archiving…' : 'Archive'}
    </Button>
  );
}

/** On an archived client's profile: what archiving stopped, and the way back. */
export function ArchivedClientBanner({ client }: { client: ClientDetail }) {
  const formats = useFormats();
  const restore = useRestoreClient();
  if (!client.archivedAt) return null;
  return (
    <Alert>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p>
          <strong className="font-semibold">{`Archived on ${formats.date(client.archivedAt)}.`}</strong> Out of your
          client and plan lists, pickers and the generator; their plans’ share links and their portal sign-in are
          stopped. Nothing has been deleted.
        </p>
        <Button
          variant="outline"
          className="shrink-0"
          disabled={restore.isPending}
          onClick={() =>
            restore.mutate(client.id, {
              onSuccess: () =>
                toast({
                  title: 'Client restored',
                  description: `${client.firstName} ${client.lastName} is back in your lists; their share links and portal access work again.`,
                }),
              onError: (error) =>
                toast({ variant: 'destructive', title: 'Failed to restore client', description: error.message }),
            })
          }
        >
          <ArchiveRestore aria-hidden="true" />
          {restore.isPending ? 'Restoring…' : 'Restore'}
        </Button>
      </div>
    </Alert>
  );
}
