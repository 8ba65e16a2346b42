import { useState } from 'react';
import { useParams } from 'wouter';
import {
  ClientFormDialog,
  ClientNotFound,
  ClientProfile,
  ClientProfileSkeleton,
  useClient,
} from '@/client/features/clients';

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
