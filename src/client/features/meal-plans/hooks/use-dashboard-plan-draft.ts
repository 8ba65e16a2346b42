import { useEffect, useState } from 'react';
import type { PlanDraft } from '@/client/lib/plan-draft';
import { planDraftStorageKey, readPlanDraft } from '../lib/plan-draft';

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The Quick Meal Plan choices handed over from the dashboard, read once when the screen mounts and
 * then removed: coming back to /meal-plans later opens no dialog by surprise.
 */
export function useDashboardPlanDraft(): PlanDraft | null {
  const [draft] = useState(() => readPlanDraft(sessionStorageOrUndefined()));
  useEffect(() => {
    try {
      sessionStorageOrUndefined()?.removeItem(planDraftStorageKey);
    } catch {
      // nothing to clean up when storage is unavailable
    }
  }, []);
  return draft;
}
