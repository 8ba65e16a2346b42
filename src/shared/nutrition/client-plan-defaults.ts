import type { Client } from '../schemas/clients.ts';
import { calendarAge } from '../clients/age.ts';
import { estimateEnergyNeeds } from './energy-needs.ts';

export type PlanGoal = 'weight loss' | 'muscle gain' | 'blood sugar' | 'heart health' | 'ketogenic' | 'maintenance';

/** Energy split (% protein / carbs / fat) a dietitian would start from for each goal, within the AMDRs except keto. */
export const goalMacros: Record<PlanGoal, { proteinPercent: number; carbsPercent: number; fatPercent: number }> = {
  'weight loss': { proteinPercent: 30, carbsPercent: 40, fatPercent: 30 },
  'muscle gain': { proteinPercent: 30, carbsPercent: 45, fatPercent: 25 },
  'blood sugar': { proteinPercent: 25, carbsPercent: 40, fatPercent: 35 },
  'heart health': { proteinPercent: 20, carbsPercent: 50, fatPercent: 30 },
  ketogenic: { proteinPercent: 20, carbsPercent: 5, fatPercent: 75 },
  maintenance: { proteinPercent: 20, carbsPercent: 50, fatPercent: 30 },
};

/** The goal read from the profile: a keto restriction first, then the words of the health goals. */
export function planGoalOf(
  client: Pick<Client, 'healthGoals' | 'dietaryRestrictions' | 'medicalConditions'>,
): PlanGoal {
  if (client.dietaryRestrictions.some((entry) => /keto/i.test(entry))) return 'ketogenic';
  const words = `${client.healthGoals ?? ''} ${client.medicalConditions.join(' ')}`.toLowerCase();
  if (/diabet|blood sugar|glucose|insulin|a1c/.test(words)) return 'blood sugar';
  if (/lose|loss|slim|reduce weight|cut\b|fat loss|obes/.test(words)) return 'weight loss';
  if (/muscle|gain|bulk|strength|hypertroph/.test(words)) return 'muscle gain';
  if (/heart|cholesterol|blood pressure|hypertension|cardio/.test(words)) return 'heart health';
  return 'maintenance';
}

export interface ClientPlanDefaults {
  goal: PlanGoal;
  /** null when the profile lacks what Mifflin–St Jeor needs */
  caloriesPerDay: number | null;
  macros: { proteinPercent: number; carbsPercent: number; fatPercent: number };
  /** how the calories were found, in plain words */
  calorieReason: string;
}

/**
 * Targets to start a client's plan from: energy needs from the profile (Mifflin–St Jeor × activity, or × 1.2
 * without an activity level), 500 kcal less for weight loss (never below the resting energy or 1,200 kcal),
 * 300 more for muscle gain, rounded to 50 and kept in the generator's 1,000–5,000 kcal.
 */
export function clientPlanDefaults(client: Client, today: string): ClientPlanDefaults {
  const goal = planGoalOf(client);
  const macros = goalMacros[goal];
  const needs = estimateEnergyNeeds({
    gender: client.gender,
    ageYears: client.dateOfBirth ? calendarAge(client.dateOfBirth, today) : null,
    heightCm: client.height,
    weightKg: client.weight,
    activityLevel: client.activityLevel,
  });
  if (!needs)
    return {
      goal,
      caloriesPerDay: null,
      macros,
      calorieReason: 'The profile lacks sex, age, height or weight, so the calories are not estimated.',
    };
  const base = needs.tdee ?? needs.bmr * 1.2;
  let calories = base;
  let adjustment = '';
  if (goal === 'weight loss') {
    calories = Math.max(base - 500, needs.bmr, 1200);
    adjustment = `, ${Math.round(base - calories)} kcal less for weight loss`;
  } else if (goal === 'muscle gain') {
    calories = base + 300;
    adjustment = ', 300 kcal more for muscle gain';
  }
  const rounded = Math.min(5000, Math.max(1000, Math.round(calories / 50) * 50));
  const source =
    needs.tdee !== null
      ? 'energy needs (Mifflin–St Jeor × activity)'
      : 'resting energy × 1.2 (no activity level on record)';
  return { goal, caloriesPerDay: rounded, macros, calorieReason: `From the profile's ${source}${adjustment}.` };
}
