import { Link } from 'wouter';
import { CalendarPlus, Mail, Pencil, Trash2 } from 'lucide-react';
import { clientAllergyName } from '@/shared/nutrition/client-allergies';
import type { ClientSummary } from '@/shared/schemas/clients';
import { elapsedYears, localToday } from '@/shared/clients/age';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { ClientAvatar } from './client-avatar';
import { LimitedBadgeList } from './limited-badge-list';
import { useFormats } from '@/client/lib/use-formats';

type ClientCardProps = {
  client: ClientSummary;
  onEdit: (client: ClientSummary) => void;
  onDelete: (client: ClientSummary) => void;
  deleting?: boolean;
};

/**
 * One client in the grid. The name is the link to the profile and stretches over the whole card,
 * so the card is one big click target while Edit and Delete stay separate buttons above it.
 */
export function ClientCard({ client, onEdit, onDelete, deleting = false }: ClientCardProps) {
  const formats = useFormats();
  const fullName = `${client.firstName} ${client.lastName}`;
  return (
    <Card className="group relative flex h-full flex-col p-5 transition-all has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-raised">
      <div className="flex items-start gap-3">
        <ClientAvatar client={client} size="md" />
        <div className="min-w-0 flex-1 pt-0.5">
          <h2 className="text-base leading-snug font-semibold break-words text-foreground">
            <Link
              href={`/clients/${client.id}`}
              className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] group-hover:text-brand-700"
            >
              {fullName}
            </Link>
          </h2>
          {client.email ? (
            <p className="mt-0.5 flex items-center gap-1.5 truncate text-sm text-muted-foreground">
              <Mail aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{client.email}</span>
            </p>
          ) : null}
          {client.dateOfBirth ? (
            <p className="mt-0.5 text-sm text-subtle">{`${elapsedYears(client.dateOfBirth, localToday())} years`}</p>
          ) : null}
        </div>
      </div>

      <div className="flex-1">
        {client.healthGoals ? (
          <p className="mt-4 line-clamp-2 text-sm leading-relaxed text-body">{client.healthGoals}</p>
        ) : (
          <p className="mt-4 text-sm text-muted-foreground italic">No health goals recorded</p>
        )}

        {client.dietaryRestrictions.length > 0 || client.allergies.length > 0 ? (
          <div className="mt-4 grid gap-2">
            <LimitedBadgeList label="Dietary restrictions" items={client.dietaryRestrictions} variant="default" />
            <LimitedBadgeList label="Allergies" items={client.allergies.map(clientAllergyName)} variant="destructive" />
          </div>
        ) : null}
      </div>

      <div className="mt-4 flex items-center justify-between gap-2 border-t border-border pt-3">
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <CalendarPlus aria-hidden="true" className="size-3.5" />
          {`Added ${formats.date(client.createdAt)}`}
        </p>
        {/* relative z-10 lifts the buttons above the stretched link, so they get their own clicks. */}
        <div className="relative z-10 -my-1 -mr-2 flex shrink-0">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Edit ${fullName}`}
            onClick={() => onEdit(client)}
            className="text-muted-foreground hover:text-foreground"
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Delete ${fullName}`}
            onClick={() => onDelete(client)}
            disabled={deleting}
            className="text-muted-foreground hover:bg-danger-50 hover:text-danger-700"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </Card>
  );
}
