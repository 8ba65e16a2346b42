import type { AdminHealth } from '@/shared/schemas/admin';

/** green, amber, red: working, working but worth a look, not working. */
export type HealthTone = 'healthy' | 'attention' | 'failing';

export const healthToneLabels: Record<HealthTone, string> = {
  healthy: 'Healthy',
  attention: 'Needs attention',
  failing: 'Failing',
};

/** Dot and text colours per tone; the label is always shown too, so colour is never the only signal. */
export const healthToneClasses: Record<HealthTone, { dot: string; text: string; pill: string }> = {
  healthy: { dot: 'bg-success-500', text: 'text-success-700', pill: 'bg-success-50 ring-success-200' },
  attention: { dot: 'bg-warning-500', text: 'text-warning-700', pill: 'bg-warning-50 ring-warning-200' },
  failing: { dot: 'bg-danger-500', text: 'text-danger-700', pill: 'bg-danger-50 ring-danger-200' },
};

/** The server calls the database unhealthy from this round trip on; below it, a false `ok` means no answer at all. */
export const DB_SLOW_MS = 500;
/** Less free disk than this share of the total is amber; the server's own `ok` turns false (red) at 5 %. */
export const STORAGE_LOW_SHARE = 0.1;

export function dbTone(db: AdminHealth['db']): HealthTone {
  if (db.ok) return 'healthy';
  return db.latencyMs >= DB_SLOW_MS ? 'attention' : 'failing';
}

/** A slow API still answers: amber, never red. */
export function apiTone(api: AdminHealth['api']): HealthTone {
  return api.ok ? 'healthy' : 'attention';
}

/** E-mails that gave up after their last retry are red; e-mails waiting longer than they should are amber. */
export function jobsTone(jobs: AdminHealth['jobs']): HealthTone {
  if (jobs.failedLast24h > 0) return 'failing';
  if (!jobs.ok || jobs.overdue > 0) return 'attention';
  return 'healthy';
}

export function storageTone(storage: AdminHealth['storage']): HealthTone {
  if (!storage.ok) return 'failing';
  if (storage.totalMB && storage.availableMB !== null && storage.availableMB / storage.totalMB < STORAGE_LOW_SHARE) {
    return 'attention';
  }
  return 'healthy';
}

/** The worst of the parts. */
export function overallTone(tones: readonly HealthTone[]): HealthTone {
  if (tones.includes('failing')) return 'failing';
  if (tones.includes('attention')) return 'attention';
  return 'healthy';
}

const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** 0.4 MB, 38 MB, 1.2 GB: megabytes until a gigabyte, then gigabytes. */
export function formatMegabytes(mb: number): string {
  if (mb >= 1024) return `${sizeFormat.format(mb / 1024)} GB`;
  return `${sizeFormat.format(mb < 10 ? mb : Math.round(mb))} MB`;
}

const msFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** 0.4 ms, 12 ms, 1,250 ms. */
export function formatMs(ms: number): string {
  return `${msFormat.format(ms < 10 ? ms : Math.round(ms))} ms`;
}
