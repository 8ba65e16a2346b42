import type { AllergenFlag, DietLabel } from '../recipes/recipe-vocabulary.ts';
import type { Nutrition } from './recipe-nutrition.ts';

/**
 * Diet labels and intolerance flags derived from the USDA foods a recipe uses, never typed by an author.
 * A label is a promise to a client with an allergy or a medical diet, so every doubt resolves towards the
 * safe side: a food we cannot classify blocks every diet label, and a food that may carry an allergen
 * (cold-pressed oils, oats grown next to wheat) carries the flag. The reviewed cases are in the tests and in
 * docs/decisions/0006-recipe-catalogue.md.
 */

export type FoodTrait =
  | 'meat'
  | 'fish'
  | 'shellfish'
  | 'dairy'
  /** clarified butter: a milk product, but free of lactose and nearly all milk protein (paleo and whole30 allow it) */
  | 'ghee'
  | 'egg'
  | 'wheat'
  | 'gluten'
  | 'peanut'
  | 'tree nut'
  | 'soy'
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
  /** a prepared or mixed product whose recipe we do not know: no diet label can be promised */
  | 'unknown';

export interface LabelledFood {
  description: string;
  foodGroup: string | null;
}

const meatGroups = new Set(['Poultry Products', 'Pork Products', 'Beef Products', 'Lamb, Veal, and Game Products', 'Sausages and Luncheon Meats']);
/** Groups of mixed dishes and branded products: their ingredient lists are not in the data. */
const unknownGroups = new Set(['Fast Foods', 'Meals, Entrees, and Side Dishes', 'Restaurant Foods', 'Baby Foods', 'American Indian/Alaska Native Foods', 'Snacks']);

const shellfishWords = /\b(shrimp|prawns?|crab|lobster|crayfish|crawfish|clams?|mussels?|oysters?|scallops?|squid|octopus|cuttlefish|abalone|whelk|snail|conch|mollusks?|crustaceans?)\b/;
const treeNutWords = /\b(almonds?|cashews?|walnuts?|pecans?|pistachios?|hazelnuts?|filberts?|macadamias?|brazil ?nuts?|brazilnuts|pine ?nuts?|pinyon|chestnuts?|beechnuts?|butternuts?|hickory ?nuts?|praline|marzipan|nutella)\b/;
/** Grains that carry gluten. Oats count: outside a certified gluten-free supply they are grown and milled with wheat. */
const wheatWords = /\b(wheat|flour|semolina|durum|spelt|farro|kamut|einkorn|emmer|bulgur|bulghur|couscous|seitan|pasta|spaghetti|macaroni|noodles?|lasagna|bread|breadcrumbs?|crumbs|bagels?|pitas?|croissants?|crackers?|muffins?|pancakes?|waffles?|biscuits?|cookies?|cake|pretzels?|tortillas?, .*flour|english muffins?|rolls?|buns?|pie crust|phyllo|fillo|wonton|dumpling|gnocchi|orzo|shoyu|panko|matzo|graham)\b/;
const glutenOnlyWords = /\b(barley|rye|triticale|malt|oats?|oatmeal|oat bran)\b/;
const glutenFreeGrainWords = /\b(rice|corn|maize|cornmeal|polenta|grits|hominy|masa|quinoa|millet|buckwheat|amaranth|sorghum|teff|tapioca|arrowroot|potato flour|wild rice|rice noodles|rice flour|soba)\b/;
/** Wheat words that name something else in SR28 descriptions. */
const notWheat = /\b(buckwheat|rice flour|corn flour|masa harina|soy flour|potato flour|coconut flour|almond flour|chickpea flour|arrowroot flour|tapioca flour)\b/;
const sweetenerWords = /\b(sugars?|syrups?|honey|molasses|agave|chocolate|candies|candy|jams?|jelly|jellies|preserves|marmalade|frosting|sweetened|fudge|caramel|toffee|marshmallows?|dulce)\b/;
const naturalSweetener = /\b(honey|maple)\b/;
const seedOilWords = /\b(oil|shortening|margarine)\b.*\b(soybean|corn|canola|rapeseed|cottonseed|peanut|vegetable|safflower|sunflower|grapeseed|rice bran|industrial|hydrogenated)\b|\b(shortening|margarine)\b/;

/** Traits of one USDA food, from its group and description. */
export function traitsOfFood(food: LabelledFood): Set<FoodTrait> {
  const traits = new Set<FoodTrait>();
  const text = food.description.toLowerCase();
  const group = food.foodGroup ?? '';
  const add = (...list: FoodTrait[]) => list.forEach((trait) => traits.add(trait));

  if (!group || unknownGroups.has(group)) add('unknown');
  if (meatGroups.has(group)) add('meat');
  if (group === 'Finfish and Shellfish Products') add(shellfishWords.test(text) ? 'shellfish' : 'fish');
  if (group === 'Dairy and Egg Products') {
    if (/^egg\b|^eggs\b|egg substitute|^egg,/.test(text)) add('egg');
    else add('dairy');
    if (/^butter oil|ghee/.test(text)) add('ghee');
    if (/eggnog|egg custard/.test(text)) add('egg', 'dairy');
  }
  // Dairy and eggs hidden in other groups.
  if (/\b(milk|cheese|butter|cream|yogurt|yoghurt|whey|casein|buttermilk|ghee|kefir|custard|ice cream|parmesan|mozzarella|cheddar|feta|ricotta)\b/.test(text) && group !== 'Dairy and Egg Products') {
    const plantMilk = /\b(almond|soy|soymilk|coconut|oat|rice|cashew|hemp|peanut|nut|sesame|cocoa|shea|apple) (milk|butter|cream|beverage|cheese|yogurt)\b|\bpeanut butter|\bbutterhead|\bbutternut|\bbutterbur|\bbutter beans?|\bcream of tartar|\bcream substitute, .*powder|\bmilk substitute|\bbutterscotch\b|\bbuttered\b.*popcorn|\bcreamed corn|\bcream-style corn|\bcorn, sweet, .*cream style/.test(text);
    if (!plantMilk) add('dairy');
  }
  if (/\bmayonnaise\b|\begg noodles?\b|\bnoodles, egg\b|\baioli\b|\bcustard\b|\bmeringue\b/.test(text) && !/made with tofu|eggless|egg-free/.test(text)) add('egg');

  // Fish and shellfish hidden in sauces and seasonings.
  if (/\b(worcestershire|fish sauce|sauce, fish|anchov|bonito|dashi|caesar)\b/.test(text)) add('fish');
  if (group !== 'Finfish and Shellfish Products' && /\b(fish|salmon|tuna|cod|sardines?|mackerel|trout|haddock|pollock|tilapia|halibut|herring)\b/.test(text) && !/\bfish-free\b/.test(text)) add('fish');
  if (group !== 'Finfish and Shellfish Products' && shellfishWords.test(text) && !/\boyster mushrooms?\b|mushrooms, oyster/.test(text)) add('shellfish');
  if (unknownGroups.has(group) && /\b(sandwich|burger|pizza|sub|wrap|burrito|breaded|battered|nuggets?)\b/.test(text)) add('wheat', 'gluten');
  if (/\boyster sauce\b|\bsauce, oyster\b|\bshrimp paste\b|\bclam juice\b/.test(text)) add('shellfish');
  if (/\b(beef|chicken|pork|turkey|veal|lamb|ham|bacon) (broth|stock|bouillon|gravy|base)\b|\bbroth, (beef|chicken)|\bsoup, (beef|chicken)|\bgravy\b|\bgelatins?\b|\blard\b|\btallow\b|\bsuet\b/.test(text)) add('meat');

  // Grains.
  const isCereal = group === 'Cereal Grains and Pasta' || group === 'Baked Products' || group === 'Breakfast Cereals';
  // Baking powder and soda sit among the baked products but hold no grain.
  const leavening = /^leavening agents|baking (powder|soda)|cream of tartar/.test(text);
  if (isCereal && !leavening) add('grain');
  if (wheatWords.test(text)) {
    // 'rice noodles', 'corn tortillas', 'almond flour' name gluten-free foods; every other match is wheat.
    const glutenFreeVariant =
      (notWheat.test(text) || /\b(rice|corn|potato|tapioca|quinoa|chickpea|almond|coconut|arrowroot|cellophane) (noodles?|flour|pasta|tortillas?|crackers?|cakes?)\b|\bnoodles, (rice|chinese, cellophane)|\brice cakes?\b|\bmasa harina\b/.test(text)) &&
      !/\bwheat\b|all-purpose|bread flour|enriched, bleached/.test(text.replace(/buckwheat/g, ''));
    if (!glutenFreeVariant) add('wheat', 'gluten');
  }
  if (/\bsoba\b/.test(text)) add('wheat', 'gluten'); // most soba is part wheat
  if (/\bmiso\b/.test(text)) add('gluten'); // barley and rice misos look alike in the data; many are barley
  if (glutenOnlyWords.test(text) && !/\bmalted milk\b.*without|\bwithout malt\b/.test(text)) add('gluten');
  if (/\bshoyu\b|soy and wheat|\bteriyaki\b|\bhoisin\b/.test(text)) add('wheat', 'gluten', 'soy');
  if (/\bsoy sauce\b.*hydrolyzed/.test(text)) add('soy', 'wheat', 'gluten'); // hydrolysed protein is usually wheat
  if (isCereal && glutenFreeGrainWords.test(text)) add('grain');
  if (/\b(corn, sweet|sweet corn|popcorn|hominy|cornmeal|cornstarch|corn flour|masa)\b/.test(text)) add('grain');

  // Legumes, soy and peanuts.
  if (group === 'Legumes and Legume Products') {
    add('legume');
    if (/\b(soy|soya|soybeans?|tofu|tempeh|miso|natto|edamame|soymilk|okara|yuba|tamari|shoyu)\b/.test(text)) add('soy');
    if (/\bpeanuts?\b/.test(text)) add('peanut');
  }
  if (/\b(soybeans?, green|edamame|soy (flour|protein|milk|lecithin)|soymilk|tofu|tempeh|miso)\b/.test(text)) add('soy', 'legume');
  if (/\bpeanuts?\b|\bpeanut (butter|oil|flour)\b|\bgroundnut\b/.test(text)) add('peanut', 'legume');
  if (/\boil\b.*\bsoybean\b|\bsoybean\b.*\boil\b/.test(text)) add('soy');
  if (traits.has('soy') && !traits.has('seed oil') && !/\boil\b/.test(text)) add('legume'); // soy foods are legumes for paleo
  if (/\bkimchi\b/.test(text)) add('fish'); // most kimchi is made with fish sauce or salted shrimp // cannot tell refined from cold-pressed
  if (/\bpeanut\b.*\boil\b|\boil\b.*\bpeanut\b/.test(text)) add('peanut');

  // Tree nuts (coconut is a fruit for allergen labelling since the FDA's 2025 guidance).
  if (treeNutWords.test(text) && !/\bbutternut squash\b|squash, winter, butternut|water ?chestnuts?|chestnuts, chinese|\bnutmeg\b/.test(text)) add('tree nut');
  if (/\bpesto\b/.test(text)) add('tree nut', 'dairy');

  // Sweeteners, alcohol, oils.
  if (group === 'Sweets' || sweetenerWords.test(text)) {
    const saysUnsweetened = /\bunsweetened\b|\bnot sweetened\b|\bwithout (added )?sugar\b|\bsugar snap|sugar-apple|sugar apple|\bno sugar added\b|\bsugar-free\b|\bsugars?, (total|added)\b/.test(text);
    // In the Sweets group only plain cocoa, baking chocolate and gelatin are allowed to say 'unsweetened'.
    const plainSweetsItem = /^(cocoa, dry powder|baking chocolate|chocolate, baking|gelatins, dry powder)\b.*unsweetened/.test(text);
    if (group === 'Sweets' ? !plainSweetsItem : !saysUnsweetened) {
      add('sweetener');
      if (!naturalSweetener.test(text) || /blend|table/.test(text)) add('refined sugar');
    }
  }
  if (/\bhoney\b/.test(text) && !/honeydew|honeysuckle/.test(text)) add('honey');
  if (/^alcoholic beverage|\b(wine|beer|liqueur|rum|vodka|whiskey|whisky|gin|brandy|sake|mirin|sherry|vermouth)\b/.test(text) && !/vinegar|non-alcoholic|nonalcoholic/.test(text)) add('alcohol');
  if (seedOilWords.test(text)) add('seed oil');
  // Commercial mayonnaise and bottled dressings are made with soybean oil unless they say otherwise.
  if (/\bmayonnaise\b|^salad dressing/.test(text) && !/made with tofu|olive oil|avocado oil/.test(text)) add('seed oil', 'soy');
  if (group === 'Sausages and Luncheon Meats' || (meatGroups.has(group) && /\b(bacon|sausages?|ham|salami|pepperoni|prosciutto|chorizo|frankfurter|bologna|cured|smoked)\b/.test(text))) add('processed meat');
  if (/\bsauce, worcestershire\b/.test(text)) add('refined sugar');
  return traits;
}

export interface LabelInput {
  foods: LabelledFood[];
  /** per serving; ketogenic is judged from the energy split */
  nutrition: Nutrition;
}

/** Net carbohydrate at most 10 % of energy and fat at least 60 %: the classic ketogenic split. */
export function isKetogenic(nutrition: Nutrition): boolean {
  const energy = nutrition.protein * 4 + nutrition.carbs * 4 + nutrition.fat * 9;
  if (energy <= 0) return false;
  const netCarbs = Math.max(0, nutrition.carbs - nutrition.fiber);
  return (netCarbs * 4) / energy <= 0.1 && (nutrition.fat * 9) / energy >= 0.6;
}

export function deriveDietLabels(input: LabelInput): { diets: DietLabel[]; allergens: AllergenFlag[] } {
  const all = new Set<FoodTrait>();
  for (const food of input.foods) for (const trait of traitsOfFood(food)) all.add(trait);
  const has = (trait: FoodTrait) => all.has(trait);
  const allergens: AllergenFlag[] = [];
  if (has('dairy')) allergens.push('dairy');
  if (has('egg')) allergens.push('egg');
  if (has('peanut')) allergens.push('peanut');
  if (has('fish') || has('shellfish')) allergens.push('seafood');
  if (has('soy')) allergens.push('soy');
  if (has('tree nut')) allergens.push('tree nut');
  if (has('wheat')) allergens.push('wheat');
  if (has('gluten')) allergens.push('gluten');

  const diets: DietLabel[] = [];
  if (has('unknown') || input.foods.length === 0) return { diets, allergens };
  const vegetarian = !has('meat') && !has('fish') && !has('shellfish');
  if (vegetarian) diets.push('vegetarian');
  if (vegetarian && !has('dairy') && !has('egg') && !has('honey')) diets.push('vegan');
  if (!has('gluten')) diets.push('gluten-free');
  if (!has('dairy')) diets.push('dairy-free');
  if (isKetogenic(input.nutrition) && !has('sweetener')) diets.push('ketogenic');
  const dairyBeyondGhee = input.foods.some((food) => {
    const traits = traitsOfFood(food);
    return traits.has('dairy') && !traits.has('ghee');
  });
  const paleo = !has('grain') && !has('legume') && !dairyBeyondGhee && !has('refined sugar') && !has('seed oil') && !has('alcohol');
  if (paleo) diets.push('paleo');
  if (paleo && !has('sweetener') && !has('honey') && !has('processed meat')) diets.push('whole30');
  return { diets, allergens };
}
