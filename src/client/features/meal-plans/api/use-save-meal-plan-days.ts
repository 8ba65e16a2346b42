import { useCallback, useRef } from 'react';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MealPlanDetail, ResolvedDay } from '@/shared/schemas/meal-plans';
import { toast } from '@/client/components/ui/use-toast';
import { apiRequest, ApiError } from '@/client/lib/api';
import { mealPlanKeys } from './query-keys';
import { useRefreshAfterPlanChange } from './use-refresh-after-plan-change';
import { dayMealsInput, mealsOf, withFreshTotals, type PlanChange } from '../lib/plan-moves';

type SaveVariables = {
  /** the days as shown after the change, in the order they are sent */
  sent: ResolvedDay[];
  /** the same days before it, to put back if saving fails */
  previous: ResolvedDay[];
};

function dayList(days: ResolvedDay[]): string {
  const numbers = days.map((day) => day.dayNumber).sort((a, b) => a - b);
  return numbers.length === 1 ? `Day ${numbers[0]}` : `Days ${numbers.join(' and ')}`;
}

function whyNotSaved(error: unknown, days: ResolvedDay[]): string {
  const listsDeletedRecipe = days.some((day) => mealsOf(day.meals).some((meal) => meal.recipeName === null));
  if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && listsDeletedRecipe) {
    return 'The day still lists a recipe that has been deleted: replace or remove it first.';
  }
  return error instanceof ApiError && error.message ? error.message : 'The server could not be reached.';
}

/**
 * Every edit of the day editor goes through `apply`: the change shows at once (optimistic), the
 * affected days are saved together with PUT days (one transaction), and a failure puts them back and says so. Saves go out
 * one after another, so a quick double press of "+" can never land on the server in the wrong order.
 */
export function useSaveMealPlanDays(planId: string) {
  const queryClient = useQueryClient();
  const refreshAfterPlanChange = useRefreshAfterPlanChange();
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const mutationKey = ['save-meal-plan-days', planId];

  const pendingSaves = useIsMutating({ mutationKey });
  const { mutate } = useMutation<ResolvedDay[], ApiError, SaveVariables>({
    mutationKey,
    mutationFn: ({ sent }) => {
      // All the changed days in one call: the server saves them together or not at all, so a meal moved to
      // another day can never end up on both days or on neither.
      const run = queue.current.then(() =>
        apiRequest<ResolvedDay[]>('PUT', `/api/meal-plans/${encodeURIComponent(planId)}/days`, {
          days: sent.map((day) => ({
            dayNumber: day.dayNumber,
            ...dayMealsInput(day.meals),
            ...(day.dayType !== undefined ? { dayType: day.dayType } : {}),
          })),
        }),
      );
      queue.current = run.catch(() => undefined);
      return run;
    },
    onSuccess: (saved, { sent }) => {
      // The server's day brings the conflicts and exact nutrition; a day changed again since keeps the newer edit.
      queryClient.setQueryData<MealPlanDetail>(mealPlanKeys.detail(planId), (detail) =>
        detail
          ? {
              ...detail,
              days: detail.days.map((day) => {
                const index = sent.indexOf(day);
                return index >= 0 && saved[index] ? saved[index] : day;
              }),
            }
          : detail,
      );
    },
    onError: (error, { previous, sent }) => {
      queryClient.setQueryData<MealPlanDetail>(mealPlanKeys.detail(planId), (detail) =>
        detail
          ? {
              ...detail,
              days: detail.days.map((day) => previous.find((before) => before.dayNumber === day.dayNumber) ?? day),
            }
          : detail,
      );
      const why = whyNotSaved(error, sent);
      const reason = /[.!?]$/.test(why) ? why : `${why}.`;
      toast({
        variant: 'destructive',
        title: 'Change not saved',
        description: `${reason} ${dayList(previous)} ${previous.length === 1 ? 'was' : 'were'} put back as ${previous.length === 1 ? 'it was' : 'they were'}.`,
      });
    },
    onSettled: async () => {
      // Only the last save in a burst reloads the plan, so an older answer never overwrites a newer edit.
      const last = queryClient.isMutating({ mutationKey }) === 1;
      await refreshAfterPlanChange({ planId, includePlan: last });
    },
  });

  const apply = useCallback(
    async (change: (days: ResolvedDay[]) => PlanChange<ResolvedDay> | null): Promise<boolean> => {
      const key = mealPlanKeys.detail(planId);
      // A reload in flight would land on top of the edit; it is fetched again once the saves are done.
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const detail = queryClient.getQueryData<MealPlanDetail>(key);
      if (!detail) return false;
      const result = change(detail.days);
      if (!result || result.changed.length === 0) return false;
      const days = result.days.map((day) => (result.changed.includes(day.dayNumber) ? withFreshTotals(day) : day));
      queryClient.setQueryData<MealPlanDetail>(key, { ...detail, days });
      mutate({
        sent: days.filter((day) => result.changed.includes(day.dayNumber)),
        previous: detail.days.filter((day) => result.changed.includes(day.dayNumber)),
      });
      return true;
    },
    [mutate, planId, queryClient],
  );

  return { apply, saving: pendingSaves > 0 };
}
