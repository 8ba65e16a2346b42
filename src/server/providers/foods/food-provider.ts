import type { AllergenStatuses } from '../../../shared/nutrition/allergens.ts';

/** A food a search found, with what the pick check compares: energy density and allergen statuses. */
export interface FoundFood {
  fdcId: number;
  description: string;
  brandOwner: string | null;
  /** kcal per 100 g */
  energyKcal: number | null;
  allergens: AllergenStatuses;
}

/** Where food search goes: the embedded USDA SR28 data, or USDA FoodData Central with FDC_API_KEY. */
export interface FoodProvider {
  readonly name: 'usda-sr28' | 'fdc';
  /** best match first */
  search(query: string, limit: number): Promise<FoundFood[]>;
  /**
   * Readies what the first search would otherwise build (the local ranking index), so the first practitioner to
   * type in a recipe's ingredient row waits no longer than the next one. Called once the server listens.
   */
  prepare?(): Promise<void>;
}
