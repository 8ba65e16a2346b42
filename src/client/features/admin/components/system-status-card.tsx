import { useFormats } from '@/client/lib/use-formats';
import type { ReactNode } from 'react';
import { Cpu, Database, HardDrive, MailOpen, Server, type LucideIcon } from 'lucide-react';
import type { AdminHealth } from '@/shared/schemas/admin';
import { Skeleton } from '@/client/components/ui/skeleton';
import { DashboardPanel, relativeTime } from '@/client/features/dashboard';
import { cn } from '@/client/lib/cn';
import {
  apiTone,
  dbTone,
  formatMegabytes,
  formatMs,
  healthToneClasses,
  healthToneLabels,
  jobsTone,
  overallTone,
  storageTone,
  type HealthTone,
} from '../lib/health-status';

type SystemStatusCardProps = {
  health: AdminHealth | undefined;
  /** The check could not be made and there is nothing earlier to show. */
  failed: boolean;
  now?: Date;
};

/** Is it all working? Database, API, the e-mail queue and storage, each with a traffic light. */
export function SystemStatusCard({ health, failed, now = new Date() }: SystemStatusCardProps) {
  const formats = useFormats();
  const tones = health
    ? [dbTone(health.db), apiTone(health.api), jobsTone(health.jobs), storageTone(health.storage)]
    : [];
  const overall = health ? overallTone(tones) : null;

  return (
    <DashboardPanel
      title="System Status"
      description="Live checks, refreshed every 30 seconds."
      icon={Server}
      aside={overall ? <OverallStatus tone={overall} /> : null}
    >
      {health ? (
        <>
          <ul className="-my-1 divide-y divide-border">
            <StatusRow icon={Database} name="Database" tone={tones[0]}>
              {`${tones[0] === 'failing' ? 'Not responding' : `${formatMs(health.db.latencyMs)} round trip`} · ${
                health.db.kind === 'pglite' ? 'Embedded PGlite' : 'PostgreSQL'
              }`}
            </StatusRow>
            <StatusRow icon={Cpu} name="API" tone={tones[1]}>
              {health.api.sampledRequests > 0
                ? `${formatMs(health.api.latencyMs)} median · p95 ${formatMs(health.api.p95Ms)} · ${formats.count(health.api.sampledRequests, 'recent request')}`
                : 'No requests measured yet'}
            </StatusRow>
            <StatusRow icon={MailOpen} name="Jobs" tone={tones[2]}>
              {`E-mail queue: ${health.jobs.queueDepth} waiting · ${health.jobs.overdue} overdue · ${health.jobs.failedLast24h} failed in 24 h`}
            </StatusRow>
            <StatusRow icon={HardDrive} name="Storage" tone={tones[3]}>
              <StorageUse storage={health.storage} />
            </StatusRow>
          </ul>
          <p className="mt-4 border-t border-border pt-3 text-xs text-muted-foreground">
            {'Checked '}
            <time dateTime={health.checkedAt} title={formats.date(health.checkedAt)}>
              {relativeTime(health.checkedAt, now)}
            </time>
          </p>
        </>
      ) : failed ? (
        <p role="alert" className="py-6 text-center text-sm text-destructive">
          Unable to load dashboard data. Please try again later.
        </p>
      ) : (
        <StatusSkeleton />
      )}
    </DashboardPanel>
  );
}

function ToneLabel({ tone, className }: { tone: HealthTone; className?: string }) {
  const { dot, text } = healthToneClasses[tone];
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-xs font-medium', text, className)} data-tone={tone}>
      <span aria-hidden="true" className={cn('size-2 rounded-full', dot)} />
      {healthToneLabels[tone]}
    </span>
  );
}

function OverallStatus({ tone }: { tone: HealthTone }) {
  const text = { healthy: 'All systems healthy', attention: 'Needs attention', failing: 'Problem detected' }[tone];
  const { dot, text: color, pill } = healthToneClasses[tone];
  return (
    <span
      className={cn(
        'hidden shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium ring-1 sm:inline-flex',
        pill,
        color,
      )}
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full', dot)} />
      {text}
    </span>
  );
}

function StatusRow({
  icon: Icon,
  name,
  tone,
  children,
}: {
  icon: LucideIcon;
  name: string;
  tone: HealthTone;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3 py-3">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-muted text-subtle">
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm font-semibold text-foreground">{name}</p>
          <ToneLabel tone={tone} />
        </div>
        <div className="mt-0.5 text-sm text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

function StorageUse({ storage }: { storage: AdminHealth['storage'] }) {
  const total = storage.totalMB;
  if (total === null || total <= 0) return <p>{`${formatMegabytes(storage.usedMB)} used`}</p>;
  const share = (mb: number) => Math.min(100, Math.max(0, (mb / total) * 100));
  const ours = share(storage.usedMB);
  // Everything else on the disk, when the server knows how much is free.
  const others = storage.availableMB === null ? null : Math.max(0, share(total - storage.availableMB) - ours);
  return (
    <>
      <p>
        {`${formatMegabytes(storage.usedMB)} used of ${formatMegabytes(total)}`}
        {storage.availableMB !== null ? ` · ${formatMegabytes(storage.availableMB)} free` : null}
      </p>
      <div
        role="progressbar"
        aria-label="Disk space used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(ours + (others ?? 0))}
        aria-valuetext={`Platewise ${formatMegabytes(storage.usedMB)}${
          storage.availableMB !== null ? `, ${formatMegabytes(storage.availableMB)} free` : ''
        } of ${formatMegabytes(total)}`}
        className="mt-2 flex h-2 overflow-hidden rounded-full bg-muted"
      >
        {/* Platewise's own share gets at least a sliver, so it is visible next to a big disk. */}
        <div className="h-full min-w-1 bg-brand-500" style={{ width: `${ours}%` }} />
        {others !== null ? <div className="h-full bg-input" style={{ width: `${others}%` }} /> : null}
      </div>
      {others !== null ? (
        <p aria-hidden="true" className="mt-1.5 flex flex-wrap gap-x-3 gap-y-0.5 text-xs">
          <span className="inline-flex items-center gap-1.5">
            <span className="size-2 rounded-full bg-brand-500" />
            Platewise
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="size-2 rounded-full bg-input" />
            Other files
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="size-2 rounded-full bg-muted ring-1 ring-input" />
            Free
          </span>
        </p>
      ) : null}
    </>
  );
}

function StatusSkeleton() {
  return (
    <div role="status" className="grid gap-4 py-1">
      <span className="sr-only">Checking system status…</span>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex items-center gap-3">
          <Skeleton className="size-8 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3.5 w-24" />
            <Skeleton className="h-3 w-3/4" />
          </div>
        </div>
      ))}
    </div>
  );
}
