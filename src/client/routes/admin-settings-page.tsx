import { PageHeader } from '@/client/components/layout/page-header';
import { SettingsOverview } from '@/client/features/admin';

export function AdminSettingsPage() {
  return (
    <>
      <PageHeader
        title="Settings"
        documentTitle="Admin Settings"
        description="Security rules and services that apply to every account on Platewise."
      />
      <SettingsOverview />
    </>
  );
}
