import { useId } from 'react';
import {
  Clock,
  Database,
  Gauge,
  Hourglass,
  LockKeyhole,
  Mail,
  MailWarning,
  Network,
  Save,
  ShieldAlert,
  TriangleAlert,
  Wheat,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useFormats } from '@/client/lib/use-formats';
import { isAccessError } from '../lib/access-error';
import { AdminAccessDenied, AdminLoadError } from './admin-screen-states';
import { securityFacts, serviceFacts, type SettingFact } from '../lib/settings-facts';
import { useAdminSettings } from '../api/use-admin-settings';

const securityIcons: readonly LucideIcon[] = [Clock, Hourglass, ShieldAlert, LockKeyhole, Gauge];
const serviceIcons: readonly LucideIcon[] = [Database, Wheat, Mail, MailWarning, Network];

/** The values in force, read-only: the server reads them from its environment when it starts. */
export function SettingsOverview() {
  const settings = useAdminSettings();
  const f = useFormats();
  const saveHintId = useId();

  if (settings.isError && isAccessError(settings.error)) {
    return <AdminAccessDenied description="You don't have permission to view the platform settings." />;
  }
  if (settings.isError && !settings.data) {
    return (
      <AdminLoadError
        message="Unable to load settings. Please try again later."
        onRetry={() => void settings.refetch()}
      />
    );
  }

  return (
    <div className="grid gap-5 sm:gap-6">
      <div
        role="note"
        className="flex items-start gap-3 rounded-xl border border-warning-200 bg-warning-50 px-4 py-3.5 text-sm text-warning-900"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning-600" />
        <div>
          <p className="font-semibold">Read-only settings</p>
          <p className="mt-0.5 leading-relaxed">
            These are the values the server is running with. They are set by environment variables when it starts (see
            Configuration in the README); change them there and restart the server.
          </p>
        </div>
      </div>

      <FactsCard
        title="Sign-in security"
        description="Session and lock-out rules that apply to every account."
        facts={settings.data ? securityFacts(settings.data, f) : null}
        icons={securityIcons}
      />
      <FactsCard
        title="Services"
        description="Where data is kept and which outside services are switched on."
        facts={settings.data ? serviceFacts(settings.data, f) : null}
        icons={serviceIcons}
      />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <p id={saveHintId} className="text-sm text-muted-foreground">
          Saving from here is not available; the server's environment decides.
        </p>
        <Button disabled aria-describedby={saveHintId}>
          <Save aria-hidden="true" />
          Save Changes
        </Button>
      </div>
    </div>
  );
}

function FactsCard({
  title,
  description,
  facts,
  icons,
}: {
  title: string;
  description: string;
  facts: SettingFact[] | null;
  icons: readonly LucideIcon[];
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4 p-4 pb-0 sm:p-6 sm:pb-0">
        <div className="grid gap-1.5">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <Badge variant="secondary">Read-only</Badge>
      </CardHeader>
      <CardContent className="p-4 sm:p-6">
        {facts ? (
          <ul className="divide-y divide-border rounded-lg border border-border">
            {facts.map(({ label, value, explanation, envVars }, index) => {
              const Icon = icons[index] ?? Clock;
              return (
                <li key={label} className="flex items-start gap-4 p-4">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                    <Icon aria-hidden="true" className="size-4" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-semibold text-foreground">{`${label}: ${value}`}</p>
                    <p className="mt-1 text-sm text-muted-foreground">{explanation}</p>
                  </div>
                  <span className="hidden shrink-0 flex-col items-end gap-1 pt-0.5 sm:flex">
                    {envVars.length > 0 ? (
                      envVars.map((name) => (
                        <code key={name} className="rounded-md bg-muted px-1.5 py-0.5 font-mono text-xs text-body">
                          {name}
                        </code>
                      ))
                    ) : (
                      <span className="text-xs text-muted-foreground">Fixed</span>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        ) : (
          <div role="status" className="divide-y divide-border rounded-lg border border-border">
            <span className="sr-only">Loading settings…</span>
            {icons.map((_, index) => (
              <div key={index} className="flex items-start gap-4 p-4">
                <Skeleton className="size-9 rounded-lg" />
                <div className="flex-1 space-y-2 pt-1">
                  <Skeleton className="h-3.5 w-48" />
                  <Skeleton className="h-3 w-72 max-w-full" />
                </div>
              </div>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
