import { ClipboardList } from 'lucide-react';
import { BeingBuiltState } from '@/client/components/layout/being-built-state';
import { PageHeader } from '@/client/components/layout/page-header';

export function MealPlansPage() {
  return (
    <>
      <PageHeader title="Meal Plans" description="All the plans you have created, ready to review, edit or share with clients." />
      <BeingBuiltState
        icon={ClipboardList}
        whatItWillDo="It will list your meal plans by client and date, with quick ways to open, duplicate or share them."
      />
    </>
  );
}
