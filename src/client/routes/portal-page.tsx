import { PortalApp } from '@/client/features/portal';

/** /portal/*: the client's own portal, with its own routes, shell and session (decision 0021). */
export function PortalPage() {
  return <PortalApp />;
}
