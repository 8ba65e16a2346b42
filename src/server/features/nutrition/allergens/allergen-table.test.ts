import { describe, expect, it } from 'vitest';
import { allergens, type Allergen, type AllergenStatus } from '../../../../shared/nutrition/allergens.ts';
import { readSr28FromPackage } from '../../../providers/foods/usda-sr28.ts';
import { getFoodAllergenNotes, getFoodAllergens } from './allergen-table.ts';
import { strictAllergens, unjudgeableFoods } from './data/allergen-rules.ts';

const statusOf: Record<string, AllergenStatus> = { C: 'contains', M: 'may contain', F: 'free', U: 'unknown' };
const ids: Record<string, Allergen> = {
  milk: 'milk',
  egg: 'egg',
  fish: 'fish',
  crustaceans: 'crustaceans',
  treenuts: 'tree-nuts',
  peanuts: 'peanuts',
  wheat: 'wheat',
  soy: 'soy',
  sesame: 'sesame',
  gluten: 'gluten',
  celery: 'celery',
  mustard: 'mustard',
  lupin: 'lupin',
  molluscs: 'molluscs',
  sulphites: 'sulphites',
};

/**
 * Foods a dietitian would check first, by their exact SR28 description, with the statuses the table must give.
 * "treenuts C, milk F" reads: contains tree nuts, free of milk. "all F" means free of every allergen.
 */
const cases: [string, string][] = [
  // Hidden wheat, egg, milk and fish
  ['Croutons, plain', 'wheat C, gluten C, milk M, egg M, treenuts F'],
  ['Croutons, seasoned', 'wheat C, gluten C, milk M, egg M'],
  ['Salad dressing, caesar dressing, regular', 'egg C, milk C, fish C, soy M, gluten M'],
  ['Salad dressing, caesar, fat-free', 'egg C, milk C, fish C'],
  ['Sauce, worcestershire', 'fish C, gluten M, sulphites M, treenuts F'],
  ['Sauce, pesto, ready-to-serve, refrigerated', 'treenuts C, milk C, peanuts M'],
  ['Sauce, pesto, ready-to-serve, shelf stable', 'treenuts C, milk C'],
  ['Salad dressing, mayonnaise, regular', 'egg C, soy M, mustard M, milk F, fish F'],
  ['Mayonnaise, reduced fat, with olive oil', 'egg C, soy M, milk F'],
  ['Salad dressing, mayonnaise, soybean oil, without salt', 'egg C, soy M'],
  ['Mayonnaise, made with tofu', 'egg F, soy C, milk F'],
  ['Salad dressing, mayonnaise, imitation, milk cream', 'milk C, egg M'],
  ['Salad dressing, italian dressing, commercial, regular', 'soy M, milk M, egg M, mustard M, treenuts F, peanuts F'],
  ['Salad dressing, ranch dressing, regular', 'milk C, egg M, soy M'],
  ['Salad dressing, sesame seed dressing, regular', 'sesame C, soy M'],
  ['Salad dressing, honey mustard, regular', 'mustard C, egg M'],
  // Soy sauces and soy foods
  ['Soy sauce made from soy (tamari)', 'soy C, wheat M, gluten M'],
  ['Soy sauce made from soy and wheat (shoyu)', 'soy C, wheat C, gluten C'],
  ['Soy sauce made from soy and wheat (shoyu), low sodium', 'soy C, wheat C, gluten C'],
  ['Miso', 'soy C, gluten M, milk F'],
  ['Tempeh', 'soy C, wheat F, milk F'],
  ['Tofu, raw, firm, prepared with calcium sulfate', 'soy C, milk F, egg F'],
  ['Tofu, raw, regular, prepared with calcium sulfate', 'soy C'],
  ['Edamame, frozen, prepared', 'soy C, peanuts F'],
  ['Soymilk, original and vanilla, unfortified', 'soy C, milk F'],
  ['Soy flour, full-fat, raw', 'soy C, wheat F, gluten F'],
  ['Sauce, teriyaki, ready-to-serve', 'soy C, wheat C, gluten C'],
  ['Sauce, hoisin, ready-to-serve', 'soy C, wheat C, gluten C, sesame M'],
  ['Bacon, meatless', 'soy C, wheat C, milk M, egg M, peanuts F'],
  // Coconut, nutmeg, water chestnut, butternut: not tree nuts
  ['Nuts, coconut milk, canned (liquid expressed from grated meat and water)', 'treenuts F, milk F, peanuts F'],
  ['Nuts, coconut milk, raw (liquid expressed from grated meat and water)', 'treenuts F, milk F'],
  ['Nuts, coconut cream, raw (liquid expressed from grated meat)', 'treenuts F, milk F'],
  ['Nuts, coconut meat, raw', 'treenuts F'],
  ['Nuts, coconut water (liquid from coconuts)', 'all F'],
  ['Oil, coconut', 'treenuts F, milk F'],
  ['Beverages, coconut milk, sweetened, fortified with calcium, vitamins A, B12, D2', 'treenuts F, milk F'],
  ['Spices, nutmeg, ground', 'treenuts F'],
  ['Oil, nutmeg butter', 'treenuts F, milk F'],
  ['Waterchestnuts, chinese, (matai), raw', 'treenuts F'],
  ['Waterchestnuts, chinese, canned, solids and liquids', 'treenuts F'],
  ['Squash, winter, butternut, raw', 'treenuts F, milk F'],
  ['Squash, winter, acorn, raw', 'treenuts F'],
  // Tree nuts and peanuts
  ['Nuts, almonds', 'treenuts C, peanuts F'],
  ['Nuts, almonds, dry roasted, with salt added', 'treenuts C, peanuts M'],
  ['Nuts, mixed nuts, oil roasted, without peanuts, without salt added', 'treenuts C, peanuts M'],
  ['Nuts, cashew nuts, raw', 'treenuts C'],
  ['Nuts, walnuts, english', 'treenuts C'],
  ['Nuts, pistachio nuts, raw', 'treenuts C'],
  ['Nuts, macadamia nuts, raw', 'treenuts C'],
  ['Nuts, pine nuts, dried', 'treenuts C'],
  ['Nuts, chestnuts, european, raw, peeled', 'treenuts C'],
  ['Nuts, ginkgo nuts, dried', 'treenuts C'],
  ['Nuts, beechnuts, dried', 'treenuts C'],
  ['Nuts, cashew butter, plain, without salt added', 'treenuts C, milk F'],
  ['Nuts, mixed nuts, dry roasted, with peanuts, without salt added', 'treenuts C, peanuts C'],
  ['Beverages, almond milk, unsweetened, shelf stable', 'treenuts C, milk F'],
  ['Oil, almond', 'treenuts C'],
  ['Oil, walnut', 'treenuts C'],
  ['Peanut butter, smooth style, with salt', 'peanuts C, milk F, treenuts F'],
  ['Peanut flour, defatted', 'peanuts C, wheat F, gluten F'],
  ['Oil, peanut, salad or cooking', 'peanuts M'],
  ['Sauce, peanut, made from coconut, water, sugar, peanuts', 'peanuts C'],
  ['Seeds, sunflower seed kernels, dried', 'treenuts F, peanuts F, sesame F'],
  ['Seeds, sunflower seed kernels, dry roasted, with salt added', 'treenuts M, peanuts M'],
  ['Seeds, flaxseed', 'treenuts F, peanuts F'],
  ['Seeds, chia seeds, dried', 'treenuts F'],
  ['Seeds, pumpkin and squash seed kernels, dried', 'treenuts F'],
  // Sesame
  ['Seeds, sesame butter, tahini, from roasted and toasted kernels (most common type)', 'sesame C'],
  ['Seeds, sesame seeds, whole, dried', 'sesame C'],
  ['Seeds, sesame flour, low-fat', 'sesame C, wheat F, gluten F'],
  ['Oil, sesame, salad or cooking', 'sesame C'],
  ['Candies, halavah, plain', 'sesame C, treenuts M, milk M'],
  ['Candies, sesame crunch', 'sesame C'],
  ['Hummus, commercial', 'sesame C, wheat F'],
  ['Hummus, home prepared', 'sesame C'],
  ['Bagels, plain, enriched, with calcium propionate (includes onion, poppy, sesame)', 'sesame C, wheat C, gluten C'],
  // Fish, crustaceans, molluscs
  ['Fish, surimi', 'fish C, crustaceans M, egg M, wheat M'],
  ['Crustaceans, crab, alaska king, imitation, made from surimi', 'fish C, crustaceans M'],
  ['Mollusks, scallop, mixed species, imitation, made from surimi', 'fish C, molluscs M'],
  ['Sauce, oyster, ready-to-serve', 'molluscs C, fish F, crustaceans F, wheat M'],
  ['Sauce, fish, ready-to-serve', 'fish C, crustaceans M, wheat F, gluten F'],
  ['Fish, anchovy, european, canned in oil, drained solids', 'fish C, crustaceans F, molluscs F'],
  ['Fish, tuna, light, canned in water, drained solids', 'fish C'],
  ['Fish, salmon, Atlantic, farmed, raw', 'fish C, crustaceans F'],
  [
    'Crustaceans, shrimp, mixed species, raw (may have been previously frozen)',
    'crustaceans C, fish F, molluscs F, sulphites M',
  ],
  ['Crustaceans, crab, blue, raw', 'crustaceans C, fish F'],
  ['Crustaceans, lobster, northern, raw', 'crustaceans C'],
  ['Mollusks, clam, mixed species, raw', 'molluscs C, crustaceans F, fish F'],
  ['Mollusks, mussel, blue, raw', 'molluscs C'],
  ['Mollusks, oyster, eastern, wild, raw', 'molluscs C'],
  ['Mollusks, squid, mixed species, raw', 'molluscs C'],
  ['Mollusks, scallop, mixed species, cooked, breaded and fried', 'molluscs C, wheat C, gluten C, egg M'],
  ['Mushrooms, oyster, raw', 'molluscs F'],
  ['Crackers, saltines (includes oyster, soda, soup)', 'molluscs F, wheat C, gluten C'],
  ['Cabbage, kimchi', 'fish M, crustaceans M'],
  ['Gelatins, dry powder, unsweetened', 'all F'],
  ['Gelatin desserts, dry mix', 'all F'],
  // Milk, egg
  ['Milk, whole, 3.25% milkfat, with added vitamin D', 'milk C, egg F'],
  ['Cheese, parmesan, grated', 'milk C'],
  ['Cheese, cheddar', 'milk C'],
  ['Butter, salted', 'milk C'],
  ['Butter oil, anhydrous', 'milk C'],
  ['Yogurt, Greek, plain, nonfat', 'milk C'],
  ['Cheese substitute, mozzarella', 'milk C'],
  ['Cream substitute, liquid, with hydrogenated vegetable oil and soy protein', 'milk M, soy M'],
  ['Egg, whole, raw, fresh', 'egg C, milk F'],
  ['Egg substitute, powder', 'egg C, milk M'],
  ['Eggnog', 'egg C, milk C'],
  ['Noodles, egg, dry, enriched', 'egg C, wheat C, gluten C'],
  ['Pasta, fresh-refrigerated, plain, as purchased', 'wheat C, egg M'],
  ['Lettuce, butterhead (includes boston and bibb types), raw', 'all F'],
  ['Oil, cocoa butter', 'milk F'],
  ['Cocoa, dry powder, unsweetened', 'milk F'],
  ['Candies, semisweet chocolate', 'milk M, soy M'],
  ['Beverages, rice milk, unsweetened', 'milk F'],
  ['Potatoes, mashed, dehydrated, flakes without milk, dry form', 'milk F, sulphites M'],
  ['Potatoes, mashed, dehydrated, prepared from flakes without milk, whole milk and butter added', 'milk C'],
  ['Margarine, regular, 80% fat, composite, stick, with salt', 'milk M, soy M'],
  ['Eggplant, raw', 'egg F'],
  ['Soup, cream of mushroom, canned, condensed', 'milk C, wheat C, gluten C, fish F, peanuts F'],
  // Cereals and gluten
  ['Buckwheat', 'wheat F, gluten F'],
  ['Buckwheat groats, roasted, dry', 'wheat F, gluten F'],
  ['Buckwheat flour, whole-groat', 'wheat F, gluten F'],
  ['Pancakes, buckwheat, dry mix, incomplete', 'wheat C, gluten C'],
  ['Noodles, japanese, soba, dry', 'wheat C, gluten C'],
  ['Noodles, chinese, cellophane or long rice (mung beans), dehydrated', 'wheat F, gluten F, egg F'],
  ['Rice noodles, dry', 'wheat F, gluten F, egg F'],
  ['Rice, white, long-grain, regular, raw, enriched', 'all F'],
  ['Quinoa, uncooked', 'all F'],
  ['Cornstarch', 'wheat F, gluten F'],
  ['Tapioca, pearl, dry', 'wheat F, gluten F'],
  ['Chickpea flour (besan)', 'wheat F, gluten F'],
  ['Carob flour', 'wheat F, gluten F'],
  ['Tortillas, ready-to-bake or -fry, corn', 'wheat F, gluten F, milk F'],
  ['Tortillas, ready-to-bake or -fry, flour, refrigerated', 'wheat C, gluten C'],
  ['Wheat flour, white, all-purpose, enriched, bleached', 'wheat C, gluten C'],
  ['Spelt, uncooked', 'wheat C, gluten C'],
  ['Couscous, dry', 'wheat C, gluten C'],
  ['Bulgur, dry', 'wheat C, gluten C'],
  ['Barley, pearled, raw', 'gluten C, wheat F'],
  ['Rye flour, dark', 'gluten C'],
  ['Bread, rye', 'gluten C, wheat C, sesame M'],
  [
    'Bread, white, commercially prepared (includes soft bread crumbs)',
    'wheat C, gluten C, milk M, egg M, soy M, sesame M',
  ],
  ['Bread, pita, white, enriched', 'wheat C, gluten C'],
  ['Cereals, oats, regular and quick, not fortified, dry', 'gluten M, wheat M, milk F'],
  ['Cereals, corn grits, white, regular and quick, enriched, dry', 'all F'],
  ['Alcoholic beverage, beer, regular, all', 'gluten C, sulphites M'],
  ['Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof', 'all F'],
  ['Leavening agents, baking soda', 'all F'],
  // Sulphites
  ['Apricots, dried, sulfured, uncooked', 'sulphites C'],
  ['Peaches, dried, sulfured, uncooked', 'sulphites C'],
  ['Raisins, golden seedless', 'sulphites C'],
  ['Alcoholic beverage, wine, table, red', 'sulphites C, milk F, egg F'],
  ['Alcoholic beverage, wine, table, white', 'sulphites C'],
  ['Vinegar, red wine', 'sulphites C'],
  ['Vinegar, balsamic', 'sulphites C'],
  ['Vinegar, distilled', 'sulphites F'],
  ['Molasses', 'sulphites M'],
  ['Lemon juice from concentrate, bottled, REAL LEMON', 'sulphites M'],
  ['Sauce, hot chile, sriracha', 'sulphites C'],
  // Mustard, celery, lupin
  ['Spices, mustard seed, ground', 'mustard C'],
  ['Mustard, prepared, yellow', 'mustard C'],
  ['Oil, mustard', 'mustard C'],
  ['Mustard greens, raw', 'mustard M'],
  ['Spices, curry powder', 'mustard M, celery M'],
  ['Spices, celery seed', 'celery C'],
  ['Celery, raw', 'celery C'],
  ['Celeriac, raw', 'celery C'],
  ['Celery flakes, dried', 'celery C'],
  ['Vegetable juice cocktail, canned', 'celery C'],
  ['Soup, chicken broth, low sodium, canned', 'celery M, milk F, wheat F'],
  ['Lupins, mature seeds, raw', 'lupin C, peanuts F'],
  // Everyday foods that are free of everything
  ['Honey', 'all F'],
  ['Sugars, granulated', 'all F'],
  ['Syrups, maple', 'all F'],
  ['Oil, olive, salad or cooking', 'all F'],
  ['Lentils, raw', 'all F'],
  ['Chickpeas (garbanzo beans, bengal gram), mature seeds, canned, drained solids', 'all F'],
  ['Beef, ground, 85% lean meat / 15% fat, raw', 'all F'],
  ['Chicken, broilers or fryers, breast, meat only, cooked, roasted', 'all F'],
  ['Lettuce, cos or romaine, raw', 'all F'],
  ['Crabapples, raw', 'all F'],
  // Words that named an allergen they are not (second pass): word-boundary and dish-name leaks
  ['Squash, summer, scallop, raw', 'all F'],
  ['Salsify, (vegetable oyster), raw', 'all F'],
  ['Ostrich, oyster, raw', 'all F'],
  ['Squash, winter, spaghetti, raw', 'all F'],
  ['Spices, pumpkin pie spice', 'wheat F, gluten F, celery M'],
  ['Pumpkin pie mix, canned', 'wheat F, gluten F, milk F'],
  ['Corn, sweet, yellow, canned, cream style, regular pack', 'all F'],
  ['Carbonated beverage, cream soda', 'all F'],
  ["Custard-apple, (bullock's-heart), raw", 'all F'],
  ['Pickles, cucumber, sweet (includes bread and butter pickles)', 'milk F, wheat F, gluten F'],
  ['Crackers, flavored, fish-shaped', 'fish F, wheat C'],
  ['Pasta, homemade, made without egg, cooked', 'egg F, wheat C'],
  ['Fish, herring eggs, Pacific, plain (Alaska Native)', 'egg F, fish C'],
  ['Rye flour, dark', 'wheat M, gluten C'],
  ['Babyfood, cookies, arrowroot', 'wheat C, gluten C'],
  ['Syrups, table blends, pancake', 'all F'],
  ['Pie fillings, apple, canned', 'wheat F, treenuts F, peanuts F'],
  ['Cereals, farina, unenriched, dry', 'wheat C, gluten C'],
  ['Cereals, farina, enriched, cooked with water, without salt', 'wheat C, gluten C'],
  ['Cereals, MALT-O-MEAL, original, plain, dry', 'wheat C, gluten C'],
  ['Cereals, WHEATENA, dry', 'wheat C, gluten C'],
  ['Cereals, CREAM OF WHEAT, instant, dry', 'wheat C, gluten C, milk F'],
  ['Semolina, enriched', 'wheat C, gluten C'],
  ['Candies, gumdrops, starch jelly pieces', 'all F'],
  ['Candies, butterscotch', 'milk C, fish F, lupin F, molluscs F, crustaceans F'],
  ['BURGER KING, french fries', 'wheat M, sesame F'],
  ['CRACKER BARREL, coleslaw', 'wheat F, egg C'],
  ['Vermicelli, made from soy', 'wheat F, gluten F, soy C'],
  // Mixed dishes, judged by usual recipe or label (more in tests/fixtures/allergens/mixed-foods.tsv)
  ['Ham, sliced, regular (approximately 11% fat)', 'milk M, soy M, wheat M, fish F'],
  ['Ice creams, vanilla', 'milk C, egg M, fish F, wheat F, lupin F'],
];

describe('the allergen table on foods a dietitian checks first', () => {
  const foods = readSr28FromPackage();
  const byDescription = new Map(foods.map((food) => [food.description, food]));

  it('covers every SR28 food and at least 150 reviewed cases', () => {
    for (const food of foods.slice(0, 200)) expect(Object.keys(getFoodAllergens(food))).toEqual([...allergens]);
    expect(foods).toHaveLength(8789);
    expect(cases.length).toBeGreaterThanOrEqual(150);
  });

  it.each(cases)('%s: %s', (description, expected) => {
    const food = byDescription.get(description);
    expect(food, `no SR28 food is described "${description}"`).toBeDefined();
    const statuses = getFoodAllergens(food!);
    if (expected === 'all F') {
      for (const allergen of allergens) expect(statuses[allergen], allergen).toBe('free');
      return;
    }
    for (const part of expected.split(', ')) {
      const [name, code] = part.split(' ');
      expect(statuses[ids[name]], `${description}: ${name}`).toBe(statusOf[code]);
    }
  });

  it('leaves at most 1 % unknown, and no US-nine or gluten unknown outside the justified list', () => {
    let unknown = 0;
    const unlisted: string[] = [];
    for (const food of foods) {
      const statuses = getFoodAllergens(food);
      for (const allergen of allergens) {
        if (statuses[allergen] !== 'unknown') continue;
        unknown += 1;
        const listed = unjudgeableFoods[String(food.id)]?.allergens.includes(allergen);
        if (strictAllergens.includes(allergen) && !listed) unlisted.push(`${food.description}: ${allergen}`);
      }
    }
    expect(unknown / (foods.length * allergens.length)).toBeLessThanOrEqual(0.01);
    expect(unlisted).toEqual([]);
    for (const entry of Object.values(unjudgeableFoods)) expect(entry.reason.length).toBeGreaterThan(10);
  });

  it('judges a food found online by the same rules as the table', () => {
    const online = {
      id: 2_345_678,
      description: 'Nuts, coconut milk, canned, organic',
      foodGroup: 'Nut and Seed Products',
    };
    expect(getFoodAllergens(online)['tree-nuts']).toBe('free');
    const dressing = { id: 2_345_679, description: 'Salad dressing, caesar, organic', foodGroup: 'Fats and Oils' };
    expect(getFoodAllergens(dressing)).toMatchObject({ egg: 'contains', milk: 'contains', fish: 'contains' });
  });
});

describe('every "may contain" has its reason (issue 31)', () => {
  it('gives, for each food and allergen the table marks "may contain", the reason of the rule or entry that decided it', () => {
    let mayContain = 0;
    const without: string[] = [];
    for (const food of readSr28FromPackage()) {
      const statuses = getFoodAllergens(food);
      const notes = getFoodAllergenNotes(food);
      for (const allergen of allergens) {
        if (statuses[allergen] !== 'may contain') {
          expect(notes[allergen], `${food.id} ${allergen}`).toBeUndefined();
          continue;
        }
        mayContain += 1;
        if (!notes[allergen] || notes[allergen]!.length < 10)
          without.push(`${food.id} ${food.description}: ${allergen}`);
      }
    }
    expect(mayContain).toBeGreaterThan(0);
    expect(without.slice(0, 10)).toEqual([]);
  });
});
