import { useId } from 'react';
import { Check } from 'lucide-react';
import { allergenLabels, allergens, type Allergen } from '@/shared/nutrition/allergens';
import { describeClientAllergy, isAllergenId } from '@/shared/nutrition/client-allergies';
import { TagInput } from '@/client/components/ui/tag-input';
import { cn } from '@/client/lib/cn';

type AllergiesFieldProps = {
  value: readonly string[];
  onChange: (next: string[]) => void;
  onBlur?: () => void;
  error?: string;
};

/** "Tree nuts" typed under Other is the list's tree nuts: stored as the id, so it is checked against foods. */
function asAllergen(words: string): Allergen | null {
  const term = words.trim().toLowerCase();
  if (isAllergenId(term)) return term;
  return allergens.find((allergen) => allergenLabels[allergen].toLowerCase() === term) ?? null;
}

/**
 * Allergies and intolerances: the allergens of the list as checkboxes (stored as their ids, checked against every
 * food), and anything else as the practitioner's own words, screened by name only.
 */
export function AllergiesField({ value, onChange, onBlur, error }: AllergiesFieldProps) {
  const id = useId();
  const chosen = new Set(value.filter(isAllergenId));
  const others = value.filter((entry) => !isAllergenId(entry));

  const toggle = (allergen: Allergen, on: boolean) => {
    const ids = allergens.filter((each) => (each === allergen ? on : chosen.has(each)));
    onChange([...ids, ...others]);
  };
  const setOthers = (next: string[]) => {
    const ids = new Set(chosen);
    const words: string[] = [];
    for (const entry of next) {
      const allergen = asAllergen(entry);
      if (allergen) ids.add(allergen);
      else words.push(entry);
    }
    onChange([...allergens.filter((each) => ids.has(each)), ...words]);
  };

  const described = others.map(describeClientAllergy);
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm leading-none font-medium text-body">Allergies and intolerances</legend>
      <ul className="flex flex-wrap gap-1.5" aria-label="Allergen list">
        {allergens.map((allergen) => {
          const on = chosen.has(allergen);
          return (
            <li key={allergen}>
              <label
                className={cn(
                  'relative inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm transition-colors select-none',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  on
                    ? 'border-danger-300 bg-danger-50 font-medium text-danger-800'
                    : 'border-border bg-surface text-body hover:border-input hover:bg-background',
                )}
              >
                {/* A real checkbox covering the chip: clicked, tapped and announced as one. */}
                <input
                  type="checkbox"
                  className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full outline-none"
                  checked={on}
                  onChange={(event) => toggle(allergen, event.target.checked)}
                  onBlur={onBlur}
                />
                {on ? <Check aria-hidden="true" className="size-3.5" /> : null}
                {allergenLabels[allergen]}
              </label>
            </li>
          );
        })}
      </ul>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-other`} className="text-sm leading-none font-medium text-body">
          Other
        </label>
        <TagInput
          id={`${id}-other`}
          value={others}
          onChange={setOthers}
          onBlur={onBlur}
          placeholder="e.g. kiwi, strawberries"
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-other-hint`}
        />
        <div id={`${id}-other-hint`} className="grid gap-0.5 text-[0.8rem] text-muted-foreground">
          {described.length === 0 ? <p>Anything not in the list. Press Enter or a comma after each one.</p> : null}
          {described.map((allergy) =>
            allergy.kind === 'words' ? (
              <p key={allergy.entry}>
                {allergy.screenedAs.length
                  ? `${allergy.entry}: screened as ${allergy.screenedAs.map((each) => allergenLabels[each].toLowerCase()).join(', ')}`
                  : `${allergy.entry}: matched by name in recipes, not checked against foods`}
              </p>
            ) : null,
          )}
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-[0.8rem] font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
