/**
 * Warnings for a planned meal against a client's allergies and dietary restrictions. A screening aid for
 * the practitioner, read from ingredient names and their USDA foods: it flags, it does not certify.
 */

export interface ConflictIngredient {
  name: string;
  /** the linked USDA food, when there is one */
  foodDescription?: string | null;
  foodGroup?: string | null;
}

export interface ConflictMeal {
  ingredients: ConflictIngredient[];
  /** nutrition for the planned servings, when known */
  sodiumMg?: number | null;
  carbsG?: number | null;
  /** labels derived from the USDA foods, when every ingredient has one (they catch what names hide) */
  labels?: { diets: string[]; allergens: string[] } | null;
}

/** Client allergy words → the derived intolerance flag that covers them. */
const allergyFlags: [RegExp, string][] = [
  [/peanut/, 'peanut'],
  [/tree ?nut|^nuts?$|almond|walnut|cashew|pecan|pistachio|hazelnut/, 'tree nut'],
  [/milk|dairy|lactose|casein|whey/, 'dairy'],
  [/egg/, 'egg'],
  [/soy/, 'soy'],
  [/wheat/, 'wheat'],
  [/gluten|coeliac|celiac/, 'gluten'],
  [/fish|shellfish|seafood|crustacean|mollus|shrimp|prawn|crab|lobster/, 'seafood'],
];
/** Client restriction words → the derived diet label a meal must carry. */
const restrictionDiets: Record<string, string> = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  'plant-based': 'vegan',
  'gluten-free': 'gluten-free',
  coeliac: 'gluten-free',
  celiac: 'gluten-free',
  'dairy-free': 'dairy-free',
  'lactose-free': 'dairy-free',
  paleo: 'paleo',
  whole30: 'whole30',
};

const dairy = ['milk', 'cheese', 'butter', 'yogurt', 'yoghurt', 'cream', 'whey', 'casein', 'ghee', 'kefir', 'paneer', 'ricotta', 'mozzarella', 'parmesan', 'feta'];
const notDairy = ['coconut milk', 'almond milk', 'soy milk', 'soymilk', 'oat milk', 'rice milk', 'peanut butter', 'nut butter', 'almond butter', 'cocoa butter', 'cashew butter', 'butternut', 'buttermilk squash', 'cream of tartar', 'coconut cream'];
const gluten = ['wheat', 'flour', 'bread', 'pasta', 'spaghetti', 'noodle', 'couscous', 'bulgur', 'semolina', 'seitan', 'spelt', 'barley', 'rye', 'malt', 'breadcrumb', 'cracker', 'tortilla', 'pita', 'soy sauce'];
const notGluten = ['rice flour', 'almond flour', 'coconut flour', 'chickpea flour', 'buckwheat', 'rice noodle', 'corn tortilla', 'tamari', 'gluten-free', 'gluten free'];
const meat = ['chicken', 'beef', 'pork', 'lamb', 'turkey', 'bacon', 'ham', 'sausage', 'veal', 'duck', 'goat', 'venison', 'mutton', 'prosciutto', 'salami', 'chorizo', 'gelatin', 'anchov', 'broth, chicken', 'beef broth', 'chicken broth'];
// The species first, so a warning names what is in the dish; 'fish' itself last.
const fish = ['salmon', 'tuna', 'cod', 'sardine', 'anchov', 'trout', 'mackerel', 'halibut', 'tilapia', 'haddock', 'herring', 'pollock', 'sea bass', 'fish sauce', 'fish'];
const shellfish = ['shrimp', 'prawn', 'crab', 'lobster', 'clam', 'mussel', 'oyster', 'scallop', 'squid', 'octopus', 'crayfish', 'crustacean', 'mollusk'];
const meatGroups = ['Poultry Products', 'Beef Products', 'Pork Products', 'Lamb, Veal, and Game Products', 'Sausages and Luncheon Meats'];
const seafoodGroups = ['Finfish and Shellfish Products'];

/** Allergy words a client record may use, and what they mean in ingredients. */
const allergens: [RegExp, string[], string[]][] = [
  [/peanut/, ['peanut'], []],
  [/tree ?nut|^nuts?$/, ['almond', 'walnut', 'cashew', 'pecan', 'pistachio', 'hazelnut', 'macadamia', 'brazil nut', 'pine nut', 'nuts,'], ['coconut', 'nutmeg', 'butternut']],
  [/milk|dairy|lactose/, dairy, notDairy],
  [/egg/, ['egg', 'mayonnaise', 'meringue'], ['eggplant']],
  [/soy/, ['soy', 'tofu', 'edamame', 'tempeh', 'miso', 'tamari'], []],
  [/wheat/, ['wheat', 'flour', 'bread', 'pasta', 'spaghetti', 'couscous', 'bulgur', 'semolina', 'seitan', 'spelt', 'soy sauce'], notGluten],
  [/gluten|coeliac|celiac/, gluten, notGluten],
  [/shellfish|crustacean|mollus/, shellfish, []],
  [/fish/, fish, []],
  [/sesame/, ['sesame', 'tahini'], []],
];

/** 'strawberries' / 'strawberry' → 'strawberr', matched as a word start. */
function stemOf(term: string): string {
  if (term.length > 4 && term.endsWith('ies')) return term.slice(0, -3);
  if (term.length > 4 && term.endsWith('y')) return term.slice(0, -1);
  if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss')) return term.slice(0, -1);
  return term;
}

function textOf(ingredient: ConflictIngredient): string {
  return `${ingredient.name} | ${ingredient.foodDescription ?? ''}`.toLowerCase();
}

function mentions(text: string, words: string[], except: string[]): string | null {
  let cleaned = text;
  for (const phrase of except) cleaned = cleaned.split(phrase).join(' ');
  return words.find((word) => new RegExp(`(^|[^a-z])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(cleaned)) ?? null;
}

function firstMatch(meal: ConflictMeal, words: string[], except: string[], groups: string[] = []): string | null {
  for (const ingredient of meal.ingredients) {
    const found = mentions(textOf(ingredient), words, except);
    if (found) return found.replace(/,$/, '');
    if (ingredient.foodGroup && groups.includes(ingredient.foodGroup)) return ingredient.name.toLowerCase();
  }
  return null;
}

export function findDietConflicts(meal: ConflictMeal, client: { allergies: string[]; dietaryRestrictions: string[] }): string[] {
  const conflicts: string[] = [];
  for (const allergy of client.allergies) {
    const term = allergy.trim().toLowerCase();
    if (!term) continue;
    const known = allergens.find(([pattern]) => pattern.test(term));
    const found = known
      ? firstMatch(meal, known[1], known[2], term.includes('fish') && !term.includes('shell') ? seafoodGroups : [])
      : firstMatch(meal, [stemOf(term)], []);
    if (found) conflicts.push(`Contains ${known ? found : term} (allergy: ${allergy.trim()})`);
    else {
      const flag = allergyFlags.find(([pattern]) => pattern.test(term))?.[1];
      if (flag && meal.labels?.allergens.includes(flag)) conflicts.push(`Contains ${flag} (allergy: ${allergy.trim()})`);
    }
  }
  for (const restriction of client.dietaryRestrictions) {
    const term = restriction.trim().toLowerCase().replace(/[\s_]+/g, '-');
    let problem: string | null = null;
    if (term === 'vegetarian' || term === 'pescatarian') {
      const found = firstMatch(meal, term === 'vegetarian' ? [...meat, ...fish, ...shellfish] : meat, [], term === 'vegetarian' ? [...meatGroups, ...seafoodGroups] : meatGroups);
      if (found) problem = `Not ${term}: ${found}`;
    } else if (term === 'vegan' || term === 'plant-based') {
      const found = firstMatch(meal, [...meat, ...fish, ...shellfish, ...dairy, 'egg', 'honey', 'mayonnaise'], [...notDairy, 'eggplant'], [...meatGroups, ...seafoodGroups]);
      if (found) problem = `Not vegan: ${found}`;
    } else if (term === 'gluten-free' || term === 'coeliac' || term === 'celiac') {
      const found = firstMatch(meal, gluten, notGluten);
      if (found) problem = `Not gluten-free: ${found}`;
    } else if (term === 'dairy-free' || term === 'lactose-free') {
      const found = firstMatch(meal, dairy, notDairy);
      if (found) problem = `Not dairy-free: ${found}`;
    } else if (term === 'halal') {
      const found = firstMatch(meal, ['pork', 'bacon', 'ham', 'lard', 'prosciutto', 'chorizo', 'salami', 'wine', 'beer'], [], ['Pork Products']);
      if (found) problem = `Not halal: ${found}`;
    } else if (term === 'kosher') {
      const found = firstMatch(meal, ['pork', 'bacon', 'ham', 'lard', ...shellfish], [], ['Pork Products']);
      if (found) problem = `Not kosher: ${found}`;
    } else if (term === 'low-sodium' && (meal.sodiumMg ?? 0) > 600) {
      problem = `High in sodium for a low-sodium diet: ${Math.round(meal.sodiumMg!)} mg`;
    } else if ((term === 'keto' || term === 'ketogenic' || term === 'low-carb') && (meal.carbsG ?? 0) > (term === 'low-carb' ? 40 : 20)) {
      problem = `High in carbohydrate for ${restriction.trim()}: ${Math.round(meal.carbsG!)} g`;
    }
    if (!problem && meal.labels && restrictionDiets[term] && !meal.labels.diets.includes(restrictionDiets[term])) {
      problem = `Not ${restrictionDiets[term]} (from its ingredients' USDA foods)`;
    }
    if (problem) conflicts.push(problem);
  }
  return conflicts;
}
