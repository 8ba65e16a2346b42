import { ArrowRight, LoaderCircle, TriangleAlert } from 'lucide-react';
import type { ClientDetail } from '@/shared/schemas/clients';
import { clientAllergyName } from '@/shared/nutrition/client-allergies';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { useConfirmClientAllergies } from '../api/use-confirm-client-allergies';
import { useFormats } from '@/client/lib/use-formats';

/**
 * Allergies typed as free text before the allergen list existed were converted on the safe side ("nuts" became
 * tree nuts and peanuts). Until the practitioner says they are right, or edits them, the profile asks.
 */
export function AllergiesReviewBanner({ client, onEdit }: { client: ClientDetail; onEdit: () => void }) {
  const formats = useFormats();
  const confirm = useConfirmClientAllergies();
  const review = client.allergiesReview;
  if (!review) return null;
  return (
    <section
      aria-labelledby="allergies-review-title"
      className="rounded-xl border border-warning-300 bg-warning-50 p-4 text-warning-950 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning-600" />
        <div className="min-w-0 flex-1">
          <h2 id="allergies-review-title" className="font-semibold">
            {`Allergies were converted from free text on ${formats.date(review.convertedAt)}: please check them`}
          </h2>
          <p className="mt-1 text-sm text-warning-900">
            Each entry now screens recipes against the allergen table. Where the words were broad, every allergen they
            could mean was chosen.
          </p>
          <ul aria-label="Converted allergies" className="mt-3 grid gap-1.5 text-sm">
            {review.entries.map((entry) => (
              <li key={entry.from} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="rounded bg-white/70 px-1.5 py-0.5 font-medium ring-1 ring-warning-200">{`“${entry.from}”`}</span>
                {/* The arrow moves with what it points to when a narrow screen wraps the line. */}
                <span className="inline-flex items-center gap-2">
                  <ArrowRight aria-label="became" className="size-3.5 shrink-0 text-warning-700" />
                  <span>{entry.to.map(clientAllergyName).join(', ')}</span>
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={confirm.isPending}
              onClick={() =>
                confirm.mutate(client.id, {
                  onSuccess: () =>
                    toast({
                      title: 'Allergies confirmed',
                      description: `${client.firstName}'s allergies are marked as checked.`,
                    }),
                  onError: (error) =>
                    toast({
                      variant: 'destructive',
                      title: 'Could not confirm the allergies',
                      description: error.message,
                    }),
                })
              }
            >
              {confirm.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              Looks right
            </Button>
            <Button size="sm" variant="outline" onClick={onEdit}>
              Edit allergies
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
