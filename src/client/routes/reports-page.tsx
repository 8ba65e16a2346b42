import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Plus } from 'lucide-react';
import { PageHeader } from '@/client/components/layout/page-header';
import { Button } from '@/client/components/ui/button';
import { ReportFormDialog, ReportList } from '@/client/features/reports';

export function ReportsPage() {
  // A client's profile links here with ?client={id}: the dialog opens with that client chosen.
  const search = useSearch();
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<{ open: boolean; clientId: string | null }>(() => {
    const clientId = new URLSearchParams(search).get('client');
    return { open: Boolean(clientId), clientId };
  });
  const openForNew = () => setDialog({ open: true, clientId: null });
  const onOpenChange = (open: boolean) => {
    setDialog((current) => ({ ...current, open }));
    // the link's choice is used once: a reload must not open the dialog again
    if (!open && search) navigate('/reports', { replace: true });
  };

  return (
    <>
      <PageHeader
        title="Reports"
        description="Progress summaries for your clients, and insurance or medical reports with your branding, ready as PDFs."
        actions={
          <Button onClick={openForNew}>
            <Plus aria-hidden="true" />
            Generate Report
          </Button>
        }
      />
      <ReportList onGenerate={openForNew} />
      <ReportFormDialog open={dialog.open} initialClientId={dialog.clientId} onOpenChange={onOpenChange} />
    </>
  );
}
