// @vitest-environment jsdom
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/client/test/render';
import { ClientPicker, type PickableClient } from './client-picker';

const clients: PickableClient[] = [
  { id: 'c-1', firstName: 'Maya', lastName: 'Okafor' },
  { id: 'c-2', firstName: 'Priya', lastName: 'Raman' },
];

function Picker({ list = clients, loading = false }: { list?: PickableClient[]; loading?: boolean }) {
  const [chosen, setChosen] = useState('');
  return (
    <>
      <label htmlFor="client">Client</label>
      <ClientPicker
        id="client"
        clients={list}
        loading={loading}
        placeholder="Select a client"
        emptyPlaceholder="No clients yet"
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
      />
      <output>{chosen || 'none'}</output>
    </>
  );
}

describe('client picker', () => {
  it('lists the clients by full name in the order given and hands back the chosen id', () => {
    renderWithApp(<Picker />);
    const select = screen.getByLabelText('Client');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a client',
      'Maya Okafor',
      'Priya Raman',
    ]);
    fireEvent.change(select, { target: { value: 'c-2' } });
    expect(screen.getByRole('status')).toHaveTextContent('c-2');
    expect(screen.getByRole('option', { name: 'Priya Raman' })).toHaveProperty('selected', true);
  });

  it('says the list is loading, then that there are no clients, rather than offering an empty choice', () => {
    const { rerender } = renderWithApp(<Picker list={[]} loading />);
    expect(screen.getByRole('option')).toHaveTextContent('Loading clients...');
    rerender(<Picker list={[]} />);
    expect(screen.getByRole('option')).toHaveTextContent('No clients yet');
  });
});
