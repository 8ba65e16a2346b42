import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import type { ClientSummary } from '@/shared/schemas/clients';
import { PageHeader } from '@/client/components/layout/page-header';
import { Button } from '@/client/components/ui/button';
import { ClientFormDialogOnDemand, ClientList } from '@/client/features/clients';

export function ClientsPage() {
  // The edited client is kept while the dialog closes, so its title does not flip to "Add" mid-animation.
  const [dialog, setDialog] = useState<{ open: boolean; client?: ClientSummary }>({ open: false });
  const openForNew = () => setDialog({ open: true });

  return (
    <>
      <PageHeader
        title="Clients"
        description="Keep every client's goals, measurements and dietary needs in one place."
        actions={
          <Button onClick={openForNew}>
            <UserPlus aria-hidden="true" />
            Add New Client
          </Button>
        }
      />
      <ClientList onAdd={openForNew} onEdit={(client) => setDialog({ open: true, client })} />
      <ClientFormDialogOnDemand
        open={dialog.open}
        editing={dialog.client}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </>
  );
}
