import { useState } from 'react';
import { Apple, Pencil, Plus, Trash2 } from 'lucide-react';
import { allergenLabels, allergens } from '@/shared/nutrition/allergens';
import type { CustomFood } from '@/shared/schemas/custom-foods';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { ListLoadError } from '@/client/components/ui/list-load-error';
import { Skeleton } from '@/client/components/ui/skeleton';
import { toast } from '@/client/components/ui/use-toast';
import { useCustomFoods } from '../api/use-custom-foods';
import { useDeleteCustomFood } from '../api/use-delete-custom-food';
import { CustomFoodDialog } from './custom-food-dialog';
import { useFormats } from '@/client/lib/use-formats';

const number = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined ? '—' : value.toLocaleString('en-US', { maximumFractionDigits: digits });

/** The practice's own foods: what a serving gives, what it contains, and ways to change or remove each. */
export function CustomFoodList() {
  // Energy in the practice's unit (kcal or kJ); an unknown figure stays a dash.
  const formats = useFormats();
  const energy = (kcal: number | null | undefined) =>
    kcal === null || kcal === undefined ? `— ${formats.energyLabel}` : formats.energy(kcal);
  const foods = useCustomFoods();
  const remove = useDeleteCustomFood();
  const [dialog, setDialog] = useState<{ open: boolean; food?: CustomFood }>({ open: false });

  const deleteFood = (food: CustomFood) => {
    if (!window.confirm(`Delete ${food.description}? Recipes that use it keep it.`)) return;
    remove.mutate(food.id, {
      onSuccess: (answer) =>
        toast({ title: answer.outcome === 'archived' ? 'Food archived' : 'Food deleted', description: answer.message }),
      onError: (error) => toast({ variant: 'destructive', title: 'Could not delete', description: error.message }),
    });
  };

  return (
    <>
      <div className="mb-4 flex justify-end">
        <Button onClick={() => setDialog({ open: true })}>
          <Plus aria-hidden="true" />
          Add a food from its label
        </Button>
      </div>
      {foods.isError ? (
        <ListLoadError what="foods" message={foods.error.message} onRetry={() => void foods.refetch()} />
      ) : !foods.data ? (
        <div className="grid gap-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : foods.data.length === 0 ? (
        <EmptyState
          icon={Apple}
          title="No foods of your own yet"
          description="Add the products your clients really buy, from their labels: they are searched first in your recipes and counted like any food."
          action={
            <Button onClick={() => setDialog({ open: true })}>
              <Plus aria-hidden="true" />
              Add a food from its label
            </Button>
          }
        />
      ) : (
        <ul aria-label="Your foods" className="grid gap-3">
          {foods.data.map((food) => {
            const contains = allergens.filter((allergen) => food.allergens[allergen] === 'contains');
            const may = allergens.filter((allergen) => food.allergens[allergen] === 'may contain');
            return (
              <li
                key={food.id}
                className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-xs sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0">
                  <h2 className="font-medium text-foreground">{food.description}</h2>
                  {food.brandOwner ? <p className="text-sm text-muted-foreground">{food.brandOwner}</p> : null}
                  <p className="mt-1 text-sm text-body tabular-nums">
                    {`Per ${number(food.servingSize.amount, 1)} ${food.servingSize.unit}: ${energy(food.nutrientsPerServing.calories)} · protein ${number(food.nutrientsPerServing.protein, 1)} g · carbs ${number(food.nutrientsPerServing.carbs, 1)} g · fat ${number(food.nutrientsPerServing.fat, 1)} g`}
                  </p>
                  <p className="text-xs text-subtle tabular-nums">{`${energy(food.per100g.calories)} per 100 ${food.servingSize.unit}`}</p>
                  {contains.length || may.length ? (
                    <p className="mt-1.5 text-xs text-warning-800">
                      {contains.length
                        ? `Contains ${contains.map((allergen) => allergenLabels[allergen].toLowerCase()).join(', ')}`
                        : ''}
                      {contains.length && may.length ? '. ' : ''}
                      {may.length
                        ? `May contain ${may.map((allergen) => allergenLabels[allergen].toLowerCase()).join(', ')}`
                        : ''}
                    </p>
                  ) : null}
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button variant="outline" size="sm" onClick={() => setDialog({ open: true, food })}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={remove.isPending}
                    onClick={() => deleteFood(food)}
                    aria-label={`Delete ${food.description}`}
                  >
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <CustomFoodDialog
        open={dialog.open}
        food={dialog.food}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </>
  );
}
