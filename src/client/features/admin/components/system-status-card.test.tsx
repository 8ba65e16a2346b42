// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/client/test/render';
import type { AdminHealth } from '@/shared/schemas/admin';
import { apiTone, dbTone, jobsTone, storageTone } from '../lib/health-status';
import { SystemStatusCard } from './system-status-card';

const now = new Date('2026-03-10T12:00:00Z');

function health(overrides: Partial<{ [K in keyof AdminHealth]: Partial<AdminHealth[K]> }> = {}): AdminHealth {
  return {
    db: { ok: true, latencyMs: 2.4, kind: 'pglite', ...overrides.db },
    api: { ok: true, latencyMs: 8, p95Ms: 41, sampledRequests: 120, ...overrides.api },
    jobs: { ok: true, queueDepth: 0, overdue: 0, failedLast24h: 0, ...overrides.jobs },
    storage: { ok: true, usedMB: 42.5, totalMB: 102_400, availableMB: 61_440, ...overrides.storage },
    checkedAt: '2026-03-10T11:59:50Z',
  };
}

/** The row of one part: its name, its light and its label. */
function row(name: string) {
  return screen.getByText(name, { selector: 'p' }).closest('li') as HTMLElement;
}

function light(name: string) {
  const label = within(row(name)).getByText(/^(Healthy|Needs attention|Failing)$/);
  return {
    text: label.textContent,
    tone: label.getAttribute('data-tone'),
    dot: label.querySelector('span')?.className ?? '',
  };
}

describe('System Status colours', () => {
  it('is green everywhere when every part is fine, with the figures and when it was checked', () => {
    renderWithApp(<SystemStatusCard health={health()} failed={false} now={now} />);
    for (const name of ['Database', 'API', 'Jobs', 'Storage']) {
      expect(light(name)).toMatchObject({ text: 'Healthy', tone: 'healthy' });
      expect(light(name).dot).toContain('bg-success-500');
    }
    expect(screen.getByText('All systems healthy')).toBeInTheDocument();
    expect(within(row('Database')).getByText('2.4 ms round trip · Embedded PGlite')).toBeInTheDocument();
    expect(within(row('API')).getByText('8 ms median · p95 41 ms · 120 recent requests')).toBeInTheDocument();
    expect(within(row('Jobs')).getByText('E-mail queue: 0 waiting · 0 overdue · 0 failed in 24 h')).toBeInTheDocument();
    expect(within(row('Storage')).getByText('43 MB used of 100 GB · 60 GB free')).toBeInTheDocument();
    expect(within(row('Storage')).getByRole('progressbar', { name: 'Disk space used' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText(/^Checked/)).toHaveTextContent('Checked just now');
  });

  it('turns amber for slow or late work and red for failures', () => {
    renderWithApp(
      <SystemStatusCard
        health={health({
          db: { ok: false, latencyMs: 812 },
          api: { ok: false, p95Ms: 1450 },
          jobs: { ok: false, queueDepth: 3, overdue: 1, failedLast24h: 2 },
          storage: { ok: false, availableMB: 2048 },
        })}
        failed={false}
        now={now}
      />,
    );
    expect(light('Database')).toMatchObject({ text: 'Needs attention', tone: 'attention' });
    expect(light('Database').dot).toContain('bg-warning-500');
    expect(light('API')).toMatchObject({ tone: 'attention' });
    expect(light('Jobs')).toMatchObject({ text: 'Failing', tone: 'failing' });
    expect(light('Jobs').dot).toContain('bg-danger-500');
    expect(light('Storage')).toMatchObject({ tone: 'failing' });
    expect(screen.getByText('Problem detected')).toBeInTheDocument();
  });

  it('shows storage without a bar when the disk size is unknown (PostgreSQL)', () => {
    renderWithApp(
      <SystemStatusCard
        health={health({ db: { kind: 'postgres' }, storage: { usedMB: 1536, totalMB: null, availableMB: null } })}
        failed={false}
        now={now}
      />,
    );
    expect(within(row('Storage')).getByText('1.5 GB used')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(row('Database')).getByText(/PostgreSQL$/)).toBeInTheDocument();
  });

  it('says so when the status cannot be loaded', () => {
    renderWithApp(<SystemStatusCard health={undefined} failed now={now} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to load dashboard data. Please try again later.');
  });
});

describe('health tones', () => {
  it('follows the server: unreachable database red, slow one amber; overdue e-mail amber, failed red; low disk amber then red', () => {
    expect(dbTone({ ok: false, latencyMs: 3, kind: 'pglite' })).toBe('failing');
    expect(dbTone({ ok: false, latencyMs: 640, kind: 'pglite' })).toBe('attention');
    expect(apiTone({ ok: false, latencyMs: 900, p95Ms: 2000, sampledRequests: 10 })).toBe('attention');
    expect(jobsTone({ ok: false, queueDepth: 4, overdue: 2, failedLast24h: 0 })).toBe('attention');
    expect(jobsTone({ ok: false, queueDepth: 0, overdue: 0, failedLast24h: 1 })).toBe('failing');
    expect(storageTone({ ok: true, usedMB: 10, totalMB: 1000, availableMB: 80 })).toBe('attention');
    expect(storageTone({ ok: true, usedMB: 10, totalMB: 1000, availableMB: 500 })).toBe('healthy');
    expect(storageTone({ ok: true, usedMB: 10, totalMB: null, availableMB: null })).toBe('healthy');
  });
});
