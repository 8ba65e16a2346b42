import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { SearchX, X } from 'lucide-react';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { ListSearchBar } from './list-search-bar';
import { ShowMore, useProgressiveList } from './progressive-list';

type SearchableCardListProps<T> = {
  items: readonly T[];
  /** whether an item answers the search as typed (empty: every item does) */
  matches: (item: T, query: string) => boolean;
  keyOf: (item: T) => string;
  /** the card of one item */
  children: (item: T) => ReactNode;
  searchLabel: string;
  searchPlaceholder: string;
  /** the count beside the box: every item while nothing is searched, else how many of them match */
  countOf: (shown: number, total: number, searching: boolean) => string;
  /** the empty state when nothing matches: its title, and what it says of the search */
  noMatch: { title: string; description: (searched: string) => string };
  /** the items' plural for "Show more", e.g. "clients" */
  what: string;
  /** filters or tabs between the search and the cards */
  filters?: ReactNode;
  /** the list starts again from its first page when this changes (a tab, a filter) */
  resetKey?: unknown;
};

/**
 * A searchable grid of cards (clients, meal plans, recipes, reports): the box follows every key at once while the
 * grid may lag a frame behind on a list of thousands, the count says how many match, the cards come a page at a time,
 * and a search that matches nothing says so with a way to clear it.
 */
export function SearchableCardList<T>({
  items,
  matches,
  keyOf,
  children,
  searchLabel,
  searchPlaceholder,
  countOf,
  noMatch,
  what,
  filters,
  resetKey,
}: SearchableCardListProps<T>) {
  const [query, setQuery] = useState('');
  const searched = useDeferredValue(query);
  const shown = useMemo(() => items.filter((item) => matches(item, searched)), [items, matches, searched]);
  const page = useProgressiveList(shown, `${String(resetKey ?? '')} ${searched}`);
  return (
    <>
      <ListSearchBar
        value={query}
        onChange={setQuery}
        placeholder={searchPlaceholder}
        label={searchLabel}
        count={countOf(shown.length, items.length, Boolean(searched.trim()))}
      />
      {filters}
      {shown.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={noMatch.title}
          description={noMatch.description(searched.trim())}
          action={
            <Button variant="outline" onClick={() => setQuery('')}>
              <X aria-hidden="true" />
              Clear search
            </Button>
          }
        />
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {page.visible.map((item) => (
              <li key={keyOf(item)}>{children(item)}</li>
            ))}
          </ul>
          <ShowMore remaining={page.remaining} onMore={page.showMore} what={what} />
        </>
      )}
    </>
  );
}
