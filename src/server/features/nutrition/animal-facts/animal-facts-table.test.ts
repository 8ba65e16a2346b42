import { describe, expect, it } from 'vitest';
import { animalFacts, type AnimalFact } from '../../../../shared/nutrition/animal-facts.ts';
import type { Allergen, AllergenStatus } from '../../../../shared/nutrition/allergens.ts';
import { readSr28FromPackage } from '../../../providers/foods/usda-sr28.ts';
import { getFoodAllergens } from '../allergens/allergen-table.ts';
import { getFoodAnimalFactNotes, getFoodAnimalFacts } from './animal-facts-table.ts';

const statusOf: Record<string, AllergenStatus> = { C: 'contains', M: 'may contain', F: 'free', U: 'unknown' };

/**
 * Foods a dietitian would check first, by their exact SR28 description, with the animal facts the table must give.
 * "gelatin C, honey F" reads: contains gelatin, free of honey; facts not named must be free ("all F": every fact
 * free). Fish, shellfish, milk and egg are the allergen table's: "fish C" is checked there.
 */
const cases: [string, string, string][] = [
  // Gelatin
  ['Gelatin desserts, dry mix', 'gelatin C', 'gelatin itself'],
  ['Gelatins, dry powder, unsweetened', 'gelatin C', 'US gelatin is pork or beef'],
  ['Candies, marshmallows', 'gelatin C', 'marshmallows are set with gelatin'],
  ['Toppings, marshmallow cream', 'gelatin M', 'Fluff is egg white; some store brands add gelatin'],
  ['Cereals ready-to-eat, GENERAL MILLS, LUCKY CHARMS', 'gelatin C', 'the marshmallows hold gelatin'],
  ["Cereals ready-to-eat, KELLOGG, KELLOGG'S RICE KRISPIES TREATS Cereal", 'gelatin C', 'marshmallow'],
  ["Cereals ready-to-eat, KELLOGG, KELLOGG'S FROSTED MINI-WHEATS, bite size", 'gelatin M', 'frosting'],
  ["Cereals ready-to-eat, KELLOGG, KELLOGG'S MINI-WHEATS, unfrosted bite size", 'all F', 'no frosting'],
  ["Toaster Pastries, KELLOGG, KELLOGG'S POP TARTS, Frosted blueberry", 'gelatin C', 'beef gelatin in frosting'],
  ['Toaster pastries, fruit (includes apple, blueberry, cherry, strawberry)', 'gelatin M', 'makers vary'],
  ['Beverages, Cocoa mix, NESTLE, Hot Cocoa Mix Rich Chocolate With Marshmallows', 'gelatin C', 'marshmallows'],
  ['Cookies, marshmallow, chocolate-coated (includes marshmallow pies)', 'gelatin C, animal-fat M', 'pies'],
  ['Yogurt, plain, whole milk, 8 grams protein per 8 ounce', 'all F', 'plain yogurt is milk and cultures'],
  ['Yogurt, fruit, low fat, 9 grams protein per 8 ounce', 'gelatin M, carmine M', 'thickener and red colour vary'],
  ['Yogurt, Greek, plain, nonfat', 'all F', 'strained, not thickened'],
  ['Sour cream, light', 'gelatin M', 'some light sour creams are set with gelatin'],
  ['Alcoholic Beverage, wine, table, red, Cabernet Sauvignon', 'gelatin M', 'fining agents are not labelled'],
  ['Headcheese, pork', 'meat C, gelatin C, animal-fat C', 'a jellied pork loaf'],
  // Honey
  ['Honey', 'honey C', 'honey'],
  ['Cereals ready-to-eat, GENERAL MILLS, HONEY NUT CHEERIOS', 'honey C', 'named'],
  ['Cookies, graham crackers, plain or honey (includes cinnamon)', 'honey M', 'plain or honey'],
  ['MURRAY, Honey Graham', 'honey C', 'named'],
  ['Nuts, almonds, honey roasted, unblanched', 'honey C', 'named'],
  ['Melons, honeydew, raw', 'all F', 'a melon'],
  ['Snacks, granola bars, hard, plain', 'honey M', 'granola bars are usually bound with honey'],
  ['Bread, whole-wheat, commercially prepared', 'honey M', 'often sweetened with honey'],
  // Breads, grains and plant foods
  ['Bread, white, commercially prepared (includes soft bread crumbs)', 'all F', 'vegetable fat, sugar'],
  ['Bagels, plain, enriched, with calcium propionate (includes onion, poppy, sesame)', 'all F', 'flour, yeast'],
  ['Pasta, dry, enriched', 'all F', 'durum wheat'],
  ['Rice, white, long-grain, regular, enriched, cooked', 'all F', 'plain rice'],
  ['Tortillas, ready-to-bake or -fry, flour, refrigerated', 'all F', 'vegetable shortening'],
  ['Tofu, raw, firm, prepared with calcium sulfate', 'all F', 'soy'],
  ['Vital wheat gluten', 'all F', 'seitan is wheat gluten'],
  ['Beans, black, mature seeds, cooked, boiled, without salt', 'all F', 'a legume'],
  ['Nuts, coconut milk, canned (liquid expressed from grated meat and water)', 'all F', 'coconut "meat"'],
  ['Lambsquarters, raw', 'all F', 'a leafy green'],
  ['Spices, poultry seasoning', 'all F', 'herbs for poultry'],
  ['Oil, olive, salad or cooking', 'all F', 'a plant oil'],
  ['Shortening, vegetable, household, composite', 'all F', 'vegetable shortening'],
  ['Butter, salted', 'all F', "milk fat is the allergen table's milk, not animal fat"],
  ['Egg, whole, raw, fresh', 'all F', "egg is the allergen table's"],
  ['Milk, whole, 3.25% milkfat, with added vitamin D', 'all F', "milk is the allergen table's"],
  // Animal fats
  ['Lard', 'animal-fat C', 'rendered pork fat'],
  ['Fat, beef tallow', 'animal-fat C', 'rendered beef fat'],
  ['Beef, variety meats and by-products, suet, raw', 'animal-fat C', 'suet: rendered fat, not flesh'],
  ['Refried beans, canned, traditional style (includes USDA commodity)', 'animal-fat M', 'some makers use lard'],
  ['Refried beans, canned, vegetarian', 'all F', 'says vegetarian'],
  ['Pie crust, standard-type, frozen, ready-to-bake, enriched', 'animal-fat M', 'lard, butter or shortening'],
  // Cheeses
  ['Cheese, parmesan, grated', 'animal-rennet C', 'PDO recipe: calf rennet'],
  ['Cheese, romano', 'animal-rennet C', 'Pecorino Romano: lamb rennet'],
  ['Cheese, gruyere', 'animal-rennet C', 'Gruyère AOP: calf rennet'],
  ['Cheese, cheddar', 'all F', 'US cheddar: fermentation chymosin'],
  ['Cheese, mozzarella, whole milk', 'all F', 'microbial coagulant'],
  ['Cheese, ricotta, whole milk', 'all F', 'acid-set whey cheese'],
  ['Cheese, feta', 'all F', 'US feta'],
  ['Cheese, gouda', 'animal-rennet M', 'often imported, animal rennet common'],
  ['Sauce, pesto, ready-to-serve, refrigerated', 'animal-rennet M', 'parmesan or pecorino in most pestos'],
  // Soups, stocks, meats
  ['Soup, chicken broth, canned, condensed', 'poultry C, animal-fat C, animal-broth C', 'chicken stock'],
  ['Soup, chicken noodle, canned, condensed', 'poultry C, animal-fat C, animal-broth C', 'chicken and its stock'],
  ['Soup, beef broth or bouillon canned, ready-to-serve', 'meat C, animal-fat C, animal-broth C', 'beef stock'],
  ['Soup, minestrone, canned, condensed', 'animal-broth M', 'often on beef stock'],
  ['Soup, vegetarian vegetable, canned, condensed', 'all F', 'says vegetarian'],
  ['Soup, tomato, canned, condensed', 'all F', 'no stock'],
  ['Gravy, brown, dry', 'animal-broth C', 'beef stock base'],
  ['Beef stew, canned entree', 'meat C, animal-fat C', 'beef'],
  ['Chicken, broilers or fryers, breast, meat only, cooked, roasted', 'poultry C, animal-fat C', 'chicken'],
  ['Pork, fresh, loin, whole, separable lean and fat, cooked, broiled', 'meat C, animal-fat C', 'pork'],
  ['Frankfurter, beef, unheated', 'meat C, animal-fat C', 'beef'],
  ['Fish, salmon, Atlantic, farmed, cooked, dry heat', 'all F, fish C', "fish is the allergen table's"],
  ['Sauce, worcestershire', 'all F, fish C', 'anchovies: the allergen table says fish'],
];

const foods = new Map(readSr28FromPackage().map((food) => [food.description, food]));

describe('animal facts table: foods a dietitian would check', () => {
  it('holds at least 60 cases', () => expect(cases.length).toBeGreaterThanOrEqual(60));

  it.each(cases)('%s: %s (%s)', (description, expected) => {
    const food = foods.get(description);
    expect(food, description).toBeDefined();
    const facts = getFoodAnimalFacts(food!);
    const want = new Map<AnimalFact, AllergenStatus>(animalFacts.map((fact) => [fact, 'free']));
    for (const part of expected.split(', ')) {
      const [name, code] = part.split(' ');
      if (name === 'all') continue;
      if (name === 'fish') {
        expect(getFoodAllergens(food!)['fish' as Allergen]).toBe(statusOf[code]);
        continue;
      }
      want.set(name as AnimalFact, statusOf[code]);
    }
    expect(facts).toEqual(Object.fromEntries(want));
  });

  it('says why for every "may contain"', () => {
    for (const [description, expected] of cases) {
      if (!expected.includes(' M')) continue;
      const notes = getFoodAnimalFactNotes(foods.get(description)!);
      for (const part of expected.split(', ').filter((item) => item.endsWith(' M')))
        expect(notes[part.split(' ')[0] as AnimalFact], description).toMatch(/\w{3,}/);
    }
  });

  it('classifies a food found online by the same rules', () => {
    const facts = getFoodAnimalFacts({ id: 9_000_001, description: 'Gummy bears, assorted', foodGroup: 'Sweets' });
    expect(facts.gelatin).toBe('contains');
    expect(facts.meat).toBe('free');
  });
});
