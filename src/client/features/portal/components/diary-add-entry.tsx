import { useId, useState } from 'react';
import { Search } from 'lucide-react';
import type { DiaryEntryInput, PortalFoodChoice } from '@/shared/schemas/food-diary';
import type { IngredientUnit } from '@/shared/nutrition/units';
import { cn } from '@/client/lib/cn';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useDiaryFoods } from '../api/use-diary-foods';
import { useDiaryRecipes } from '../api/use-diary-recipes';
import { usePortalFormats } from '../lib/portal-formats';

type Mode = 'food' | 'recipe' | 'text';
const modes: { value: Mode; label: string }[] = [
  { value: 'food', label: 'Food' },
  { value: 'recipe', label: 'Recipe' },
  { value: 'text', label: 'Not listed' },
];
/** The household measures of the recipe editor, the ones a client reaches for first. */
const foodUnits: { unit: IngredientUnit; label: string }[] = [
  { unit: 'g', label: 'grams' },
  { unit: 'cup', label: 'cups' },
  { unit: 'tbsp', label: 'tbsp' },
  { unit: 'tsp', label: 'tsp' },
  { unit: 'piece', label: 'pieces' },
  { unit: 'ml', label: 'ml' },
  { unit: 'oz', label: 'oz' },
];

const field =
  'h-11 w-full rounded-lg border border-input bg-white px-3 text-base focus-visible:ring-2 focus-visible:ring-(--brand) focus-visible:outline-none sm:text-sm';
const primary =
  'inline-flex h-11 cursor-pointer items-center justify-center rounded-xl bg-(--brand) px-4 text-sm font-semibold text-(--on-brand) focus-visible:ring-2 focus-visible:ring-(--brand) focus-visible:ring-offset-1 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50';

/** Something other than the plan: a food from the food search in a household measure, a recipe, or free text. */
export function DiaryAddEntry({
  busy,
  onAdd,
  onCancel,
}: {
  busy: boolean;
  onAdd: (entry: DiaryEntryInput) => void;
  onCancel: () => void;
}) {
  const [mode, setMode] = useState<Mode>('food');
  return (
    <div className="grid gap-3 rounded-xl border border-border bg-white p-3">
      <div role="tablist" aria-label="What to add" className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
        {modes.map((option) => (
          <button
            key={option.value}
            type="button"
            role="tab"
            aria-selected={mode === option.value}
            onClick={() => setMode(option.value)}
            className={cn(
              'h-9 cursor-pointer rounded-md text-sm font-medium focus-visible:ring-2 focus-visible:ring-(--brand) focus-visible:outline-none',
              mode === option.value ? 'bg-white text-foreground shadow-sm' : 'text-subtle',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
      {mode === 'food' ? <FoodEntry busy={busy} onAdd={onAdd} /> : null}
      {mode === 'recipe' ? <RecipeEntry busy={busy} onAdd={onAdd} /> : null}
      {mode === 'text' ? <TextEntry busy={busy} onAdd={onAdd} /> : null}
      <button
        type="button"
        onClick={onCancel}
        className="justify-self-start text-xs font-semibold text-subtle underline underline-offset-2"
      >
        Cancel
      </button>
    </div>
  );
}

function FoodEntry({ busy, onAdd }: { busy: boolean; onAdd: (entry: DiaryEntryInput) => void }) {
  const id = useId();
  const formats = usePortalFormats();
  const [words, setWords] = useState('');
  const [food, setFood] = useState<PortalFoodChoice | null>(null);
  const [amount, setAmount] = useState('1');
  const [unit, setUnit] = useState<IngredientUnit>('cup');
  const search = useDiaryFoods(useDebouncedValue(words));
  const value = Number(amount.replace(',', '.'));
  const valid = food !== null && Number.isFinite(value) && value > 0;

  if (food)
    return (
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onAdd({ kind: 'food', fdcId: food.fdcId, amount: value, unit });
        }}
      >
        <p className="text-sm">
          <span className="font-medium text-foreground">{food.description}</span>{' '}
          <button
            type="button"
            onClick={() => setFood(null)}
            className="text-xs font-semibold text-(--brand-ink) underline underline-offset-2"
          >
            Change
          </button>
        </p>
        <div className="grid grid-cols-[5.5rem_1fr] gap-2">
          <label className="sr-only" htmlFor={`${id}-amount`}>
            Amount
          </label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            className={field}
          />
          <label className="sr-only" htmlFor={`${id}-unit`}>
            Measure
          </label>
          <select
            id={`${id}-unit`}
            value={unit}
            onChange={(event) => setUnit(event.target.value as IngredientUnit)}
            className={field}
          >
            {foodUnits.map((choice) => (
              <option key={choice.unit} value={choice.unit}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={!valid || busy} className={primary}>
          Add to diary
        </button>
      </form>
    );

  return (
    <div className="grid gap-2">
      <label htmlFor={`${id}-search`} className="text-xs font-medium text-body">
        Search foods
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="absolute top-3.5 left-3 size-4 text-muted-foreground" />
        <input
          id={`${id}-search`}
          type="search"
          value={words}
          autoComplete="off"
          placeholder="e.g. banana, rice, yogurt"
          onChange={(event) => setWords(event.target.value)}
          className={cn(field, 'pl-9')}
        />
      </div>
      {words.trim().length >= 3 ? (
        search.isError ? (
          <p className="text-sm text-danger-700">The search is not available right now.</p>
        ) : search.data && search.data.length === 0 ? (
          <p className="text-sm text-subtle">No food found. Try other words, or add it under “Not listed”.</p>
        ) : (
          <ul
            aria-label="Foods found"
            className="max-h-64 divide-y divide-muted overflow-y-auto rounded-lg border border-muted"
          >
            {(search.data ?? []).map((choice) => (
              <li key={choice.fdcId}>
                <button
                  type="button"
                  onClick={() => setFood(choice)}
                  className="flex w-full cursor-pointer items-center justify-between gap-3 px-3 py-2.5 text-left text-sm hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
                >
                  <span className="min-w-0 text-foreground">{choice.description}</span>
                  {choice.energyKcal !== null ? (
                    <span className="shrink-0 text-xs text-subtle">{formats.energy(choice.energyKcal)}/100 g</span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

function RecipeEntry({ busy, onAdd }: { busy: boolean; onAdd: (entry: DiaryEntryInput) => void }) {
  const id = useId();
  const formats = usePortalFormats();
  const recipes = useDiaryRecipes(true);
  const [recipeId, setRecipeId] = useState('');
  const [servings, setServings] = useState('1');
  const value = Number(servings.replace(',', '.'));
  const inPlan = recipes.data?.filter((recipe) => recipe.inPlan) ?? [];
  const practice = recipes.data?.filter((recipe) => !recipe.inPlan) ?? [];
  const option = (recipe: { id: string; name: string; calories: number | null }) => (
    <option key={recipe.id} value={recipe.id}>
      {recipe.name}
      {recipe.calories !== null ? ` (${formats.energy(recipe.calories)} a serving)` : ''}
    </option>
  );

  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (recipeId && value > 0) onAdd({ kind: 'recipe', recipeId, servings: value });
      }}
    >
      <label htmlFor={`${id}-recipe`} className="text-xs font-medium text-body">
        Recipe
      </label>
      <select
        id={`${id}-recipe`}
        value={recipeId}
        onChange={(event) => setRecipeId(event.target.value)}
        className={field}
        disabled={recipes.isPending}
      >
        <option value="">{recipes.isPending ? 'Loading recipes…' : 'Choose a recipe'}</option>
        {inPlan.length ? <optgroup label="In your plan">{inPlan.map(option)}</optgroup> : null}
        {practice.length ? <optgroup label="From your dietitian">{practice.map(option)}</optgroup> : null}
      </select>
      <label htmlFor={`${id}-servings`} className="text-xs font-medium text-body">
        Servings
      </label>
      <input
        id={`${id}-servings`}
        inputMode="decimal"
        value={servings}
        onChange={(event) => setServings(event.target.value)}
        className={cn(field, 'w-28')}
      />
      <button type="submit" disabled={!recipeId || !(value > 0) || busy} className={primary}>
        Add recipe
      </button>
    </form>
  );
}

function TextEntry({ busy, onAdd }: { busy: boolean; onAdd: (entry: DiaryEntryInput) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onAdd({ kind: 'text', text: text.trim() });
      }}
    >
      <label htmlFor={`${id}-text`} className="text-xs font-medium text-body">
        What did you have?
      </label>
      <input
        id={`${id}-text`}
        value={text}
        maxLength={200}
        placeholder="e.g. Slice of birthday cake"
        onChange={(event) => setText(event.target.value)}
        className={field}
      />
      <p className="text-xs text-subtle">Your dietitian sees it, but it is not counted in the nutrients.</p>
      <button type="submit" disabled={!text.trim() || busy} className={primary}>
        Add
      </button>
    </form>
  );
}
