import { useState } from 'react';
import { useParams } from 'wouter';
import { ClientFormDialog } from '@/client/features/clients/client-form-dialog';
import { ClientNotFound } from '@/client/features/clients/client-not-found';
import { ClientProfile } from '@/client/features/clients/client-profile';
import { ClientProfileSkeleton } from '@/client/features/clients/client-profile-skeleton';
import { useClient } from '@/client/features/clients/use-client';

export function ClientDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const client = useClient(id);
  const [editing, setEditing] = useState(false);

  if (client.isPending) return <ClientProfileSkeleton />;
  if (client.isError) return <ClientNotFound />;
  return (
    <>
      <ClientProfile client={client.data} onEdit={() => setEditing(true)} />
      <ClientFormDialog open={editing} onOpenChange={setEditing} client={client.data} />
    </>
  );
}
