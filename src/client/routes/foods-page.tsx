import { PageHeader } from '@/client/components/layout/page-header';
import { CustomFoodList } from '@/client/features/foods';

export function FoodsPage() {
  return (
    <>
      <PageHeader
        title="Your foods"
        description="Products your clients buy, typed from their labels: searched first in your recipes and counted like any food. Only your practice sees them."
      />
      <CustomFoodList />
    </>
  );
}
