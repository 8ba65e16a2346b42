// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MealPlanSummary } from '@/shared/schemas/meal-plans';
import { fail, raw, type ApiRoutes } from '@/client/test/fake-api';
import { renderWithApp } from '@/client/test/render';
import { fileNameFromContentDisposition } from '../lib/file-name-from-content-disposition';
import { MealPlanCard } from './meal-plan-card';
import { MealPlanStatusBadge } from './status-badge';

function planWith(overrides: Partial<MealPlanSummary>): MealPlanSummary {
  return {
    id: '7a1b2c3d-0000-4000-8000-000000000001',
    clientId: '2d4f6a8c-0000-4000-8000-000000000001',
    clientName: 'Priya Raman',
    name: 'Heart-healthy reset',
    description: 'Two weeks of lower-sodium meals.',
    startDate: '2026-01-05',
    endDate: '2026-01-18',
    status: 'active',
    targetCalories: 2000,
    shareToken: 'tok_abc123',
    shareExpiresAt: null,
    createdAt: '2026-01-04T10:00:00.000Z',
    ...overrides,
  };
}

function renderCard(
  plan: MealPlanSummary,
  { onDelete = vi.fn(), api = {} }: { onDelete?: () => void; api?: ApiRoutes } = {},
) {
  return { onDelete, ...renderWithApp(<MealPlanCard plan={plan} onDelete={onDelete} />, { path: '/meal-plans', api }) };
}

const exportPdf = (answer: ApiRoutes['GET /api/meal-plans/:id/export-pdf']) => ({
  api: { 'GET /api/meal-plans/:id/export-pdf': answer },
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('status badge', () => {
  it.each([
    ['active', 'Active', 'bg-brand-100'],
    ['completed', 'Completed', 'bg-info-100'],
    ['cancelled', 'Cancelled', 'bg-muted'],
    ['on_hold', 'On hold', 'bg-muted'],
  ])('%s reads "%s" in %s', (status, label, colour) => {
    renderWithApp(<MealPlanStatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveClass(colour);
  });
});

describe('meal plan card', () => {
  it.each([
    {
      name: 'en-GB, kcal',
      preferences: { locale: 'en-GB', bodyUnits: 'uk', kitchenUnits: 'metric', energyUnit: 'kcal' } as const,
      dates: '5 Jan 2026 - 18 Jan 2026',
      target: 'Target Calories: 2,000 kcal/day',
      created: 'Created 4 Jan 2026',
    },
    {
      name: 'en-AU, kJ',
      preferences: { locale: 'en-AU', bodyUnits: 'metric', kitchenUnits: 'metric', energyUnit: 'kJ' } as const,
      dates: '5 Jan 2026 - 18 Jan 2026',
      target: 'Target Energy: 8,368 kJ/day',
      created: 'Created 4 Jan 2026',
    },
  ])('reads its dates and energy target in the practice’s locale and unit: $name', ({ preferences, ...shown }) => {
    renderWithApp(<MealPlanCard plan={planWith({})} onDelete={vi.fn()} />, { path: '/meal-plans', preferences });
    expect(screen.getByText(shown.dates)).toBeInTheDocument();
    expect(screen.getByText(shown.target)).toBeInTheDocument();
    expect(screen.getByText(shown.created)).toBeInTheDocument();
  });

  it('links the name to the plan and shows client, status, dates as written and the calorie target', () => {
    renderCard(planWith({}));
    expect(screen.getByRole('link', { name: 'Heart-healthy reset' })).toHaveAttribute(
      'href',
      '/meal-plans/7a1b2c3d-0000-4000-8000-000000000001',
    );
    expect(screen.getByText('Priya Raman')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Jan 5, 2026 - Jan 18, 2026')).toBeInTheDocument();
    expect(screen.getByText('14 days')).toBeInTheDocument();
    expect(screen.getByText('Target Calories: 2,000 kcal/day')).toBeInTheDocument();
  });

  it('says "Unknown Client" when the plan has no client, and leaves out an unset calorie target', () => {
    renderCard(planWith({ clientId: null, clientName: null, targetCalories: null, description: null }));
    expect(screen.getByText('Unknown Client')).toBeInTheDocument();
    expect(screen.queryByText(/Target Calories/)).not.toBeInTheDocument();
  });

  it('copies the share link to the clipboard', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderCard(planWith({}));

    fireEvent.click(screen.getByRole('button', { name: 'Copy share link for Heart-healthy reset' }));

    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/share/tok_abc123`);
  });

  it('asks to copy by hand when the clipboard refuses, showing the link', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    renderCard(planWith({}));

    fireEvent.click(screen.getByRole('button', { name: 'Copy share link for Heart-healthy reset' }));

    expect(await screen.findByText('Copy Failed')).toBeInTheDocument();
    expect(screen.getByText('Please manually select and copy the text.')).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/share/tok_abc123`)).toBeInTheDocument();
  });

  it('downloads the PDF under the name the server gives', async () => {
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let savedAs = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      savedAs = this.download;
    });
    const { api } = renderCard(
      planWith({}),
      exportPdf(() =>
        raw(
          new Response('%PDF-1.7', {
            status: 200,
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': 'attachment; filename="heart-healthy-reset.pdf"',
            },
          }),
        ),
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Download PDF for Heart-healthy reset' }));

    expect(await screen.findByText('PDF Exported')).toBeInTheDocument();
    expect(screen.getByText('Your meal plan has been downloaded successfully!')).toBeInTheDocument();
    expect(savedAs).toBe('heart-healthy-reset.pdf');
    expect(api.calls.map(({ method, url, credentials }) => ({ method, url, credentials }))).toEqual([
      { method: 'GET', url: '/api/meal-plans/7a1b2c3d-0000-4000-8000-000000000001/export-pdf', credentials: 'include' },
    ]);
  });

  it('says the export failed when the server does', async () => {
    renderCard(
      planWith({}),
      exportPdf(() => raw(new Response('nope', { status: 500 }))),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Download PDF for Heart-healthy reset' }));

    expect(await screen.findByText('Export Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to export meal plan PDF. Please try again.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download PDF for Heart-healthy reset' })).toBeEnabled(),
    );
  });

  it("passes on the server's reason when it asks to wait (too many exports at once)", async () => {
    const reason = 'You already have 2 PDF exports under way. Try again in a few seconds.';
    renderCard(planWith({}), exportPdf(fail(429, reason, { headers: { 'Retry-After': '5' } })));

    fireEvent.click(screen.getByRole('button', { name: 'Download PDF for Heart-healthy reset' }));

    // The reason first: the toast of the test before may still be leaving with the same title.
    const description = await screen.findByText(reason);
    expect(description.parentElement).toHaveTextContent('Export Failed');
  });

  it('hands the plan to onDelete', () => {
    const { onDelete } = renderCard(planWith({}));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Heart-healthy reset' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: '7a1b2c3d-0000-4000-8000-000000000001' }));
  });
});

describe('PDF file name', () => {
  it('reads quoted, bare and RFC 5987 names, and falls back to meal-plan.pdf', () => {
    expect(fileNameFromContentDisposition('attachment; filename="14 Day Plan.pdf"')).toBe('14 Day Plan.pdf');
    expect(fileNameFromContentDisposition('attachment; filename=plan.pdf')).toBe('plan.pdf');
    expect(
      fileNameFromContentDisposition(`attachment; filename="plan.pdf"; filename*=UTF-8''Plan%20f%C3%BCr%20Anna.pdf`),
    ).toBe('Plan für Anna.pdf');
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('.._.._etc_passwd');
    expect(fileNameFromContentDisposition('attachment')).toBe('meal-plan.pdf');
    expect(fileNameFromContentDisposition(null)).toBe('meal-plan.pdf');
  });
});
