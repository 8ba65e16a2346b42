import { useParams } from 'wouter';
import { MealPlanDetailScreen, InvalidMealPlanId } from '@/client/features/meal-plans';

export function MealPlanDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  if (!id.trim()) return <InvalidMealPlanId />;
  // Keyed by id: another plan starts on its own Day 1 with no dialog left open.
  return <MealPlanDetailScreen key={id} id={id} />;
}
