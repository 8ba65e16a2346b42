// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Client } from '@/shared/schemas/clients';
import { createQueryClient } from '@/client/lib/create-query-client';
import { fail } from '@/client/test/fake-api';
import { aClient, testId } from '@/client/test/fixtures';
import { renderWithApp } from '@/client/test/render';
import { SavedItemGate } from './saved-item-gate';

const id = testId(7);
/** The profile as GET /api/clients/{id} answers it: the client, with their plans and reports. */
const saved = { ...aClient({ id, firstName: 'Maya' }), mealPlans: [], reports: [] };

function EditSaved() {
  const read = useQuery({
    queryKey: ['saved item gate', id],
    queryFn: async () => {
      const answer = await fetch(`/api/clients/${id}`);
      const body = await answer.json();
      if (!answer.ok) throw new Error(body.message);
      return body as Client;
    },
    retry: false,
    staleTime: 0,
    refetchOnMount: 'always',
  });
  return (
    <SavedItemGate read={read} noun="client" skeleton={<div>skeleton</div>}>
      {(client) => <p>Editing {client.firstName}</p>}
    </SavedItemGate>
  );
}

describe('saved item gate', () => {
  it('shows a loading status, then the form with the item as saved', async () => {
    renderWithApp(<EditSaved />, { api: { 'GET /api/clients/:id': saved } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the client…');
    expect(await screen.findByText('Editing Maya')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('never starts the form from an older copy: it waits for the fresh read', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['saved item gate', id], { ...saved, firstName: 'Mia' });
    renderWithApp(<EditSaved />, { api: { 'GET /api/clients/:id': saved }, queryClient });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the client…');
    expect(screen.queryByText('Editing Mia')).not.toBeInTheDocument();
    expect(await screen.findByText('Editing Maya')).toBeInTheDocument();
  });

  it('says the item could not be loaded, and reads it again on Try again', async () => {
    let reads = 0;
    const { api } = renderWithApp(<EditSaved />, {
      api: {
        'GET /api/clients/:id': () => (++reads === 1 ? fail(503, 'The database is not answering') : saved),
      },
    });
    expect(await screen.findByText('The client could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The database is not answering')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Editing Maya')).toBeInTheDocument();
    expect(api.callsTo('GET /api/clients/:id')).toHaveLength(2);
  });
});
