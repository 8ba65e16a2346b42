import { dialogOnDemand } from '@/client/lib/dialog-on-demand';

/** ClientFormDialog, its code fetched when the screen is idle or the dialog first opens (see dialogOnDemand). */
export const ClientFormDialogOnDemand = dialogOnDemand(() =>
  import('./client-form-dialog').then((module) => module.ClientFormDialog),
);
