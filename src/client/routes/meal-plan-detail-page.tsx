import { useParams } from 'wouter';
import { MealPlanDetailScreen } from '@/client/features/meal-plans/meal-plan-detail';
import { InvalidMealPlanId } from '@/client/features/meal-plans/meal-plan-detail-not-found';

export function MealPlanDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  if (!id.trim()) return <InvalidMealPlanId />;
  // Keyed by id: another plan starts on its own Day 1 with no dialog left open.
  return <MealPlanDetailScreen key={id} id={id} />;
}
