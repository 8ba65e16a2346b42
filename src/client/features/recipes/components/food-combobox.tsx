import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import type { FoodSearchResult } from '@/shared/schemas/nutrition';
import { Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { cn } from '@/client/lib/cn';
import { MIN_FOOD_SEARCH_LENGTH, useFoodSearch } from '../api/use-food-search';

type FoodComboboxProps = {
  value: string;
  /** Typing: the caller unlinks the row, since the text no longer names the food that was picked. */
  onChange: (text: string) => void;
  onPick: (food: FoodSearchResult) => void;
  onBlur?: () => void;
  /** Enter with no list open, e.g. to move on to the amount instead of submitting the whole form. */
  onEnter?: () => void;
  /** A row already tied to a food does not search until its name is edited. */
  linked: boolean;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  'aria-label': string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * A text box that suggests USDA foods as one types (the ARIA 1.2 combobox pattern): arrows move
 * through the list, Enter or a click picks, Escape closes it. Focus never leaves the box, so typing
 * can go on at any moment; the highlighted option is announced through aria-activedescendant.
 */
export function FoodCombobox({
  value,
  onChange,
  onPick,
  onBlur,
  onEnter,
  linked,
  inputRef,
  placeholder,
  ...aria
}: FoodComboboxProps) {
  const listboxId = useId();
  // Opens on typing, not on focus: tabbing through a saved recipe should not pop lists open.
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listboxRef = useRef<HTMLUListElement>(null);
  const search = useFoodSearch(value, { enabled: open && !linked });

  const typed = value.trim();
  const longEnough = typed.length >= MIN_FOOD_SEARCH_LENGTH;
  const showPopup = open && !linked && longEnough && !search.isError;
  const foods = showPopup ? (search.data ?? []) : [];
  const expanded = foods.length > 0;
  // Until the answer for what is typed now arrives, an empty list means "still looking", not "nothing".
  const waiting = search.query !== typed || search.isFetching;

  // A new list starts with nothing highlighted, so Enter never picks a food the user has not looked at.
  useEffect(() => setActive(-1), [search.data]);

  useEffect(() => {
    if (search.isError) {
      toast({ variant: 'destructive', title: 'Search failed', description: 'Unable to search nutrition database.' });
    }
    // errorUpdatedAt: once per failed search, not once per render.
  }, [search.isError, search.errorUpdatedAt]);

  // The list hangs below the box inside the dialog's scrolling body; near the bottom it would open out of sight.
  useEffect(() => {
    if (expanded) listboxRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded]);

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${listboxId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listboxId]);

  const pick = (food: FoodSearchResult) => {
    onPick(food);
    setOpen(false);
    setActive(-1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        if (!linked && longEnough) setOpen(true);
        return;
      }
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        current === -1 && step === -1 ? foods.length - 1 : (current + step + foods.length) % foods.length,
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (expanded && active >= 0) pick(foods[active]);
      else if (expanded) setOpen(false);
      else onEnter?.();
    } else if (event.key === 'Escape') {
      // The dialog ignores this Escape while the list is open (see RecipeFormDialog), so it only closes the list.
      if (showPopup) setOpen(false);
    }
  };

  return (
    <div className="relative">
      <Input
        ref={inputRef}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? `${listboxId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="next"
        value={value}
        placeholder={placeholder}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
        }}
        onKeyDown={handleKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
        className={cn(showPopup && waiting && 'pr-9')}
        {...aria}
      />
      {showPopup && waiting ? (
        <LoaderCircle
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-faint"
        />
      ) : null}

      <ul
        ref={listboxRef}
        id={listboxId}
        role="listbox"
        aria-label="Matching foods"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-y-auto overscroll-contain rounded-lg border border-border bg-surface p-1 shadow-raised"
      >
        {foods.map((food, index) => (
          <li
            key={food.fdcId}
            id={`${listboxId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keep focus in the box: a blur would close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(index)}
            onClick={() => pick(food)}
            className={cn(
              'cursor-pointer rounded-md px-2.5 py-2 text-sm leading-snug text-foreground-soft',
              index === active && 'bg-brand-50 text-brand-900',
            )}
          >
            {food.description}
            {food.ownFood ? (
              <span className="ml-1.5 inline-block rounded-full bg-brand-100 px-1.5 py-px align-middle text-[0.7rem] font-medium text-brand-800">
                Your food
              </span>
            ) : null}
            {food.brandOwner ? (
              <span className="mt-0.5 block text-xs text-muted-foreground">{food.brandOwner}</span>
            ) : null}
            {food.setByPractice ? (
              <span className="mt-0.5 block text-xs font-medium text-info-800">Allergens set by your practice</span>
            ) : null}
            {/* Seen before picking: what this food would change for the words typed. */}
            {food.cautions?.length ? (
              <span className="mt-1 flex items-start gap-1 text-xs text-warning-800">
                <TriangleAlert aria-hidden="true" className="mt-px size-3 shrink-0" />
                <span>{food.cautions.map((caution) => caution.message).join(' ')}</span>
              </span>
            ) : null}
          </li>
        ))}
      </ul>

      {showPopup && !expanded && !waiting ? (
        <p
          role="status"
          className="absolute inset-x-0 top-full z-30 mt-1 rounded-lg border border-border bg-surface px-3 py-2.5 text-sm text-muted-foreground shadow-raised"
        >
          {`No foods match “${typed}”. Try one plain word, such as “oats”, or add a product from its label below.`}
        </p>
      ) : null}
    </div>
  );
}
