import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, Cake, FileArchive, Mail, Pencil, Phone, StickyNote } from 'lucide-react';
import type { ClientDetail } from '@/shared/schemas/clients';
import { calendarAge, localToday } from '@/shared/clients/age';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { usePageTitle } from '@/client/lib/use-page-title';
import { useExportClientRecord } from '../api/use-export-client-record';
import { AllergiesReviewBanner } from './allergies-review-banner';
import { ArchiveClientButton, ArchivedClientBanner } from './client-archive-controls';
import { ClientAvatar } from './client-avatar';
import { ClientMealPlansCard } from './client-meal-plans-card';
import { ClientPortalCard } from './client-portal-card';
import { ClientReportsCard } from './client-reports-card';
import { EnergyNeedsCard } from './energy-needs-card';
import { GoalsRestrictionsCard } from './goals-restrictions-card';
import { HealthFitnessCard } from './health-fitness-card';
import { ProfileCard } from './profile-card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useFormats } from '@/client/lib/use-formats';

// The charts are a screen of their own weight: they load after the profile has shown.
const ClientProgressCard = lazy(() => import('./client-progress-card'));
const ClientIntakeCard = lazy(() => import('./client-intake-card'));

function BackToClients() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 text-subtle">
      <Link href="/clients">
        <ArrowLeft aria-hidden="true" />
        Back to Clients
      </Link>
    </Button>
  );
}

/** One client at a glance: who they are, what their body and diet need, and the work done for them. */
export function ClientProfile({ client, onEdit }: { client: ClientDetail; onEdit: () => void }) {
  const formats = useFormats();
  const fullName = `${client.firstName} ${client.lastName}`;
  usePageTitle(fullName);
  const { exportRecord, exporting } = useExportClientRecord();

  return (
    <div className="grid grid-cols-1 gap-5 sm:gap-6">
      <div>
        <BackToClients />
      </div>

      <Card className="relative overflow-hidden p-5 sm:p-7">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 h-1.5 bg-linear-to-r from-brand-400 via-brand-500 to-teal-500"
        />
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <ClientAvatar client={client} size="lg" />
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-semibold tracking-tight break-words text-foreground sm:text-3xl">
              {fullName}
            </h1>
            <ul className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-1.5 text-sm text-subtle">
              {client.dateOfBirth ? (
                <li className="font-medium text-foreground-soft">{`${calendarAge(client.dateOfBirth, localToday())} years`}</li>
              ) : null}
              {client.email ? (
                <li className="flex min-w-0 items-center gap-1.5">
                  <Mail aria-hidden="true" className="size-4 shrink-0 text-faint" />
                  <a href={`mailto:${client.email}`} className="truncate hover:text-brand-700 hover:underline">
                    {client.email}
                  </a>
                </li>
              ) : null}
              {client.phone ? (
                <li className="flex items-center gap-1.5">
                  <Phone aria-hidden="true" className="size-4 shrink-0 text-faint" />
                  <a href={`tel:${client.phone}`} className="hover:text-brand-700 hover:underline">
                    {client.phone}
                  </a>
                </li>
              ) : null}
              {client.dateOfBirth ? (
                <li className="flex items-center gap-1.5">
                  <Cake aria-hidden="true" className="size-4 shrink-0 text-faint" />
                  {`Born ${formats.calendarDate(client.dateOfBirth)}`}
                </li>
              ) : null}
            </ul>
            <p className="mt-2 text-xs text-muted-foreground">{`Client since ${formats.date(client.createdAt)}`}</p>
          </div>
          <div className="flex flex-wrap gap-2 self-start sm:flex-col sm:self-center">
            <Button onClick={onEdit}>
              <Pencil aria-hidden="true" />
              Edit Profile
            </Button>
            <Button variant="outline" onClick={() => void exportRecord(client.id)} disabled={exporting}>
              <FileArchive aria-hidden="true" />
              {exporting ? 'Exporting…' : 'Export record'}
            </Button>
            <ArchiveClientButton client={client} />
          </div>
        </div>
      </Card>

      <ArchivedClientBanner client={client} />

      <AllergiesReviewBanner client={client} onEdit={onEdit} />

      {/* Two columns from 1024 px. On a phone the column wrappers dissolve (display: contents) and the cards are
          re-ordered so allergies and measurements come before progress, the portal and plan history. */}
      <div className="grid grid-cols-1 items-start gap-5 sm:gap-6 lg:grid-cols-3">
        <div className="contents lg:col-span-2 lg:grid lg:min-w-0 lg:grid-cols-1 lg:gap-6">
          <GoalsRestrictionsCard client={client} />
          <div className="order-4 min-w-0 lg:order-none">
            <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" />}>
              <ClientProgressCard client={client} />
            </Suspense>
          </div>
          <div className="order-4 min-w-0 lg:order-none">
            <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" />}>
              <ClientIntakeCard client={client} />
            </Suspense>
          </div>
          {client.notes ? (
            <ProfileCard title="Notes" icon={StickyNote} className="order-6 lg:order-none">
              {/* Line breaks are part of how practitioners write notes; keep them. */}
              <p className="text-sm leading-relaxed whitespace-pre-line text-foreground-soft">{client.notes}</p>
            </ProfileCard>
          ) : null}
          <div className="order-7 min-w-0 lg:order-none">
            <ClientMealPlansCard mealPlans={client.mealPlans} />
          </div>
          <div className="order-8 min-w-0 lg:order-none">
            <ClientReportsCard clientId={client.id} reports={client.reports} />
          </div>
        </div>
        <div className="contents lg:grid lg:min-w-0 lg:grid-cols-1 lg:gap-6">
          <div className="order-2 min-w-0 lg:order-none">
            <HealthFitnessCard client={client} />
          </div>
          <div className="order-3 min-w-0 lg:order-none">
            <EnergyNeedsCard client={client} onEdit={onEdit} />
          </div>
          <div className="order-5 min-w-0 lg:order-none">
            <ClientPortalCard client={client} />
          </div>
        </div>
      </div>
    </div>
  );
}
