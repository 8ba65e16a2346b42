import type { Allergen, AllergenStatus } from '@/shared/nutrition/allergens';
import type { AnimalFact } from '@/shared/nutrition/animal-facts';
import { micronutrientKeys, type MicronutrientKey } from '@/shared/nutrition/nutrients';
import type { CustomFood, CustomFoodInput, LabelReading } from '@/shared/schemas/custom-foods';
import type { PracticeAllergenStatus } from '@/shared/schemas/nutrition';
import { KJ_PER_KCAL, roundTo } from '@/shared/format/formats';
import type { EnergyUnit } from '@/shared/format/preferences';

export const coreLabelNutrients = ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sugar', 'sodium'] as const;
export type CoreLabelNutrient = (typeof coreLabelNutrients)[number];
export type LabelNutrientKey = CoreLabelNutrient | MicronutrientKey;

export const coreNutrientNames: Record<CoreLabelNutrient, { label: string; unit: string; required: boolean }> = {
  calories: { label: 'Energy', unit: 'kcal', required: true },
  protein: { label: 'Protein', unit: 'g', required: true },
  carbs: { label: 'Carbohydrate', unit: 'g', required: true },
  fat: { label: 'Fat', unit: 'g', required: true },
  fiber: { label: 'Fibre', unit: 'g', required: false },
  sugar: { label: 'Sugars', unit: 'g', required: false },
  sodium: { label: 'Sodium', unit: 'mg', required: false },
};

/** The form as typed: every number is text until it is sent, so "8g" can be named as what is wrong. */
export interface CustomFoodDraft {
  description: string;
  brandOwner: string;
  servingAmount: string;
  servingUnit: 'g' | 'ml';
  householdAmount: string;
  householdUnit: string;
  householdGrams: string;
  nutrients: Partial<Record<LabelNutrientKey, string>>;
  ingredientsText: string;
  allergenStatement: string;
  /** null until the label has been read (or the food was saved with statuses) */
  allergens: Record<Allergen, PracticeAllergenStatus> | null;
  animalFacts: Record<AnimalFact, AllergenStatus> | null;
  confirmEnergyMismatch: boolean;
}

export function blankCustomFood(description = ''): CustomFoodDraft {
  return {
    description,
    brandOwner: '',
    servingAmount: '',
    servingUnit: 'g',
    householdAmount: '',
    householdUnit: '',
    householdGrams: '',
    nutrients: {},
    ingredientsText: '',
    allergenStatement: '',
    allergens: null,
    animalFacts: null,
    confirmEnergyMismatch: false,
  };
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * The label's energy as the practice reads labels: kcal, or whole kJ (Australian and New Zealand labels print kJ).
 * A kJ figure typed is kept as kcal to 0.01, so it reads back as the very kJ typed.
 */
function energyText(kcal: number | null | undefined, unit: EnergyUnit): string {
  if (kcal === null || kcal === undefined) return '';
  return unit === 'kJ' ? String(Math.round(kcal * KJ_PER_KCAL)) : String(kcal);
}

function typedEnergy(value: number | string, unit: EnergyUnit): number | string {
  return unit === 'kJ' && typeof value === 'number' ? roundTo(value / KJ_PER_KCAL, 2) : value;
}

export function customFoodDraft(food: CustomFood, energyUnit: EnergyUnit = 'kcal'): CustomFoodDraft {
  return {
    description: food.description,
    brandOwner: food.brandOwner ?? '',
    servingAmount: text(food.servingSize.amount),
    servingUnit: food.servingSize.unit,
    householdAmount: text(food.householdServing?.amount),
    householdUnit: food.householdServing?.unit ?? '',
    householdGrams: text(food.householdServing?.grams),
    nutrients: Object.fromEntries(
      Object.entries(food.nutrientsPerServing).map(([key, value]) => [
        key,
        key === 'calories' ? energyText(value, energyUnit) : text(value),
      ]),
    ),
    ingredientsText: food.ingredientsText ?? '',
    allergenStatement: food.allergenStatement ?? '',
    allergens: Object.values(food.allergens).includes('unknown')
      ? null
      : (food.allergens as Record<Allergen, PracticeAllergenStatus>),
    animalFacts: food.animalFacts,
    confirmEnergyMismatch: false,
  };
}

/** A number where the text is one ("12,5" read as 12.5); the text itself otherwise, for the contract to refuse. */
function numberOrText(value: string): number | string {
  const trimmed = value.trim().replace(',', '.');
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : value.trim();
}

/** The statuses a read label gives the form: an allergen nobody could judge starts as "may contain" to check. */
export function confirmableAllergens(reading: LabelReading): Record<Allergen, PracticeAllergenStatus> {
  return Object.fromEntries(
    Object.entries(reading.allergens).map(([allergen, status]) => [
      allergen,
      status === 'unknown' ? 'may contain' : status,
    ]),
  ) as Record<Allergen, PracticeAllergenStatus>;
}

/** What the API is sent: blank optional fields left out, numbers as numbers, energy in kcal. */
export function customFoodInput(draft: CustomFoodDraft, energyUnit: EnergyUnit = 'kcal'): CustomFoodInput {
  const nutrients: Record<string, number | string> = {};
  for (const key of [...coreLabelNutrients, ...micronutrientKeys]) {
    const value = draft.nutrients[key] ?? '';
    const required = key in coreNutrientNames && coreNutrientNames[key as CoreLabelNutrient].required;
    if (value.trim() !== '' || required)
      nutrients[key] = key === 'calories' ? typedEnergy(numberOrText(value), energyUnit) : numberOrText(value);
  }
  const household =
    draft.householdAmount.trim() || draft.householdUnit.trim() || draft.householdGrams.trim()
      ? {
          amount: numberOrText(draft.householdAmount),
          unit: draft.householdUnit,
          grams: numberOrText(draft.householdGrams),
        }
      : null;
  return {
    description: draft.description,
    brandOwner: draft.brandOwner || null,
    servingSize: { amount: numberOrText(draft.servingAmount), unit: draft.servingUnit },
    householdServing: household,
    nutrientsPerServing: nutrients,
    ingredientsText: draft.ingredientsText || null,
    allergenStatement: draft.allergenStatement || null,
    ...(draft.allergens ? { allergens: draft.allergens } : {}),
    ...(draft.animalFacts ? { animalFacts: draft.animalFacts } : {}),
    ...(draft.confirmEnergyMismatch ? { confirmEnergyMismatch: true } : {}),
  } as CustomFoodInput;
}

/** Field errors by path ("nutrientsPerServing.fat"), the first message of each. */
export function errorsByPath(errors: readonly { path: string; message: string }[]): Record<string, string> {
  const byPath: Record<string, string> = {};
  for (const error of errors) byPath[error.path] ??= error.message;
  return byPath;
}
