import type { MealPlanInput } from '@/shared/schemas/meal-plans';
import { parsePlanDraft, planDraftStorageKey, type PlanDraft } from '@/client/lib/plan-draft';

export { parsePlanDraft, planDraftStorageKey };

/**
 * Every box of the create dialog as text: '' means "not given". The shared schema turns the text
 * into nulls and whole numbers, exactly as the API will.
 */
export type MealPlanFormText = {
  name: string;
  clientId: string;
  description: string;
  startDate: string;
  endDate: string;
  targetCalories: string;
  targetProtein: string;
  targetCarbs: string;
  targetFat: string;
  notes: string;
};

export function blankMealPlanForm(): MealPlanFormText {
  return {
    name: '',
    clientId: '',
    description: '',
    startDate: '',
    endDate: '',
    targetCalories: '',
    targetProtein: '',
    targetCarbs: '',
    targetFat: '',
    notes: '',
  };
}

/**
 * 'YYYY-MM-DD' plus a number of days, counted on the calendar. Worked in UTC, where no day is 23 or
 * 25 hours long, so a daylight-saving change can never move the result.
 */
export function addCalendarDays(yyyyMmDd: string, days: number): string {
  const [year, month, day] = yyyyMmDd.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 'Dietary restrictions: Gluten-Free, Vegan', or '' when none were chosen. */
export function restrictionsText(restrictions: readonly string[]): string {
  return restrictions.length > 0 ? `Dietary restrictions: ${restrictions.join(', ')}` : '';
}

/**
 * What the dialog starts with for a dashboard draft: "14 Day Plan" for the chosen client, from today
 * (the viewer's own calendar date) to the plan's last day inclusive, restrictions written down.
 */
export function draftToFormValues(draft: PlanDraft, today: string): MealPlanFormText {
  const restrictions = restrictionsText(draft.restrictions);
  return {
    ...blankMealPlanForm(),
    name: `${draft.duration} Day Plan`,
    clientId: draft.client,
    description: restrictions,
    notes: restrictions,
    startDate: today,
    endDate: addCalendarDays(today, Number(draft.duration) - 1),
  };
}

/**
 * Reads the dashboard's draft and leaves it where it is; the caller removes it once the screen is
 * on show (see useDashboardPlanDraft), so a render that React throws away cannot lose it.
 */
export function readPlanDraft(storage: Pick<Storage, 'getItem'> | undefined): PlanDraft | null {
  try {
    return parsePlanDraft(storage?.getItem(planDraftStorageKey) ?? null);
  } catch {
    // Storage can be switched off (private browsing, strict cookie settings).
    return null;
  }
}

/**
 * The POST body from what was typed. Calories go as a number; protein, carbs and fat go as the text
 * in their boxes (the API's contract for this form); '' means "no target".
 */
export function toMealPlanInput(form: { [Field in keyof MealPlanFormText]?: string | number | null }): MealPlanInput {
  const text = (field: keyof MealPlanFormText) => String(form[field] ?? '').trim();
  const calories = text('targetCalories');
  return {
    name: text('name'),
    clientId: text('clientId'),
    description: text('description'),
    startDate: text('startDate'),
    endDate: text('endDate'),
    status: 'active',
    targetCalories: calories === '' ? null : Number(calories),
    targetProtein: text('targetProtein'),
    targetCarbs: text('targetCarbs'),
    targetFat: text('targetFat'),
    notes: text('notes'),
  };
}
