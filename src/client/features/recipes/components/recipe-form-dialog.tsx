import { useId, type ReactNode } from 'react';
import { useFormats } from '@/client/lib/use-formats';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import {
  difficulties,
  recipeInputSchema,
  type Recipe,
  type RecipeInput,
  type RecipeSummary,
  type RecipeValues,
} from '@/shared/schemas/recipes';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { TagInput } from '@/client/components/ui/tag-input';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { applyServerErrors } from '@/client/lib/apply-server-errors';
import { IngredientRows } from './ingredient-rows';
import { LiveNutritionPanel } from './live-nutrition-panel';
import { useLiveNutrition } from '../hooks/use-live-nutrition';
import { recipeFormValues, withKnownWeights } from '../lib/recipe-form-values';
import { useCreateRecipe } from '../api/use-create-recipe';
import { useUpdateRecipe } from '../api/use-update-recipe';
import { recipeQueryOptions } from '../api/use-recipes';
import { Skeleton } from '@/client/components/ui/skeleton';
import { SavedItemGate } from '@/client/components/ui/saved-item-gate';

const cuisineSuggestions = [
  'italian',
  'mexican',
  'chinese',
  'indian',
  'french',
  'thai',
  'mediterranean',
  'american',
  'japanese',
  'middle eastern',
];
const tagSuggestions = ['Breakfast', 'Vegetarian', 'Vegan', 'Gluten-Free', 'High-Protein', 'Low-Sodium'];
const difficultyLabels: Record<(typeof difficulties)[number], string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

const fieldNames = Object.keys(recipeInputSchema.shape);

/**
 * An empty minutes box means "not given". Left as '', the shared schema would coerce it to 0 before
 * trying its '' branch (and null coerces to 0 as well); undefined is the one value it reads as absent.
 */
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

type RecipeFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The recipe to edit (its card's summary: the whole recipe is read on opening); without one the dialog adds a new recipe. */
  recipe?: Pick<RecipeSummary, 'id' | 'name'>;
};

/** Add or edit one of the practitioner's own recipes, with its nutrition worked out as it is typed. */
export function RecipeFormDialog({ open, onOpenChange, recipe }: RecipeFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] max-w-2xl gap-0 overflow-hidden p-0 lg:max-w-5xl"
        onEscapeKeyDown={(event) => {
          // Escape in a food box with its suggestions open closes the suggestions, not the whole recipe.
          if (event.target instanceof Element && event.target.closest('[role="combobox"][aria-expanded="true"]')) {
            event.preventDefault();
          }
        }}
      >
        <DialogHeader className="border-b border-border px-5 py-4 pr-12 sm:px-6">
          <DialogTitle>{recipe ? 'Edit Recipe' : 'Add Recipe'}</DialogTitle>
          <DialogDescription>
            {recipe
              ? `Update ${recipe.name}. Nutrition is recalculated from the ingredients when you save.`
              : 'Pick each ingredient from the USDA foods to get its nutrition per serving.'}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the recipe as saved. */}
        {recipe ? (
          <SavedRecipeForm id={recipe.id} onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
        ) : (
          <RecipeForm onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The list holds summaries: the form starts from the whole recipe as saved, read when the dialog opens. */
function SavedRecipeForm({ id, onDone, onCancel }: { id: string; onDone: () => void; onCancel: () => void }) {
  // Always read afresh: the form must start from the recipe as saved, not from an older copy.
  const recipe = useQuery({ ...recipeQueryOptions(id), staleTime: 0, refetchOnMount: 'always' });
  return (
    <SavedItemGate
      read={recipe}
      noun="recipe"
      skeleton={
        <>
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-16 w-full" />
          <div className="grid grid-cols-3 gap-3">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
          <Skeleton className="h-32 w-full" />
        </>
      }
    >
      {(saved) => <RecipeForm recipe={saved} onDone={onDone} onCancel={onCancel} />}
    </SavedItemGate>
  );
}

function RecipeForm({ recipe, onDone, onCancel }: { recipe?: Recipe; onDone: () => void; onCancel: () => void }) {
  const f = useFormats();
  const createRecipe = useCreateRecipe();
  const updateRecipe = useUpdateRecipe();
  const cuisineListId = useId();
  const publicHintId = useId();
  const form = useForm<RecipeInput, unknown, RecipeValues>({
    resolver: zodResolver(recipeInputSchema),
    defaultValues: recipeFormValues(recipe),
  });
  const { errors, isSubmitting } = form.formState;
  const nutrition = useLiveNutrition(form.control);

  // "ingredients.2.amount" belongs under the third row's amount.
  const showServerFieldErrors = (error: unknown) =>
    applyServerErrors(error, fieldNames as FieldPath<RecipeInput>[], form.setError, { keepNestedPath: true });

  // The parsed values are sent: numbers as numbers, and a row with no food has no fdcId at all.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (recipe) {
        await updateRecipe.mutateAsync({ id: recipe.id, input: withKnownWeights(values, recipe) });
        toast({ title: 'Recipe updated successfully', description: 'Your changes have been saved.' });
      } else {
        await createRecipe.mutateAsync(values);
        toast({ title: 'Recipe created successfully', description: `${values.name} has been added to your recipes.` });
      }
      onDone();
    } catch (error) {
      showServerFieldErrors(error);
      const serverMessage = error instanceof ApiError && error.message ? error.message : null;
      toast({
        variant: 'destructive',
        title: recipe ? 'Failed to update recipe' : 'Failed to create recipe',
        description:
          serverMessage ??
          (recipe ? 'An error occurred while updating the recipe.' : 'An error occurred while creating the recipe.'),
      });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex min-h-0 flex-1 flex-col"
      aria-label={recipe ? 'Edit Recipe' : 'Add Recipe'}
    >
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
        {/*
          One column on phones, with the nutrition right after the ingredients it depends on; from 1024 px
          it sits in its own column and stays in view while the rest of the form scrolls.
        */}
        <div className="grid gap-7 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-x-8">
          <FormSection title="Recipe" className="lg:col-start-1">
            <FormField label="Name" required error={errors.name?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register('name')}
                  aria-required
                  autoComplete="off"
                  placeholder="e.g. Overnight oats with banana"
                />
              )}
            </FormField>
            <FormField label="Description" error={errors.description?.message}>
              {(control) => (
                <Textarea
                  {...control}
                  {...form.register('description')}
                  rows={2}
                  placeholder="One or two lines a client will read first"
                />
              )}
            </FormField>
            <div className="grid grid-cols-3 gap-3 sm:gap-4">
              <FormField label="Prep (min)" error={errors.prepTime?.message}>
                {(control) => (
                  <Input
                    {...control}
                    {...form.register('prepTime', { setValueAs: emptyAsAbsent })}
                    type="number"
                    min="0"
                    step="1"
                    inputMode="numeric"
                  />
                )}
              </FormField>
              <FormField label="Cook (min)" error={errors.cookTime?.message}>
                {(control) => (
                  <Input
                    {...control}
                    {...form.register('cookTime', { setValueAs: emptyAsAbsent })}
                    type="number"
                    min="0"
                    step="1"
                    inputMode="numeric"
                  />
                )}
              </FormField>
              <FormField label="Servings" error={errors.servings?.message}>
                {(control) => (
                  <Input
                    {...control}
                    {...form.register('servings')}
                    type="number"
                    min="1"
                    step="1"
                    inputMode="numeric"
                  />
                )}
              </FormField>
            </div>
          </FormSection>

          <FormSection title="Ingredients" className="lg:col-start-1">
            <IngredientRows form={form} nutrition={nutrition} />
          </FormSection>

          <LiveNutritionPanel
            nutrition={nutrition}
            className="self-start lg:sticky lg:top-0 lg:col-start-2 lg:row-span-4 lg:row-start-1"
          />

          <FormSection title="Method" className="lg:col-start-1">
            <FormField label="Instructions" required error={errors.instructions?.message}>
              {(control) => (
                <Textarea
                  {...control}
                  {...form.register('instructions')}
                  aria-required
                  rows={6}
                  placeholder={'1. Stir the oats into the milk.\n2. Leave in the fridge overnight.'}
                />
              )}
            </FormField>
          </FormSection>

          <FormSection title="Details" className="lg:col-start-1">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Cuisine" error={errors.cuisine?.message}>
                {(control) => (
                  <>
                    <Input
                      {...control}
                      {...form.register('cuisine')}
                      list={cuisineListId}
                      autoComplete="off"
                      placeholder="e.g. mediterranean"
                    />
                    <datalist id={cuisineListId}>
                      {cuisineSuggestions.map((cuisine) => (
                        <option key={cuisine} value={cuisine} />
                      ))}
                    </datalist>
                  </>
                )}
              </FormField>
              <FormField label="Difficulty" error={errors.difficulty?.message}>
                {(control) => (
                  <NativeSelect {...control} {...form.register('difficulty')}>
                    <option value="">Not specified</option>
                    {difficulties.map((difficulty) => (
                      <option key={difficulty} value={difficulty}>
                        {difficultyLabels[difficulty]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
            </div>
            <FormField label="Tags" hint="Press Enter or a comma after each one" error={errors.tags?.message}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="tags"
                  render={({ field }) => (
                    <TagInput
                      {...control}
                      value={field.value ?? []}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      suggestions={tagSuggestions}
                      placeholder="Add a tag"
                    />
                  )}
                />
              )}
            </FormField>
            <div className="flex items-start gap-3 rounded-lg border border-border p-3">
              <input
                id={`${publicHintId}-box`}
                type="checkbox"
                {...form.register('isPublic')}
                aria-describedby={publicHintId}
                className="mt-0.5 size-4 shrink-0 cursor-pointer accent-brand-600"
              />
              <div className="grid gap-1">
                <label
                  htmlFor={`${publicHintId}-box`}
                  className="cursor-pointer text-sm leading-none font-medium text-body"
                >
                  Share with other practitioners
                </label>
                <p id={publicHintId} className="text-[0.8rem] text-muted-foreground">
                  Colleagues can see it and use it in their meal plans; only you can change it.
                </p>
              </div>
            </div>
          </FormSection>
        </div>
      </div>

      {/*
        Below 1024 px the panel scrolls away with the form, so the headline numbers stay pinned above the
        buttons. Screen readers get the full panel; this repeat would only be noise to them.
      */}
      <div
        aria-hidden="true"
        className="flex items-center justify-between gap-3 border-t border-brand-100 bg-brand-50/70 px-5 py-2 text-xs text-body sm:px-6 lg:hidden"
      >
        <span>
          <span className="text-sm font-semibold text-foreground tabular-nums">
            {f.nutrient('calories', nutrition.result.perServing.calories)}
          </span>
          {' per serving'}
        </span>
        <span className="tabular-nums">{`${nutrition.result.resolvedIngredients} of ${nutrition.result.totalIngredients} ingredients counted`}</span>
      </div>

      {/* Side by side even on a phone: stacked, the two buttons would take a sixth of the screen. */}
      <DialogFooter className="flex-row border-t border-border bg-background/60 px-5 py-3.5 *:flex-1 sm:px-6 sm:py-4 sm:*:flex-none">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <LoaderCircle aria-hidden="true" className="animate-spin" />
              Saving...
            </>
          ) : recipe ? (
            'Update Recipe'
          ) : (
            'Create Recipe'
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}

function FormSection({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <section className={className}>
      <h3 className="mb-4 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      <div className="grid gap-4">{children}</div>
    </section>
  );
}
