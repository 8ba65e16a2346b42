import type { ActivityLevel, Gender } from '../schemas/clients.ts';

/** Physical activity factors commonly paired with Mifflin–St Jeor. */
export const activityFactors: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  lightly_active: 1.375,
  moderately_active: 1.55,
  very_active: 1.725,
  extra_active: 1.9,
};

export interface EnergyNeeds {
  /** Resting energy, kcal/day (Mifflin–St Jeor, 1990). */
  bmr: number;
  /** Estimated total daily energy, kcal/day; null without an activity level. */
  tdee: number | null;
  activityFactor: number | null;
}

/**
 * Mifflin–St Jeor: 10·kg + 6.25·cm − 5·age + 5 (men) or − 161 (women). The equation is defined for the two
 * sexes only, so other answers give no estimate rather than a guess. Values are kept unrounded; round to show.
 */
export function estimateEnergyNeeds(input: {
  gender: Gender | null;
  ageYears: number | null;
  heightCm: number | null;
  weightKg: number | null;
  activityLevel: ActivityLevel | null;
}): EnergyNeeds | null {
  const { gender, ageYears, heightCm, weightKg, activityLevel } = input;
  if ((gender !== 'male' && gender !== 'female') || ageYears === null || heightCm === null || weightKg === null)
    return null;
  if (ageYears < 18) return null; // the equation was derived for adults
  const bmr = 10 * weightKg + 6.25 * heightCm - 5 * ageYears + (gender === 'male' ? 5 : -161);
  const activityFactor = activityLevel ? activityFactors[activityLevel] : null;
  return { bmr, tdee: activityFactor === null ? null : bmr * activityFactor, activityFactor };
}
