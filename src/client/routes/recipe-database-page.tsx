import { Database } from 'lucide-react';
import { BeingBuiltState } from '@/client/components/layout/being-built-state';
import { PageHeader } from '@/client/components/layout/page-header';

export function RecipeDatabasePage() {
  return (
    <>
      <PageHeader title="Recipe Database" description="Browse the shared recipe library to use in your clients' meal plans." />
      <BeingBuiltState
        icon={Database}
        whatItWillDo="It will let you search recipes by meal type, diet and nutrition, and add them to plans."
      />
    </>
  );
}
