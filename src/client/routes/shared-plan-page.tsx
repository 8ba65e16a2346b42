import { useParams } from 'wouter';
import {
  SharedPlanLoadFailed,
  SharedPlanNotFound,
  SharedPlanSkeleton,
  SharedPlanView,
  useNoIndex,
  useSharedPlan,
} from '@/client/features/share';
import { ApiError } from '@/client/lib/api';
import { usePageTitle } from '@/client/lib/use-page-title';

/** Public page a client opens from a share link: no account, no app around it, just their plan. */
export function SharedPlanPage() {
  const { token = '' } = useParams<{ token: string }>();
  const shared = useSharedPlan(token);
  // 404 for an unknown or withdrawn token, 410 for an expired link or a cancelled plan; a malformed token may be
  // refused as 400 before it is even looked up. None of them carries any of the plan.
  const invalidLink = shared.error instanceof ApiError && [400, 404, 410].includes(shared.error.status);
  useNoIndex();
  usePageTitle(shared.data ? shared.data.plan.name : invalidLink ? 'Link no longer available' : 'Shared meal plan');

  if (shared.isPending) return <SharedPlanSkeleton />;
  if (shared.isError)
    return invalidLink ? <SharedPlanNotFound /> : <SharedPlanLoadFailed onRetry={() => void shared.refetch()} />;
  return <SharedPlanView shared={shared.data} token={token} />;
}
