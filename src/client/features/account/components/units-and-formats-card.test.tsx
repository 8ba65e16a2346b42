// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail } from '@/client/test/fake-api';
import { renderWithApp } from '@/client/test/render';
import { preferencesQueryKey } from '@/client/lib/use-formats';
import { UnitsAndFormatsCard } from './units-and-formats-card';

const australian = { locale: 'en-AU', bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' } as const;

function choose(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('UnitsAndFormatsCard', () => {
  it('shows the saved choices and previews figures in them', () => {
    renderWithApp(<UnitsAndFormatsCard />);
    expect(screen.getByLabelText('Language and region')).toHaveValue('en-US');
    expect(screen.getByLabelText('Energy')).toHaveValue('kcal');
    expect(screen.getByTestId('units-preview')).toHaveTextContent('Jan 5, 2026 · 2,000 kcal · 160 lb · 5 ft 7 in');
    expect(screen.getByRole('button', { name: 'Save units and formats' })).toBeDisabled();
  });

  it('previews a change before it is saved, then saves all four and every screen reads the answer', async () => {
    const { api, queryClient } = renderWithApp(<UnitsAndFormatsCard />, {
      api: { 'PUT /api/users/me/preferences': australian },
    });
    choose('Language and region', 'en-AU');
    choose('Energy', 'kJ');
    choose('Body weight and height', 'metric');
    choose('Kitchen amounts', 'metric');
    expect(screen.getByTestId('units-preview')).toHaveTextContent('5 Jan 2026 · 8,368 kJ · 72.5 kg · 170 cm');

    fireEvent.click(screen.getByRole('button', { name: 'Save units and formats' }));

    expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/users/me/preferences').map((call) => call.body)).toEqual([australian]);
    expect(queryClient.getQueryData(preferencesQueryKey)).toEqual(australian);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save units and formats' })).toBeDisabled());
  });

  it('previews stones and pounds for UK units', () => {
    renderWithApp(<UnitsAndFormatsCard />, {
      preferences: { locale: 'en-GB', bodyUnits: 'uk', kitchenUnits: 'metric', energyUnit: 'kcal' },
    });
    expect(screen.getByTestId('units-preview')).toHaveTextContent('5 Jan 2026 · 2,000 kcal · 11 st 6 lb · 5 ft 7 in');
  });

  it('says so when the server refuses, and keeps the choice on screen', async () => {
    renderWithApp(<UnitsAndFormatsCard />, {
      api: {
        'PUT /api/users/me/preferences': fail(400, 'Some fields are not valid', {
          errors: [{ path: 'locale', message: 'Locale must be one of en-US, en-GB, en-AU, en-NZ, en-CA, en-IE' }],
        }),
      },
    });
    choose('Energy', 'kJ');
    fireEvent.click(screen.getByRole('button', { name: 'Save units and formats' }));
    expect(await screen.findByText('Some fields are not valid')).toBeInTheDocument();
    expect(screen.getByLabelText('Energy')).toHaveValue('kJ');
  });
});
