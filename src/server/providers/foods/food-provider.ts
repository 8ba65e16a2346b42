import type { FoodSearchResult } from '../../../shared/schemas/nutrition.ts';

/** Where food search goes: the embedded USDA SR28 data, or USDA FoodData Central with FDC_API_KEY. */
export interface FoodProvider {
  readonly name: 'usda-sr28' | 'fdc';
  /** best match first */
  search(query: string, limit: number): Promise<FoodSearchResult[]>;
}
