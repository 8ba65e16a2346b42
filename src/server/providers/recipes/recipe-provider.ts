import type {
  ExternalRecipe,
  ExternalSearchQuery,
  ExternalSearchResult,
} from '../../../shared/schemas/recipe-database.ts';

/**
 * Where the Recipe Database screen searches: the embedded catalogue (default) or Spoonacular
 * (SPOONACULAR_API_KEY). Both answer in the spec's external-recipe shape with sanitised HTML.
 */
export interface RecipeProvider {
  kind: 'catalogue' | 'spoonacular';
  search(query: ExternalSearchQuery): Promise<ExternalSearchResult>;
  random(count: number): Promise<ExternalRecipe[]>;
  /** null when the provider has no such recipe */
  get(id: string): Promise<ExternalRecipe | null>;
  /** how many recipes a search can reach (the banner) */
  totalRecipes(): Promise<number>;
}
