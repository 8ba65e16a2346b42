import { PageHeader } from '@/client/components/layout/page-header';
import { EmailComposeForm, EmailHistory } from '@/client/features/admin';

export function AdminEmailsPage() {
  return (
    <>
      <PageHeader
        title="Emails"
        description="Write to anyone from the platform, and see every e-mail Platewise has sent."
      />
      {/* grid-cols-1 (minmax(0, 1fr)): long addresses and subjects wrap or truncate instead of widening the page. */}
      <div className="grid grid-cols-1 items-start gap-5 sm:gap-6 lg:grid-cols-5">
        <div className="min-w-0 lg:col-span-2">
          <EmailComposeForm />
        </div>
        <div className="min-w-0 lg:col-span-3">
          <EmailHistory />
        </div>
      </div>
    </>
  );
}
