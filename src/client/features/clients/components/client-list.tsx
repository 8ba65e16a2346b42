import { SearchableCardList } from '@/client/components/ui/searchable-card-list';
import { useState } from 'react';
import { Archive, UserPlus, Users } from 'lucide-react';
import type { ClientSummary } from '@/shared/schemas/clients';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { ListLoadError } from '@/client/components/ui/list-load-error';
import { SkeletonCardGrid } from '@/client/components/ui/skeleton-card-grid';
import { ToggleChip } from '@/client/components/ui/toggle-chip';
import { toast } from '@/client/components/ui/use-toast';
import { ClientCard } from './client-card';
import { EraseClientDialog } from './erase-client-dialog';
import { useArchivedClients } from '../api/use-archived-clients';
import { useClients } from '../api/use-clients';
import { useDeleteClient } from '../api/use-delete-client';
import { useFormats } from '@/client/lib/use-formats';

/** Full name or e-mail, any case: "raman", "Priya R" and "@gmail" all find Priya Raman. */
function matchesSearch(client: ClientSummary, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const fullName = `${client.firstName} ${client.lastName}`.toLowerCase();
  return fullName.includes(needle) || (client.email ?? '').toLowerCase().includes(needle);
}

type ClientListProps = {
  onAdd: () => void;
  onEdit: (client: ClientSummary) => void;
};

/** The searchable card grid on /clients, with its loading, empty and no-match states. */
export function ClientList({ onAdd, onEdit }: ClientListProps) {
  const formats = useFormats();
  const [showArchived, setShowArchived] = useState(false);
  const active = useClients();
  const archived = useArchivedClients(showArchived);
  const clients = showArchived ? archived : active;
  const deleteClient = useDeleteClient();

  const [toErase, setToErase] = useState<ClientSummary | null>(null);
  const erase = () => {
    if (!toErase) return;
    const fullName = `${toErase.firstName} ${toErase.lastName}`;
    deleteClient.mutate(toErase.id, {
      onSuccess: () => {
        setToErase(null);
        toast({ title: 'Client deleted', description: `${fullName}'s record has been erased.` });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to delete client',
          description: error.message || 'An error occurred while deleting the client.',
        }),
    });
  };

  if (clients.isPending)
    return <SkeletonCardGrid count={6} label="Loading clients" className="sm:grid-cols-1 md:grid-cols-2" />;

  if (clients.isError) {
    return <ListLoadError what="clients" message={clients.error.message} onRetry={() => void clients.refetch()} />;
  }

  const archivedFilter = (
    <ToggleChip pressed={showArchived} onPressedChange={setShowArchived}>
      Show archived
    </ToggleChip>
  );

  if (clients.data.length === 0 && showArchived) {
    return (
      <div className="grid gap-5">
        <div>{archivedFilter}</div>
        <EmptyState
          icon={Archive}
          title="No archived clients"
          description="Clients you archive from their profile are kept here, out of your lists, until you restore them."
        />
      </div>
    );
  }

  if (clients.data.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No clients yet"
        description="Add your first client to record their goals, measurements, allergies and dietary needs."
        action={
          <div className="flex flex-col items-center gap-4">
            <Button onClick={onAdd}>
              <UserPlus aria-hidden="true" />
              Add Your First Client
            </Button>
            {archivedFilter}
          </div>
        }
      />
    );
  }

  return (
    <div className="grid gap-5">
      <SearchableCardList
        items={clients.data}
        matches={matchesSearch}
        keyOf={(client) => client.id}
        searchPlaceholder="Search by name or email"
        searchLabel="Search clients"
        countOf={(shown, total, searching) => {
          const archived = showArchived ? 'archived ' : '';
          return searching
            ? `${formats.number(shown)} of ${formats.number(total)} ${archived}clients`
            : `${formats.number(total)} ${archived}${total === 1 ? 'client' : 'clients'}`;
        }}
        noMatch={{
          title: 'No clients found',
          description: (searched) =>
            `No client's name or email contains “${searched}”. Check the spelling or try part of the name.`,
        }}
        what="clients"
        filters={<div>{archivedFilter}</div>}
        resetKey={showArchived}
      >
        {(client) => (
          <ClientCard
            client={client}
            onEdit={onEdit}
            onDelete={setToErase}
            deleting={deleteClient.isPending && deleteClient.variables === client.id}
          />
        )}
      </SearchableCardList>
      <EraseClientDialog
        clientName={toErase ? `${toErase.firstName} ${toErase.lastName}` : null}
        erasing={deleteClient.isPending}
        onConfirm={erase}
        onCancel={() => setToErase(null)}
      />
    </div>
  );
}
