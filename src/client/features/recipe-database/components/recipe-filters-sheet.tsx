import { useEffect, useId, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';
import { anyFilters, filterFields, type RecipeFilters } from '../lib/recipe-filters';

type RecipeFiltersSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: RecipeFilters;
  onApply: (filters: RecipeFilters) => void;
};

/** The side sheet of filters; choices take effect on Apply, so a half-made choice never fires a search. */
export function RecipeFiltersSheet({ open, onOpenChange, filters, onApply }: RecipeFiltersSheetProps) {
  const [draft, setDraft] = useState(filters);
  const id = useId();
  useEffect(() => {
    if (open) setDraft(filters);
  }, [open, filters]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="right" aria-describedby={`${id}-description`}>
        <DialogHeader>
          <DialogTitle>Filters</DialogTitle>
          <DialogDescription id={`${id}-description`}>
            Narrow the search by diet, cuisine, meal type, time, calories and health score.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          {filterFields.map((field) => (
            <div key={field.name} className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
              <NativeSelect
                id={`${id}-${field.name}`}
                value={draft[field.name]}
                onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
              >
                <option value="any">{field.anyLabel}</option>
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ))}
        </div>
        <DialogFooter className="mt-auto pt-2">
          <Button variant="outline" onClick={() => setDraft(anyFilters)}>
            Clear all
          </Button>
          <Button
            onClick={() => {
              onApply(draft);
              onOpenChange(false);
            }}
          >
            Apply filters
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
