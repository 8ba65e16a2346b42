import { dialogOnDemand } from '@/client/lib/dialog-on-demand';

/** MealPlanFormDialog, its code fetched when the screen is idle or the dialog first opens (see dialogOnDemand). */
export const MealPlanFormDialogOnDemand = dialogOnDemand(() =>
  import('./meal-plan-form-dialog').then((module) => module.MealPlanFormDialog),
);
