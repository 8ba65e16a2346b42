import { screenAllergens, screenedAllergens, type AllergenLabel } from './allergen-screening.ts';
import type { Allergen, AllergenStatuses } from './allergens.ts';
import { animalFactWords, type AnimalFact, type AnimalFactStatuses } from './animal-facts.ts';
import type { DietLabel } from '../recipes/recipe-vocabulary.ts';
import type { Nutrition } from './recipe-nutrition.ts';

/**
 * Diet labels derived from the USDA foods a recipe uses, never typed by an author. Allergens, and the diets that
 * are about allergens (gluten-free, dairy-free, the milk and egg of vegan), come from the reviewed allergen table
 * through allergen-screening.ts; this file only reads what the table does not hold: meat, sweeteners, grains,
 * legumes, seed oils, alcohol. Every doubt resolves towards the safe side: a food we cannot classify blocks every
 * diet label. The reviewed cases are in the tests and in docs/decisions/0006 and 0012.
 */

/**
 * Bumped when the way labels are derived from the foods changes (not only the data): stored labels of the
 * catalogue and of practitioners' recipes are then derived again at the next start.
 */
export const LABEL_DERIVATION_VERSION = 3;

export type FoodTrait =
  | 'meat'
  /** clarified butter: a milk product, but free of lactose and nearly all milk protein (paleo and whole30 allow it) */
  | 'ghee'
  | 'honey'
  /** any sweetener: sugar, syrups, honey, chocolate */
  | 'sweetener'
  /** refined sugar and syrups other than honey and maple (paleo draws the line there) */
  | 'refined sugar'
  | 'grain'
  | 'legume'
  /** seed oils paleo and whole30 leave out (soybean, corn, canola, peanut, cottonseed, 'vegetable') */
  | 'seed oil'
  | 'alcohol'
  /** cured and processed meats: commercial ones usually carry sugar or dextrose (whole30 leaves them out) */
  | 'processed meat'
  /** cochineal red (carmine, E120): an insect dye, neither vegetarian nor vegan */
  | 'carmine'
  /** cheeses whose protected recipe requires calf rennet (Parmigiano-Reggiano, Pecorino Romano, Gruyère, ...) */
  | 'animal rennet'
  /** a prepared or mixed product whose recipe we do not know: no diet label can be promised */
  | 'unknown';

export interface LabelledFood {
  description: string;
  foodGroup: string | null;
}

const meatGroups = new Set([
  'Poultry Products',
  'Pork Products',
  'Beef Products',
  'Lamb, Veal, and Game Products',
  'Sausages and Luncheon Meats',
]);
/** Groups of mixed dishes and branded products: their ingredient lists are not in the data. */
const unknownGroups = new Set([
  'Fast Foods',
  'Meals, Entrees, and Side Dishes',
  'Restaurant Foods',
  'Baby Foods',
  'American Indian/Alaska Native Foods',
  'Snacks',
]);

const glutenFreeGrainWords =
  /\b(rice|corn|maize|cornmeal|polenta|grits|hominy|masa|quinoa|millet|buckwheat|amaranth|sorghum|teff|tapioca|arrowroot|potato flour|wild rice|rice noodles|rice flour|soba)\b/;
const sweetenerWords =
  /\b(sugars?|syrups?|honey|molasses|agave|chocolate|candies|candy|jams?|jelly|jellies|preserves|marmalade|frosting|sweetened|fudge|caramel|toffee|marshmallows?|dulce)\b/;
const naturalSweetener = /\b(honey|maple)\b/;
const seedOilWords =
  /\b(oil|shortening|margarine)\b.*\b(soybean|corn|canola|rapeseed|cottonseed|peanut|vegetable|safflower|sunflower|grapeseed|rice bran|industrial|hydrogenated)\b|\b(shortening|margarine)\b/;

/** Traits of one USDA food, from its group and description (allergens are the table's, not read here). */
export function traitsOfFood(food: LabelledFood): Set<FoodTrait> {
  const traits = new Set<FoodTrait>();
  const text = food.description.toLowerCase();
  const group = food.foodGroup ?? '';
  const add = (...list: FoodTrait[]) => list.forEach((trait) => traits.add(trait));

  if (!group || unknownGroups.has(group)) add('unknown');
  if (meatGroups.has(group)) add('meat');
  if (group === 'Dairy and Egg Products' && /^butter oil|ghee/.test(text)) add('ghee');
  if (
    /\b(beef|chicken|pork|turkey|veal|lamb|ham|bacon) (broth|stock|bouillon|gravy|base)\b|\bbroth, (beef|chicken)|\bsoup, (beef|chicken)|\bgravy\b|\bgelatins?\b|\blard\b|\btallow\b|\bsuet\b/.test(
      text,
    )
  )
    add('meat');

  // Grains.
  const isCereal = group === 'Cereal Grains and Pasta' || group === 'Baked Products' || group === 'Breakfast Cereals';
  // Baking powder and soda sit among the baked products but hold no grain.
  const leavening = /^leavening agents|baking (powder|soda)|cream of tartar/.test(text);
  if (isCereal && !leavening) add('grain');
  if (isCereal && glutenFreeGrainWords.test(text)) add('grain');
  if (/\b(corn, sweet|sweet corn|popcorn|hominy|cornmeal|cornstarch|corn flour|masa)\b/.test(text)) add('grain');

  if (group === 'Legumes and Legume Products') add('legume');

  // Sweeteners, alcohol, oils.
  if (group === 'Sweets' || sweetenerWords.test(text)) {
    const saysUnsweetened =
      /\bunsweetened\b|\bnot sweetened\b|\bwithout (added )?sugar\b|\bsugar snap|sugar-apple|sugar apple|\bno sugar added\b|\bsugar-free\b|\bsugars?, (total|added)\b/.test(
        text,
      );
    // In the Sweets group only plain cocoa, baking chocolate and gelatin are allowed to say 'unsweetened'.
    const plainSweetsItem =
      /^(cocoa, dry powder|baking chocolate|chocolate, baking|gelatins, dry powder)\b.*unsweetened/.test(text);
    if (group === 'Sweets' ? !plainSweetsItem : !saysUnsweetened) {
      add('sweetener');
      if (!naturalSweetener.test(text) || /blend|table/.test(text)) add('refined sugar');
    }
  }
  if (/\bhoney\b/.test(text) && !/honeydew|honeysuckle/.test(text)) add('honey');
  if (/\b(carmine|carminic|cochineal)\b/.test(text)) add('carmine');
  if (/\b(parmesan|parmigiano|pecorino|romano|gruyere|grana padano|gorgonzola|emmental|emmentaler)\b/.test(text))
    add('animal rennet');
  if (
    /^alcoholic beverage|\b(wine|beer|liqueur|rum|vodka|whiskey|whisky|gin|brandy|sake|mirin|sherry|vermouth)\b/.test(
      text,
    ) &&
    !/vinegar|non-alcoholic|nonalcoholic/.test(text)
  )
    add('alcohol');
  if (seedOilWords.test(text)) add('seed oil');
  // Commercial mayonnaise and bottled dressings are made with soybean oil unless they say otherwise.
  if (/\bmayonnaise\b|^salad dressing/.test(text) && !/made with tofu|olive oil|avocado oil/.test(text))
    add('seed oil');
  if (
    group === 'Sausages and Luncheon Meats' ||
    (meatGroups.has(group) &&
      /\b(bacon|sausages?|ham|salami|pepperoni|prosciutto|chorizo|frankfurter|bologna|cured|smoked)\b/.test(text))
  )
    add('processed meat');
  if (/\bsauce, worcestershire\b/.test(text)) add('refined sugar');
  return traits;
}

/** Net carbohydrate at most 10 % of energy and fat at least 60 %: the classic ketogenic split. */
export function isKetogenic(nutrition: Nutrition): boolean {
  const energy = nutrition.protein * 4 + nutrition.carbs * 4 + nutrition.fat * 9;
  if (energy <= 0) return false;
  const netCarbs = Math.max(0, nutrition.carbs - nutrition.fiber);
  return (netCarbs * 4) / energy <= 0.1 && (nutrition.fat * 9) / energy >= 0.6;
}

/** A food as the labels see it: description, group and its allergen statuses from the table. */
export interface LabelFood extends LabelledFood {
  allergens: AllergenStatuses;
  /** why the table says "may contain", per allergen */
  allergenNotes?: Partial<Record<Allergen, string>>;
  /**
   * the food's animal facts from the reviewed table (meat, poultry, gelatin, honey, animal fat, carmine, animal
   * rennet, meat stock); when absent, vegetarian and vegan fall back to the word traits of traitsOfFood
   */
  animalFacts?: AnimalFactStatuses;
}

export interface RecipeLabels {
  diets: DietLabel[];
  /** why vegetarian or vegan is not claimed when only a doubt stands in the way ("Vegan: not claimed, egg may be in Fresh pasta") */
  dietNotes: string[];
  /** allergens the recipe contains or may contain: what every screen keeps from an allergic client */
  allergens: Allergen[];
  /** the same, with contains told from may contain and each naming its ingredients and foods */
  allergenLabels: AllergenLabel[];
}

/**
 * Labels of a recipe from its ingredients. An ingredient without a food is unknown: it may contain every
 * allergen and the recipe promises no diet.
 */
export function deriveRecipeLabels(input: {
  ingredients: { name: string; food: LabelFood | null }[];
  nutrition: Nutrition;
}): RecipeLabels {
  const allergenLabels = screenAllergens(
    input.ingredients.map(({ name, food }) => ({
      name,
      food: food ? { description: food.description, allergens: food.allergens, notes: food.allergenNotes } : null,
    })),
  );
  const linked = input.ingredients.every((ingredient) => ingredient.food !== null);
  const diets = linked
    ? deriveDietLabels({ foods: input.ingredients.map((ingredient) => ingredient.food!), nutrition: input.nutrition })
    : [];
  return {
    diets,
    dietNotes: dietDoubts(input.ingredients, diets),
    allergens: screenedAllergens(allergenLabels),
    allergenLabels,
  };
}

/**
 * What each diet needs every food to be known free of: animal allergens from the allergen table, animal facts from
 * the animal facts table, and (for foods given without facts) the word traits that rule it out.
 */
const dietFacts: {
  diet: 'vegetarian' | 'vegan';
  label: string;
  allergens: Allergen[];
  facts: AnimalFact[];
  traits: FoodTrait[];
}[] = [
  {
    diet: 'vegetarian',
    label: 'Vegetarian',
    allergens: ['fish', 'crustaceans', 'molluscs'],
    facts: ['meat', 'poultry', 'gelatin', 'animal-fat', 'carmine', 'animal-rennet', 'animal-broth'],
    traits: ['meat', 'carmine', 'animal rennet'],
  },
  {
    diet: 'vegan',
    label: 'Vegan',
    allergens: ['fish', 'crustaceans', 'molluscs', 'milk', 'egg'],
    facts: ['meat', 'poultry', 'gelatin', 'animal-fat', 'carmine', 'animal-rennet', 'animal-broth', 'honey'],
    traits: ['meat', 'carmine', 'animal rennet', 'honey'],
  },
];
const allergenWords: Partial<Record<Allergen, string>> = {
  fish: 'fish',
  crustaceans: 'shellfish',
  molluscs: 'molluscs',
  milk: 'milk',
  egg: 'egg',
};

/**
 * One food against one diet: ruled out (something it contains), or the doubts that withhold the label (a "may
 * contain" or an unreviewed fact). A food with animal facts is judged by them; one without (a test, an old caller)
 * by the word traits, where a prepared food of a mixed group is a doubt.
 */
function judgeFood(
  name: string,
  food: LabelFood,
  traits: Set<FoodTrait>,
  fact: (typeof dietFacts)[number],
): { out: boolean; doubts: string[] } {
  const doubts: string[] = [];
  const facts = food.animalFacts;
  if (facts) {
    if (fact.facts.some((animal) => facts[animal] === 'contains')) return { out: true, doubts };
  } else if (fact.traits.some((trait) => traits.has(trait))) return { out: true, doubts };
  if (fact.allergens.some((allergen) => food.allergens[allergen] === 'contains')) return { out: true, doubts };
  if (!facts && traits.has('unknown'))
    return { out: false, doubts: [`${name} is a prepared food whose recipe is not known`] };
  for (const allergen of fact.allergens) {
    const status = food.allergens[allergen];
    if (status === 'may contain') doubts.push(`${allergenWords[allergen]} may be in ${name}`);
    if (status === 'unknown') doubts.push(`${name} is not reviewed for ${allergenWords[allergen]}`);
  }
  if (facts)
    for (const animal of fact.facts) {
      if (facts[animal] === 'may contain') doubts.push(`${animalFactWords[animal]} may be in ${name}`);
      if (facts[animal] === 'unknown') doubts.push(`${name} is not reviewed for ${animalFactWords[animal]}`);
    }
  return { out: false, doubts };
}

/**
 * Why a vegetarian or vegan label is withheld when nothing in the recipe rules it out but something is in doubt:
 * an animal allergen or animal fact the tables say may be there or have not reviewed, or an ingredient without a
 * food. A recipe with meat, gelatin or a "contains egg" needs no note: it plainly is not the diet.
 */
export function dietDoubts(ingredients: { name: string; food: LabelFood | null }[], diets: DietLabel[]): string[] {
  const notes: string[] = [];
  const traits = ingredients.map((ingredient) => (ingredient.food ? traitsOfFood(ingredient.food) : null));
  for (const fact of dietFacts) {
    if (diets.includes(fact.diet)) continue;
    const judged = ingredients.map((ingredient, index) =>
      ingredient.food ? judgeFood(ingredient.name, ingredient.food, traits[index]!, fact) : null,
    );
    if (judged.some((judgement) => judgement?.out)) continue;
    const doubts = judged.flatMap((judgement, index) =>
      judgement ? judgement.doubts : [`${ingredients[index].name} is not linked to a food`],
    );
    if (doubts.length) notes.push(`${fact.label}: not claimed, ${doubts.join('; ')}`);
  }
  return notes;
}

/** Every food is known to pass the diet: nothing ruled out, nothing in doubt. */
function passes(foods: LabelFood[], foodTraits: Set<FoodTrait>[], diet: 'vegetarian' | 'vegan'): boolean {
  const fact = dietFacts.find((entry) => entry.diet === diet)!;
  return foods.every((food, index) => {
    const judgement = judgeFood(food.description, food, foodTraits[index], fact);
    return !judgement.out && judgement.doubts.length === 0;
  });
}

export function deriveDietLabels(input: { foods: LabelFood[]; nutrition: Nutrition }): DietLabel[] {
  const foodTraits = input.foods.map((food) => traitsOfFood(food));
  const all = new Set<FoodTrait>(foodTraits.flatMap((traits) => [...traits]));
  const has = (trait: FoodTrait) => all.has(trait);
  const any = (allergen: Allergen, ...statuses: string[]) =>
    input.foods.some((food) => statuses.includes(food.allergens[allergen]));
  const diets: DietLabel[] = [];
  if (input.foods.length === 0) return diets;
  // Claimed only when every food is known to pass: a "may contain" or an unreviewed fact withholds it (dietDoubts
  // says why). With the animal facts table: meat, poultry, gelatin, animal fat, carmine, animal rennet and meat
  // stock for vegetarian, and honey, milk and egg too for vegan; without it, the word traits.
  const vegetarian = passes(input.foods, foodTraits, 'vegetarian');
  if (vegetarian) diets.push('vegetarian');
  if (vegetarian && passes(input.foods, foodTraits, 'vegan')) diets.push('vegan');
  // The other diets read words the tables do not hold: a prepared food of unknown recipe blocks them.
  if (has('unknown')) return diets;
  if (input.foods.every((food) => food.allergens.gluten === 'free')) diets.push('gluten-free');
  if (input.foods.every((food) => food.allergens.milk === 'free')) diets.push('dairy-free');
  if (isKetogenic(input.nutrition) && !has('sweetener')) diets.push('ketogenic');
  const dairyBeyondGhee = input.foods.some(
    (food, index) => food.allergens.milk === 'contains' && !foodTraits[index].has('ghee'),
  );
  const grain = has('grain') || any('wheat', 'contains') || any('gluten', 'contains');
  const legume = has('legume') || any('soy', 'contains') || any('peanuts', 'contains') || any('lupin', 'contains');
  const paleo = !grain && !legume && !dairyBeyondGhee && !has('refined sugar') && !has('seed oil') && !has('alcohol');
  if (paleo) diets.push('paleo');
  if (paleo && !has('sweetener') && !has('honey') && !has('processed meat')) diets.push('whole30');
  return diets;
}
