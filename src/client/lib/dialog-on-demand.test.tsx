// @vitest-environment jsdom
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api';
import { fakeApi } from '@/client/test/fake-api';
import { renderWithApp } from '@/client/test/render';
import { dialogOnDemand } from './dialog-on-demand';

function Greeting({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? (
    <div role="dialog" aria-label="Add client">
      <button onClick={onClose}>Close</button>
    </div>
  ) : null;
}

/** A stand-in for a dialog's chunk: resolves when the test says so. */
function deferredChunk() {
  let resolve!: () => void;
  let asked = 0;
  const arrived = new Promise<void>((done) => (resolve = done));
  const load = async () => {
    asked += 1;
    await arrived;
    return Greeting;
  };
  return { load, arrive: () => resolve(), asked: () => asked };
}

function Screen({ Dialog }: { Dialog: ReturnType<typeof dialogOnDemand<{ open: boolean; onClose: () => void }>> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Add client</button>
      <Dialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe('dialogOnDemand', () => {
  it('draws the screen without the dialog’s code, and shows the dialog once opened and its code is in', async () => {
    const chunk = deferredChunk();
    const Dialog = dialogOnDemand(chunk.load);
    renderWithApp(<Screen Dialog={Dialog} />);
    expect(screen.getByRole('button', { name: 'Add client' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add client' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    chunk.arrive();
    expect(await screen.findByRole('dialog', { name: 'Add client' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add client' }));
    expect(screen.getByRole('dialog', { name: 'Add client' })).toBeInTheDocument();
    expect(chunk.asked()).toBe(1);
  });

  it('asks for the code when the screen is idle, so the first click finds it in', async () => {
    const chunk = deferredChunk();
    const Dialog = dialogOnDemand(chunk.load);
    renderWithApp(<Screen Dialog={Dialog} />);
    // A second after the screen settles (jsdom has no requestIdleCallback); a busy machine may take a little longer.
    await waitFor(() => expect(chunk.asked()).toBe(1), { timeout: 10_000 });
    chunk.arrive();
    await new Promise((done) => setTimeout(done, 0));
    fireEvent.click(screen.getByRole('button', { name: 'Add client' }));
    expect(await screen.findByRole('dialog', { name: 'Add client' })).toBeInTheDocument();
  });

  it('waits for the screen’s reads before asking for its code, so the list comes first', async () => {
    const chunk = deferredChunk();
    const Dialog = dialogOnDemand(chunk.load);
    let answer!: () => void;
    const listIn = new Promise<void>((done) => (answer = done));
    const api = fakeApi({
      'GET /api/clients': async () => {
        await listIn;
        return [];
      },
    });
    function ListScreen() {
      useQuery({ queryKey: ['/api/clients'], queryFn: () => apiRequest('GET', '/api/clients') });
      return <Screen Dialog={Dialog} />;
    }
    renderWithApp(<ListScreen />, { api });
    await new Promise((done) => setTimeout(done, 1100));
    expect(chunk.asked()).toBe(0);
    answer();
    await waitFor(() => expect(chunk.asked()).toBe(1), { timeout: 10_000 });
  });
});
