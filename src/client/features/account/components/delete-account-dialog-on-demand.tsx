import { dialogOnDemand } from '@/client/lib/dialog-on-demand';

/** DeleteAccountDialog, its code fetched when the screen is idle or the dialog first opens (see dialogOnDemand). */
export const DeleteAccountDialogOnDemand = dialogOnDemand(() =>
  import('./delete-account-dialog').then((module) => module.DeleteAccountDialog),
);
