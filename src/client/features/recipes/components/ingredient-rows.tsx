import { useState } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Plus, ScanText } from 'lucide-react';
import type { CustomFood } from '@/shared/schemas/custom-foods';
import { CustomFoodDialog } from '@/client/features/foods';
import type { RecipeInput, RecipeValues } from '@/shared/schemas/recipes';
import { Button } from '@/client/components/ui/button';
import type { IngredientStatus } from '@/shared/nutrition/recipe-nutrition';
import { IngredientRow } from './ingredient-row';
import { PasteIngredients } from './paste-ingredients';
import { blankIngredient, type IngredientDraft } from '../lib/recipe-form-values';
import type { LiveNutrition } from '../hooks/use-live-nutrition';

type IngredientRowsProps = {
  form: UseFormReturn<RecipeInput, unknown, RecipeValues>;
  /** What the calculation made of each row, so a row can say how many grams it counts as. */
  nutrition: LiveNutrition;
};

/** The recipe's ingredient rows. There is always at least one; new rows go after the last. */
export function IngredientRows({ form, nutrition }: IngredientRowsProps) {
  const rows = useFieldArray({ control: form.control, name: 'ingredients' });
  const [addingFood, setAddingFood] = useState<{ open: boolean; row: number | null; name: string }>({
    open: false,
    row: null,
    name: '',
  });
  const statusByIndex = new Map<number, IngredientStatus>(
    nutrition.rows.map((row, position) => [row.index, nutrition.result.ingredients[position]]),
  );
  const listError = form.formState.errors.ingredients?.root?.message ?? form.formState.errors.ingredients?.message;
  // Focus goes to the new row's name (not its amount), so typing can go straight on.
  const addRow = () => rows.append(blankIngredient(), { focusName: `ingredients.${rows.fields.length}.name` });
  // Pasted rows take the place of a form that has only blank rows (a new recipe starts with one).
  const addPastedRows = (pasted: IngredientDraft[]) => {
    const current = form.getValues('ingredients') ?? [];
    const allBlank = current.every(
      (row) => String(row.name ?? '').trim() === '' && String(row.amount ?? '').trim() === '',
    );
    if (allBlank) rows.replace(pasted);
    else rows.append(pasted);
  };

  // "Can't find it?": the last row not tied to a food is the one being looked for; its words name the new food.
  const openAddFood = () => {
    const current = form.getValues('ingredients') ?? [];
    const row = current.findLastIndex((line) => line.fdcId === '' || line.fdcId === undefined || line.fdcId === null);
    setAddingFood({
      open: true,
      row: row === -1 ? null : row,
      name: row === -1 ? '' : String(current[row].name ?? ''),
    });
  };
  // The food just added goes into that row (or a new one), one serving of it, so its nutrition shows at once.
  const placeAddedFood = (food: CustomFood) => {
    const line: IngredientDraft = {
      name: food.description,
      amount: String(food.servingSize.amount),
      unit: food.servingSize.unit,
      fdcId: food.id,
    };
    if (addingFood.row === null) rows.append(line);
    else rows.update(addingFood.row, line);
  };

  return (
    <div className="grid gap-2">
      <div
        aria-hidden="true"
        className="hidden grid-cols-[minmax(0,1fr)_6.5rem_6rem_2.5rem] gap-2 px-3 text-xs font-medium text-muted-foreground sm:grid"
      >
        <span>Food</span>
        <span>Amount</span>
        <span>Unit</span>
      </div>
      <ol aria-label="Ingredients" className="grid gap-2">
        {rows.fields.map((row, index) => (
          <IngredientRow
            key={row.id}
            form={form}
            index={index}
            status={statusByIndex.get(index)}
            lookingUp={nutrition.lookingUp}
            canRemove={rows.fields.length > 1}
            onRemove={() => rows.remove(index)}
            onAmountEnter={() =>
              index === rows.fields.length - 1 ? addRow() : form.setFocus(`ingredients.${index + 1}.name`)
            }
          />
        ))}
      </ol>
      {listError ? (
        <p role="alert" className="text-[0.8rem] font-medium text-destructive">
          {listError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 [&>section]:basis-full">
        <Button variant="outline" size="sm" onClick={addRow}>
          <Plus aria-hidden="true" />
          Add ingredient
        </Button>
        <PasteIngredients form={form} onAdd={addPastedRows} />
        <Button variant="ghost" size="sm" onClick={openAddFood}>
          <ScanText aria-hidden="true" />
          Can’t find it? Add it from the label
        </Button>
      </div>
      <CustomFoodDialog
        open={addingFood.open}
        initialDescription={addingFood.name}
        onOpenChange={(open) => setAddingFood((current) => ({ ...current, open }))}
        onSaved={placeAddedFood}
      />
    </div>
  );
}
