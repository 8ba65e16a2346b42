/**
 * Finds USDA SR28 foods for catalogue authors: `npm run catalogue:food -- "chickpeas canned" "greek yogurt"`.
 * Prints the NDB number, food group, kcal/protein/carbs/fat per 100 g and the household weights.
 */
import { buildFoodIndex, searchFoodIndex } from '../../src/server/features/nutrition/food-ranking.ts';
import { readSr28FromPackage } from '../../src/server/providers/foods/usda-sr28.ts';

const foods = readSr28FromPackage();
const byId = new Map(foods.map((food) => [food.id, food]));
const index = buildFoodIndex(foods);
const args = process.argv.slice(2);
const limit = Number(process.env.LIMIT ?? 8);
for (const query of args) {
  console.log(`\n## ${query}`);
  const hits = /^\d+$/.test(query)
    ? [{ food: byId.get(Number(query)) }].filter((hit) => hit.food)
    : searchFoodIndex(index, query, limit);
  for (const hit of hits) {
    const food = byId.get(hit.food!.id)!;
    const portions = food.portions.map((p) => `${p.label}=${p.grams}g`).join('; ');
    console.log(
      `${food.id}\t${food.description} [${food.foodGroup}] ${food.energyKcal}kcal P${food.protein} C${food.carbs} F${food.fat} | ${portions}`,
    );
  }
}
