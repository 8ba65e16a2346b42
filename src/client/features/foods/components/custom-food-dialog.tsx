import type { CustomFood } from '@/shared/schemas/custom-foods';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/client/components/ui/dialog';
import { toast } from '@/client/components/ui/use-toast';
import { CustomFoodForm } from './custom-food-form';

/** Add (no food) or edit one of the practice's own foods, from the foods screen or the recipe editor. */
export function CustomFoodDialog({
  open,
  onOpenChange,
  food,
  initialDescription,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  food?: CustomFood;
  initialDescription?: string;
  onSaved?: (food: CustomFood) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{food ? `Edit ${food.description}` : 'Add a food from its label'}</DialogTitle>
          <DialogDescription>
            Type what the package says. Values per 100 g are worked out from the serving, and the allergens are read
            from the ingredients for you to confirm. Only your practice sees this food.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the food as saved. */}
        {open ? (
          <CustomFoodForm
            food={food}
            initialDescription={initialDescription}
            onCancel={() => onOpenChange(false)}
            onSaved={(saved) => {
              toast({
                title: food ? 'Food saved' : 'Food added',
                description: food
                  ? `${saved.description} is updated, and so are your recipes that use it.`
                  : `${saved.description} is now one of your foods: search finds it first.`,
              });
              onOpenChange(false);
              onSaved?.(saved);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
