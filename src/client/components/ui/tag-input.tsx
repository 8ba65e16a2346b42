import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { cn } from '@/client/lib/cn';

type TagInputProps = {
  id?: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  onBlur?: () => void;
  /** Common entries offered as one-tap chips under the box (those already added are hidden). */
  suggestions?: readonly string[];
  placeholder?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

function withTags(current: readonly string[], candidates: readonly string[]): string[] {
  const next = [...current];
  for (const raw of candidates) {
    const tag = raw.trim();
    // Case-insensitive, as the server de-duplicates: "vegan" next to "Vegan" would vanish on save anyway.
    if (tag && !next.some((existing) => existing.toLowerCase() === tag.toLowerCase())) next.push(tag);
  }
  return next;
}

/**
 * A list of short labels typed into one box: Enter or a comma adds what was typed, Backspace in an
 * empty box removes the last one, and leaving the box keeps a half-typed entry rather than losing it.
 */
export function TagInput({ id, value, onChange, onBlur, suggestions = [], placeholder, ...aria }: TagInputProps) {
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  const commit = (candidates: readonly string[]) => {
    const next = withTags(value, candidates);
    if (next.length !== value.length) onChange(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    // A pasted "Peanut, Egg, Soy" becomes three entries; whatever follows the last comma stays in the box.
    if (text.includes(',')) {
      const parts = text.split(',');
      commit(parts.slice(0, -1));
      setDraft(parts.at(-1) ?? '');
      return;
    }
    setDraft(text);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter inside a form would submit it; here it only means "add this entry".
      event.preventDefault();
      commit([draft]);
      setDraft('');
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      event.preventDefault();
      onChange(value.slice(0, -1));
    }
  };

  const remove = (tag: string) => {
    onChange(value.filter((existing) => existing !== tag));
    inputRef.current?.focus();
  };

  const query = draft.trim().toLowerCase();
  const offered = suggestions.filter(
    (suggestion) =>
      !value.some((tag) => tag.toLowerCase() === suggestion.toLowerCase()) &&
      (query === '' || suggestion.toLowerCase().includes(query)),
  );

  return (
    <div className="grid gap-2">
      <div
        // A click on the box's padding puts the cursor in the text field, as with a normal input.
        onClick={(event) => {
          if (event.target === event.currentTarget) inputRef.current?.focus();
        }}
        className={cn(
          'flex min-h-10 w-full cursor-text flex-wrap items-center gap-1.5 rounded-lg border border-input bg-surface px-2 py-1.5 shadow-xs transition-colors',
          'focus-within:border-primary focus-within:ring-3 focus-within:ring-ring/25',
          aria['aria-invalid'] && 'border-destructive focus-within:ring-destructive/20',
        )}
      >
        {value.map((tag) => (
          <span
            key={tag}
            className="inline-flex max-w-full items-center gap-1 rounded-md bg-brand-50 py-0.5 pr-0.5 pl-2 text-xs font-medium text-brand-800 ring-1 ring-brand-100"
          >
            <span className="truncate">{tag}</span>
            <button
              type="button"
              onClick={() => remove(tag)}
              aria-label={`Remove ${tag}`}
              className="inline-flex size-5 cursor-pointer items-center justify-center rounded text-brand-700 transition-colors hover:bg-brand-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X aria-hidden="true" className="size-3" />
            </button>
          </span>
        ))}
        <input
          ref={inputRef}
          id={id}
          value={draft}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onBlur={() => {
            commit([draft]);
            setDraft('');
            onBlur?.();
          }}
          placeholder={value.length === 0 ? placeholder : undefined}
          enterKeyHint="done"
          autoComplete="off"
          className="h-7 min-w-32 flex-1 bg-transparent px-1 text-sm text-foreground outline-none placeholder:text-faint"
          {...aria}
        />
      </div>
      {offered.length > 0 ? (
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-xs text-muted-foreground">Common:</span>
          {offered.map((suggestion) => (
            <button
              key={suggestion}
              type="button"
              // Keep focus in the box so a blur does not commit the half-typed filter text as an entry.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                commit([suggestion]);
                setDraft('');
              }}
              aria-label={`Add ${suggestion}`}
              className={cn(
                'inline-flex h-6 cursor-pointer items-center gap-0.5 rounded-full border border-dashed border-input px-2 text-xs text-subtle',
                'transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              )}
            >
              <Plus aria-hidden="true" className="size-3" />
              {suggestion}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
