import { Check, ShoppingBasket } from 'lucide-react';
import { toast } from '@/client/components/ui/use-toast';
import { cn } from '@/client/lib/cn';
import { useShoppingList } from '../api/use-shopping-list';
import { useTickItem } from '../api/use-tick-item';
import { PortalEmpty, PortalLoadError, PortalSkeleton } from './portal-states';

/** The current plan's list; ticks are kept on the server, so the phone in the shop and the laptop at home agree. */
export function ShoppingScreen() {
  const list = useShoppingList();
  const tick = useTickItem();
  if (list.isPending) return <PortalSkeleton cards={2} />;
  if (list.isError) return <PortalLoadError what="Your shopping list" onRetry={() => list.refetch()} />;
  const { planId, planName, groups } = list.data;
  const items = groups.flatMap((group) => group.items);
  const done = items.filter((item) => item.ticked).length;

  return (
    <div className="grid gap-5">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">Shopping list</h1>
        {planName ? (
          <p className="mt-1 text-sm text-subtle">
            {planName} ·{' '}
            <span aria-live="polite">
              {done} of {items.length} ticked off
            </span>
          </p>
        ) : null}
      </div>
      {!planId || items.length === 0 ? (
        <PortalEmpty icon={ShoppingBasket} title="Nothing to buy yet">
          Your list appears here once your dietitian shares a plan with you.
        </PortalEmpty>
      ) : (
        groups.map((group) => (
          <section
            key={group.group}
            aria-label={group.group}
            className="overflow-hidden rounded-2xl border border-border bg-white shadow-sm"
          >
            <h2 className="border-b border-muted px-4 py-2.5 text-sm font-semibold text-foreground-soft">
              {group.group}
            </h2>
            <ul className="divide-y divide-muted">
              {group.items.map((item) => (
                <li key={item.key}>
                  <label className="flex min-h-12 cursor-pointer items-center gap-3 px-4 py-2.5">
                    <input
                      type="checkbox"
                      checked={item.ticked}
                      onChange={(event) =>
                        tick.mutate(
                          { mealPlanId: planId, item: item.key, ticked: event.target.checked },
                          {
                            onError: (error) =>
                              toast({ title: 'Not saved', description: error.message, variant: 'destructive' }),
                          },
                        )
                      }
                      className="peer sr-only"
                    />
                    <span
                      aria-hidden="true"
                      className={cn(
                        'flex size-6 shrink-0 items-center justify-center rounded-md border-2 peer-focus-visible:ring-2 peer-focus-visible:ring-(--brand) peer-focus-visible:ring-offset-1',
                        item.ticked ? 'border-(--brand) bg-(--brand) text-(--on-brand)' : 'border-faint bg-white',
                      )}
                    >
                      {item.ticked ? <Check className="size-4" strokeWidth={3} /> : null}
                    </span>
                    {/* The amount under the name: "2 apples (1½ needed, about 275 g)" does not fit beside it on a phone. */}
                    <span className="min-w-0 flex-1">
                      <span
                        className={cn(
                          'block text-sm font-medium',
                          item.ticked ? 'text-muted-foreground line-through' : 'text-foreground',
                        )}
                      >
                        {item.name}
                      </span>
                      <span
                        className={cn(
                          'block text-xs tabular-nums',
                          item.ticked ? 'text-muted-foreground' : 'text-subtle',
                        )}
                      >
                        {item.amount}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
