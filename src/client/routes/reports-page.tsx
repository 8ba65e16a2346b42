import { ChartColumn } from 'lucide-react';
import { BeingBuiltState } from '@/client/components/layout/being-built-state';
import { PageHeader } from '@/client/components/layout/page-header';

export function ReportsPage() {
  return (
    <>
      <PageHeader title="Reports" description="Progress and nutrition summaries to share with clients or keep on file." />
      <BeingBuiltState
        icon={ChartColumn}
        whatItWillDo="It will generate progress and nutrition reports for a client over the period you choose."
      />
    </>
  );
}
