/** What a recipe's picture is drawn from: nothing of it is ever written into the SVG. */
export interface RecipeImageInput {
  /** stable id, seeds every variation so the same recipe always looks the same */
  key: string;
  name: string;
  cuisine: string | null;
  dishTypes: string[];
  mealTypes: string[];
  /** USDA SR28 description and food group of each ingredient, with its weight */
  ingredients: { description: string; foodGroup: string | null; grams: number }[];
}
