import { allergenLabels as allergenNames } from '@/shared/nutrition/allergens';
import { describeReason, screenedStatusVerbs, type AllergenLabel } from '@/shared/nutrition/allergen-screening';
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/cn';

const MAX_MAY_CONTAIN = 3;

/** A label from a recipe summary carries no reasons: the card then names the allergen only. */
type BadgeLabel = Pick<AllergenLabel, 'allergen' | 'status'> & { because?: AllergenLabel['because'] };

function reasonsOf(label: BadgeLabel): string | undefined {
  return label.because?.map(describeReason).join('; ');
}

/**
 * What a recipe contains and may contain, from the allergen table: "contains" in red, "may contain" outlined,
 * each badge naming its ingredients, foods and the reason on hover. A long may-contain list folds into "+N may
 * contain". What nobody has reviewed is one grey badge of its own ("Not reviewed: 2"), never a "may contain".
 */
export function AllergenBadges({ labels, className }: { labels: BadgeLabel[] | null | undefined; className?: string }) {
  if (!labels) {
    return (
      <p className={cn('text-xs text-muted-foreground', className)}>
        Allergens not checked: this recipe's ingredients are not linked to foods.
      </p>
    );
  }
  const contains = labels.filter((label) => label.status === 'contains');
  const mayContain = labels.filter((label) => label.status === 'may contain');
  const notReviewed = labels.filter((label) => label.status === 'not reviewed');
  if (!labels.length) {
    return (
      <p className={cn('text-xs text-success-800', className)}>
        <span className="font-medium">No listed allergens</span> in its foods
      </p>
    );
  }
  const shownMay = mayContain.length > MAX_MAY_CONTAIN + 1 ? mayContain.slice(0, MAX_MAY_CONTAIN) : mayContain;
  const foldedMay = mayContain.slice(shownMay.length);
  return (
    <ul aria-label="Allergens" className={cn('flex flex-wrap gap-1.5', className)}>
      {contains.map((label) => (
        <li key={label.allergen}>
          <Badge
            variant="destructive"
            title={reasonsOf(label)}
          >{`Contains ${allergenNames[label.allergen].toLowerCase()}`}</Badge>
        </li>
      ))}
      {shownMay.map((label) => (
        <li key={label.allergen}>
          <Badge
            variant="outline"
            className="border-dashed border-warning-400 text-warning-900"
            title={reasonsOf(label)}
          >
            {`May contain ${allergenNames[label.allergen].toLowerCase()}`}
          </Badge>
        </li>
      ))}
      {foldedMay.length ? (
        <li>
          <Badge
            variant="outline"
            className="border-dashed border-warning-400 text-warning-900"
            title={foldedMay.map((label) => allergenNames[label.allergen]).join(', ')}
          >
            {`+${foldedMay.length} may contain`}
          </Badge>
        </li>
      ) : null}
      {notReviewed.length ? (
        <li>
          <Badge
            variant="outline"
            className="border-muted-foreground/40 text-subtle"
            title={`Not reviewed for ${notReviewed.map((label) => allergenNames[label.allergen].toLowerCase()).join(', ')}${
              notReviewed[0].because ? `: ${reasonsOf(notReviewed[0])}` : ''
            }`}
          >
            {`Not reviewed: ${notReviewed.length === 1 ? allergenNames[notReviewed[0].allergen].toLowerCase() : notReviewed.length}`}
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}

/** The recipe view's full account: each allergen with the ingredient and food behind it. */
export function AllergenDetails({ labels }: { labels: AllergenLabel[] | null | undefined }) {
  if (!labels) return <AllergenBadges labels={null} />;
  if (!labels.length) return <AllergenBadges labels={[]} />;
  return (
    <dl className="space-y-1.5 text-sm">
      {labels.map((label) => (
        <div key={label.allergen} className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
          <dt
            className={cn(
              'shrink-0 font-medium sm:w-48',
              label.status === 'contains'
                ? 'text-danger-800'
                : label.status === 'may contain'
                  ? 'text-warning-900'
                  : 'text-subtle',
            )}
          >
            {`${screenedStatusVerbs[label.status]} ${allergenNames[label.allergen].toLowerCase()}`}
          </dt>
          <dd className="text-body">{reasonsOf(label)}</dd>
        </div>
      ))}
    </dl>
  );
}
