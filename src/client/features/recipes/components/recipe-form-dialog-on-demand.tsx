import { dialogOnDemand } from '@/client/lib/dialog-on-demand';

/** RecipeFormDialog, its code fetched when the screen is idle or the dialog first opens (see dialogOnDemand). */
export const RecipeFormDialogOnDemand = dialogOnDemand(() =>
  import('./recipe-form-dialog').then((module) => module.RecipeFormDialog),
);
