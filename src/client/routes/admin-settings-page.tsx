import { Clock, LockKeyhole, ShieldAlert, type LucideIcon } from 'lucide-react';
import { PageHeader } from '@/client/components/layout/page-header';
import { Badge } from '@/client/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';

type SecurityFact = { label: string; value: string; explanation: string; icon: LucideIcon };

// Mirrors the server's defaults; read-only here because the server is what enforces them.
const securityFacts: readonly SecurityFact[] = [
  { label: 'Session timeout', value: '24 hours', explanation: 'No session lasts longer than this; users sign in again after it.', icon: Clock },
  { label: 'Failed logins before lock', value: '5', explanation: 'Consecutive wrong passwords that lock an account.', icon: ShieldAlert },
  { label: 'Lock duration', value: '15 minutes', explanation: 'How long a locked account waits before it can sign in again.', icon: LockKeyhole },
];

export function AdminSettingsPage() {
  return (
    <>
      <PageHeader
        title="Settings"
        documentTitle="Admin Settings"
        description="Security rules that apply to every account on Platewise."
      />
      <Card>
        <CardHeader className="flex-row items-start justify-between gap-4 p-4 pb-0 sm:p-6 sm:pb-0">
          <div className="grid gap-1.5">
            <CardTitle>Sign-in security</CardTitle>
            <CardDescription>Set on the server. Editing them from here is being built.</CardDescription>
          </div>
          <Badge variant="secondary">Read-only</Badge>
        </CardHeader>
        <CardContent className="p-4 sm:p-6">
          <ul className="divide-y divide-border rounded-lg border border-border">
            {securityFacts.map(({ label, value, explanation, icon: Icon }) => (
              <li key={label} className="flex items-start gap-4 p-4">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold text-slate-900">{`${label}: ${value}`}</p>
                  <p className="mt-1 text-sm text-muted-foreground">{explanation}</p>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </>
  );
}
