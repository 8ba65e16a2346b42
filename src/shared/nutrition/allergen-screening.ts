import { allergenLabels, allergens, type Allergen, type AllergenStatus, type AllergenStatuses } from './allergens.ts';

/**
 * The one screening every screen reads: recipe labels, plan warnings, generator filters and the Recipe Database
 * all come from here, over the foods' statuses in the reviewed allergen table. Nothing is guessed from names,
 * except a client's own words that name no allergen of the list (screened by name and said to be so).
 */

export interface ScreeningIngredient {
  name: string;
  /** the linked food and its statuses; null when the ingredient has no food, so nothing is known of it */
  food: {
    description: string;
    allergens: AllergenStatuses;
    /** why the table says "may contain", per allergen (makers vary, precautionary labelling is the norm, ...) */
    notes?: Partial<Record<Allergen, string>>;
  } | null;
}

export interface AllergenReason {
  ingredient: string;
  /** the food behind the ingredient; null when the ingredient has none */
  food: string | null;
  status: AllergenStatus;
  /** for "may contain": why (the reviewed rule's or the food entry's reason); for a status a practice set, its note */
  why?: string;
}

/**
 * What a recipe's ingredients say of one allergen. `not reviewed` is what nobody has judged (a food the table has
 * not reviewed, an ingredient without a food): told apart from a reasoned "may contain", never shown as one, and
 * still kept from an allergic client.
 */
export const screenedStatuses = ['contains', 'may contain', 'not reviewed'] as const;
export type ScreenedStatus = (typeof screenedStatuses)[number];

export interface AllergenLabel {
  allergen: Allergen;
  status: ScreenedStatus;
  because: AllergenReason[];
}

/**
 * Per allergen, the strongest status among the ingredients: contains, then a reasoned may contain, then not
 * reviewed (unknown foods, ingredients without a food).
 */
export function screenAllergens(ingredients: ScreeningIngredient[]): AllergenLabel[] {
  const labels: AllergenLabel[] = [];
  for (const allergen of allergens) {
    const reasons: AllergenReason[] = [];
    for (const ingredient of ingredients) {
      const status: AllergenStatus = ingredient.food ? ingredient.food.allergens[allergen] : 'unknown';
      if (status === 'free') continue;
      // A reasoned "may contain", or a status a practice set from the label ("set by your practice: …").
      const why = status === 'may contain' || status === 'contains' ? ingredient.food?.notes?.[allergen] : undefined;
      reasons.push({
        ingredient: ingredient.name,
        food: ingredient.food?.description ?? null,
        status,
        ...(why ? { why } : {}),
      });
    }
    if (!reasons.length) continue;
    const contains = reasons.filter((reason) => reason.status === 'contains');
    const mayContain = reasons.filter((reason) => reason.status === 'may contain');
    labels.push(
      contains.length
        ? { allergen, status: 'contains', because: contains }
        : mayContain.length
          ? {
              allergen,
              status: 'may contain',
              because: [...mayContain, ...reasons.filter((r) => r.status === 'unknown')],
            }
          : { allergen, status: 'not reviewed', because: reasons },
    );
  }
  return labels;
}

/** The allergens a recipe must be kept from anyone allergic to: contains, may contain or not reviewed. */
export function screenedAllergens(labels: AllergenLabel[]): Allergen[] {
  return labels.map((label) => label.allergen);
}

export function describeReason(reason: AllergenReason): string {
  if (reason.food === null) return `${reason.ingredient} (no food linked, not reviewed)`;
  if (reason.status === 'unknown') return `${reason.ingredient} (${reason.food}: not reviewed)`;
  if (reason.why) return `${reason.ingredient} (${reason.food}: ${reason.why})`;
  return `${reason.ingredient} (${reason.food})`;
}

export const screenedStatusVerbs: Record<ScreenedStatus, string> = {
  contains: 'Contains',
  'may contain': 'May contain',
  'not reviewed': 'Not reviewed for',
};

/** "Contains egg: Caesar dressing (Salad dressing, caesar dressing, regular)" */
export function describeLabel(label: AllergenLabel): string {
  return `${screenedStatusVerbs[label.status]} ${allergenLabels[label.allergen].toLowerCase()}: ${label.because.map(describeReason).join(', ')}`;
}

/**
 * Client words → allergens of the list, on the safe side: "nuts" covers tree nuts and peanuts, "shellfish"
 * crustaceans and molluscs, "seafood" all three. Used to screen free-text allergies and to migrate them.
 */
const allergyWords: [RegExp, Allergen[]][] = [
  [/^(nuts?|nut allergy|all nuts)$/, ['tree-nuts', 'peanuts']],
  [/peanut|groundnut/, ['peanuts']],
  [/tree ?nuts?|almond|walnut|cashew|pecan|pistachio|hazelnut|filbert|macadamia|brazil|pine ?nut/, ['tree-nuts']],
  [/milk|dairy|lactose|casein|whey|cheese/, ['milk']],
  [/\beggs?\b/, ['egg']],
  [/seafood/, ['fish', 'crustaceans', 'molluscs']],
  [/shellfish/, ['crustaceans', 'molluscs']],
  [/crustacean|shrimp|prawn|crab|lobster|crayfish/, ['crustaceans']],
  [/mollus|clam|mussel|oyster|scallop|squid|octopus/, ['molluscs']],
  [/^fish$|finfish|\bfish\b(?!.*shell)|salmon|tuna|cod|anchov/, ['fish']],
  [/\bsoy|soya/, ['soy']],
  [/wheat/, ['wheat']],
  [/gluten|coeliac|celiac/, ['gluten']],
  [/sesame|tahini/, ['sesame']],
  [/celery|celeriac/, ['celery']],
  [/mustard/, ['mustard']],
  [/lupin/, ['lupin']],
  [/sulph|sulfit|sulfur/, ['sulphites']],
];

export function allergensFromWords(text: string): Allergen[] {
  const term = text.trim().toLowerCase();
  if (!term) return [];
  if ((allergens as readonly string[]).includes(term)) return [term as Allergen];
  const found = new Set<Allergen>();
  for (const [pattern, list] of allergyWords) if (pattern.test(term)) list.forEach((allergen) => found.add(allergen));
  return allergens.filter((allergen) => found.has(allergen));
}

/** Diet restrictions that are allergen screens: a gluten-free client is screened for gluten, and so on. */
export function allergensOfRestriction(restriction: string): Allergen[] {
  const term = restriction
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  if (term === 'gluten-free' || term === 'coeliac' || term === 'celiac') return ['gluten'];
  if (term === 'dairy-free' || term === 'lactose-free' || term === 'milk-free') return ['milk'];
  if (term === 'nut-free') return ['tree-nuts', 'peanuts'];
  if (term === 'egg-free') return ['egg'];
  if (term === 'soy-free') return ['soy'];
  return [];
}

/** Whether an ingredient or its food names a free-text allergy the list does not cover ("kiwi", "strawberries"). */
export function mentionsWord(ingredient: ScreeningIngredient, word: string): boolean {
  const stem = stemOf(word.trim().toLowerCase());
  if (!stem) return false;
  const text = `${ingredient.name} | ${ingredient.food?.description ?? ''}`.toLowerCase();
  return new RegExp(`(^|[^a-z])${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(text);
}

/** 'strawberries' / 'strawberry' → 'strawberr', matched as a word start. */
function stemOf(term: string): string {
  if (term.length > 4 && term.endsWith('ies')) return term.slice(0, -3);
  if (term.length > 4 && term.endsWith('y')) return term.slice(0, -1);
  if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss')) return term.slice(0, -1);
  return term;
}

export interface AllergyConflict {
  /** what the practitioner reads on the plan page */
  message: string;
  allergen: Allergen | null;
  status: ScreenedStatus;
}

/**
 * Conflicts of one recipe with a client's allergies (words or allergen ids) and allergen-type restrictions.
 * Each names the ingredient and the food behind it; a word that names nothing of the list is screened by name
 * and says it was not checked against foods.
 */
export function findAllergyConflicts(
  ingredients: ScreeningIngredient[],
  client: { allergies: string[]; dietaryRestrictions: string[] },
): AllergyConflict[] {
  // Screened when the first allergy or restriction names an allergen: most clients name none, and a plan page
  // screens every recipe it shows.
  let byAllergen: Map<Allergen, AllergenLabel> | null = null;
  const conflicts: AllergyConflict[] = [];
  const reported = new Set<Allergen>();
  const report = (allergen: Allergen, why: string) => {
    byAllergen ??= new Map(screenAllergens(ingredients).map((label) => [label.allergen, label]));
    const label = byAllergen.get(allergen);
    if (!label || reported.has(allergen)) return;
    reported.add(allergen);
    conflicts.push({ message: `${describeLabel(label)} (${why})`, allergen, status: label.status });
  };
  for (const allergy of client.allergies) {
    const words = allergy.trim();
    if (!words) continue;
    const list = allergensFromWords(words);
    if (list.length) {
      const said = (allergens as readonly string[]).includes(words)
        ? allergenLabels[words as Allergen].toLowerCase()
        : words;
      for (const allergen of list) report(allergen, `allergy: ${said}`);
      continue;
    }
    const named = ingredients.filter((ingredient) => mentionsWord(ingredient, words));
    if (named.length)
      conflicts.push({
        message: `Contains ${words}: ${named.map((ingredient) => ingredient.name).join(', ')} (allergy: ${words}, matched by name, not checked against foods)`,
        allergen: null,
        status: 'contains',
      });
  }
  for (const restriction of client.dietaryRestrictions) {
    for (const allergen of allergensOfRestriction(restriction)) report(allergen, `diet: ${restriction.trim()}`);
  }
  return conflicts;
}

/** Restriction words → the diet label a recipe must carry for that client. */
const restrictionDiet: Record<string, string> = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  'plant-based': 'vegan',
  paleo: 'paleo',
  whole30: 'whole30',
  keto: 'ketogenic',
  ketogenic: 'ketogenic',
};

/**
 * Why a recipe must not be proposed to a client, from its stored labels: each allergy and restriction is a hard
 * exclusion. Allergens come from the table (contains or may contain); words outside the list are matched against
 * ingredient names. An empty answer means the recipe may be proposed. The day editor's picker and the generator
 * both ask this, so what one hides the other never proposes.
 */
export function clientExclusions(
  recipe: { allergens: readonly string[]; diets: readonly string[]; ingredientNames?: readonly string[] },
  client: { allergies: readonly string[]; dietaryRestrictions: readonly string[] },
): string[] {
  const reasons: string[] = [];
  const add = (reason: string) => {
    if (!reasons.includes(reason)) reasons.push(reason);
  };
  for (const allergy of client.allergies) {
    const words = allergy.trim();
    if (!words) continue;
    const list = allergensFromWords(words);
    if (list.length) {
      for (const allergen of list) if (recipe.allergens.includes(allergen)) add(allergenLabels[allergen]);
    } else if ((recipe.ingredientNames ?? []).some((name) => mentionsWord({ name, food: null }, words))) add(words);
  }
  for (const restriction of client.dietaryRestrictions) {
    for (const allergen of allergensOfRestriction(restriction))
      if (recipe.allergens.includes(allergen)) add(`Not ${restriction.trim().toLowerCase()}`);
    const diet =
      restrictionDiet[
        restriction
          .trim()
          .toLowerCase()
          .replace(/[\s_]+/g, '-')
      ];
    if (diet && !recipe.diets.includes(diet)) add(`Not ${diet}`);
  }
  return reasons;
}
