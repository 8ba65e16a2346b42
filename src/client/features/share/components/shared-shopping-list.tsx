import { useCallback, useEffect, useId, useState } from 'react';
import type { ShoppingList } from '@/shared/schemas/meal-plans';
import { cn } from '@/client/lib/cn';

function storageKey(token: string) {
  return `platewise:shopping-list:${token}`;
}

/**
 * What has been ticked off, remembered on this device for this link: a list half-done in the shop
 * is still half-done when the page is opened again.
 */
function useTickedItems(token: string) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => {
    try {
      const saved: unknown = JSON.parse(window.localStorage.getItem(storageKey(token)) ?? '[]');
      return new Set(Array.isArray(saved) ? saved.filter((item): item is string => typeof item === 'string') : []);
    } catch {
      return new Set();
    }
  });

  useEffect(() => {
    try {
      if (ticked.size === 0) window.localStorage.removeItem(storageKey(token));
      else window.localStorage.setItem(storageKey(token), JSON.stringify([...ticked]));
    } catch {
      // storage switched off or full: ticks last for this visit only
    }
  }, [ticked, token]);

  const toggle = useCallback((key: string) => {
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);

  return { ticked, toggle };
}

/** Everything to buy for the whole plan, grouped by aisle, with a box to tick per item. */
export function SharedShoppingList({ list, token }: { list: ShoppingList; token: string }) {
  const { ticked, toggle } = useTickedItems(token);
  const idPrefix = useId();

  return (
    <div className="columns-1 gap-4 sm:columns-2 print:columns-2">
      {list.map((group, groupIndex) => {
        const headingId = `${idPrefix}-group-${groupIndex}`;
        return (
          <section
            key={group.group}
            aria-labelledby={headingId}
            data-print-keep-together=""
            className="mb-4 break-inside-avoid rounded-xl border border-border bg-surface p-4 shadow-card print:rounded-none print:border-faint"
          >
            <h3 id={headingId} className="text-sm font-semibold text-foreground">
              {group.group}
            </h3>
            <ul className="mt-2 grid gap-0.5">
              {group.items.map((item, itemIndex) => {
                const key = `${group.group}::${item.name}`;
                const checked = ticked.has(key);
                const inputId = `${idPrefix}-${groupIndex}-${itemIndex}`;
                return (
                  <li key={key}>
                    <label
                      htmlFor={inputId}
                      className="-mx-2 flex cursor-pointer items-start gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-background"
                    >
                      <input
                        id={inputId}
                        type="checkbox"
                        checked={checked}
                        onChange={() => toggle(key)}
                        className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-input accent-(--brand)"
                      />
                      <span
                        className={cn(
                          'min-w-0 flex-1 break-words',
                          checked ? 'text-faint line-through' : 'text-foreground-soft',
                        )}
                      >
                        {item.name}
                      </span>
                      {item.amount ? (
                        // Amounts now carry their weight ('2 bananas (1½ needed, about 175 g)'): they wrap, never squeeze the name.
                        <span
                          className={cn('max-w-[55%] text-right tabular-nums', checked ? 'text-faint' : 'text-subtle')}
                        >
                          {item.amount}
                        </span>
                      ) : null}
                    </label>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
