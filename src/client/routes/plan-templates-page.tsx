import { PageHeader } from '@/client/components/layout/page-header';
import { PlanTemplateList } from '@/client/features/meal-plans';

export function PlanTemplatesPage() {
  return (
    <>
      <PageHeader
        title="Templates"
        description="Plans that worked, ready to reuse: applied to a client they are re-dated, scaled to the client's needs and checked against their allergies."
      />
      <PlanTemplateList />
    </>
  );
}
