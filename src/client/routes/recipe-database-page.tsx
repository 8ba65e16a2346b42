import { PageHeader } from '@/client/components/layout/page-header';
import { RecipeDatabaseScreen } from '@/client/features/recipe-database';

export function RecipeDatabasePage() {
  return (
    <>
      <PageHeader
        title="Recipe Database"
        description="Find recipes for your clients' plans and save them to your own library to adapt."
      />
      <RecipeDatabaseScreen />
    </>
  );
}
