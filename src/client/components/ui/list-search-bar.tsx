import { Search } from 'lucide-react';
import { Input } from './input';

type ListSearchBarProps = {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
  /** e.g. '3 of 12 clients'; announced politely as the search narrows */
  count: string;
};

/** The search box and result count above a card grid (clients, recipes, meal plans). */
export function ListSearchBar({ value, onChange, placeholder, label, count }: ListSearchBarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="relative w-full sm:max-w-sm">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-faint"
        />
        <Input
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          aria-label={label}
          className="pl-9"
        />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {count}
      </p>
    </div>
  );
}
