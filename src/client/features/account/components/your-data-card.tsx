import { useState } from 'react';
import { Archive, Download, LoaderCircle, Trash2 } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { useExportAccount } from '../api/use-export-account';
import { DeleteAccountDialogOnDemand } from './delete-account-dialog-on-demand';

/** Settings → Your data: everything of the practice as a ZIP, and deleting the account (issue 38). */
export function YourDataCard({ isAdmin }: { isAdmin: boolean }) {
  const { exportAccount, exporting } = useExportAccount();
  const [deleting, setDeleting] = useState(false);
  return (
    <Card className="p-5 sm:p-6">
      <div className="grid gap-5">
        <div className="flex items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100">
            <Archive aria-hidden="true" className="size-4" />
          </span>
          <div>
            <h2 id="your-data-title" className="text-base font-semibold text-foreground">
              Your data
            </h2>
            <p className="text-sm text-muted-foreground">
              Everything your practice holds in Platewise, to keep or to take elsewhere; or all of it erased.
            </p>
          </div>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid content-between gap-3 rounded-lg border border-border p-4">
            <div>
              <h3 className="text-sm font-semibold text-foreground">Export everything</h3>
              <p className="mt-1 text-sm text-muted-foreground">
                One ZIP file: your profile, branding and subscription, your recipes and plans, your e-mails and audit,
                and every client’s record with its plans and reports as PDF. A README says what each file is.
              </p>
            </div>
            <div>
              <Button type="button" variant="outline" onClick={() => void exportAccount()} disabled={exporting}>
                {exporting ? (
                  <LoaderCircle aria-hidden="true" className="animate-spin" />
                ) : (
                  <Download aria-hidden="true" />
                )}
                {exporting ? 'Exporting…' : 'Export everything'}
              </Button>
            </div>
          </div>
          <div className="grid content-between gap-3 rounded-lg border border-danger-200 p-4">
            <div>
              <h3 className="text-sm font-semibold text-foreground">Delete account</h3>
              <p className="mt-1 text-sm text-muted-foreground">
                Erases your account and everything of your practice, every client record included, and signs you out.
                Your password confirms it.
              </p>
            </div>
            <div>
              <Button type="button" variant="destructive" onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden="true" />
                Delete account
              </Button>
            </div>
          </div>
        </div>
      </div>
      <DeleteAccountDialogOnDemand open={deleting} isAdmin={isAdmin} onOpenChange={setDeleting} />
    </Card>
  );
}
