/**
 * Food search ranking for a dietitian's queries ('chicken breast', 'banana', 'brown rice cooked').
 * Pure: the index is built from food rows once and searched in memory (SR28 is ~8,800 foods, a few MB).
 *
 * SR28 descriptions read "Head, qualifier, qualifier, ..." ("Chicken, broilers or fryers, breast, meat only,
 * raw"; "Fish, salmon, Atlantic, farmed, raw"). A good match has every query word, early in the description,
 * in the generic form of the food (few qualifiers, raw or plainly cooked, not a baby food, restaurant dish or
 * brand), unless the query itself asks for those.
 */

import vocabularyFile from './food-vocabulary/data/food-vocabulary.json' with { type: 'json' };
import type { VocabularyTable } from './food-vocabulary/food-vocabulary-build.ts';
import { makeStemmer, plainWords } from './food-vocabulary/food-words.ts';

const vocabulary = vocabularyFile as VocabularyTable;
const softWords = new Set(vocabulary.soft);
/**
 * Phrases by each of their words, in the table's order (longest first). A phrase fires only with at least one of
 * its words typed whole, so the words typed find every phrase that can.
 */
const phrasesByWord = new Map<string, number[]>();
vocabulary.phrases.forEach((phrase, order) => {
  for (const word of phrase.cook) phrasesByWord.set(word, [...(phrasesByWord.get(word) ?? []), order]);
});

export interface SearchableFood {
  id: number;
  description: string;
  foodGroup: string | null;
  commonNames: string | null;
  brandOwner: string | null;
  /** kcal per 100 g, carried for the pick check; not used in ranking */
  energyKcal?: number | null;
}

interface IndexedFood {
  food: SearchableFood;
  traits: ReturnType<typeof traitsOf>;
  /** 1 when the first segment only names a category ("Nuts", "Fish"), else 0 */
  headOffset: number;
  /** stemmed whole words per comma segment of the description */
  segments: string[][];
  /** word → earliest segment it appears in, and whether only as part of a hyphenated word */
  positions: Map<string, { segment: number; part: boolean }>;
  /** hyphenated words split into their parts, e.g. ['whole', 'wheat'] */
  compounds: string[][];
  /** stemmed words of common names and brand */
  extraWords: string[];
}

export interface FoodIndex {
  foods: IndexedFood[];
  /** word → indexes of the foods that contain it: only foods holding every query word get scored */
  postings: Map<string, number[]>;
  /** the posting words in order, so the words a half-typed word begins are found by binary search */
  words: string[];
}

/** Heads that only name a category: "Nuts, almonds" is about almonds, "Fish, salmon, ..." about salmon. */
const categoryHeads = new Set([
  'nut',
  'fish',
  'seed',
  'crustacean',
  'mollusk',
  'cereal',
  'spice',
  'beverage',
  'game',
  'mean',
]);

/** A different product made from the food ("Oil, almond", "Chickpea flour", "Pickles, cucumber"). */
const derivedProductWords = new Set([
  'oil',
  'flour',
  'juice',
  'paste',
  'butter',
  'milk',
  'bran',
  'sauce',
  'soup',
  'powder',
  'cracker',
  'chip',
  'bar',
  'drink',
  'pickle',
  'sprouted',
  'flake',
  'syrup',
  'candy',
  'pie',
  'cake',
  'bread',
  'muffin',
  'cookie',
  'sausage',
  'spread',
  'dressing',
  'nectar',
  'jam',
  'jelly',
  'leaf',
  'leave',
  'seed',
  'germ',
  'meal',
  'starch',
  'concentrate',
  'frosting',
  'gravy',
  'salad',
  'sandwich',
  'burger',
  'noodle',
  'cheese',
  'loaf',
  'roll',
  'stick',
  'bun',
  'tortilla',
  'pudding',
  'dessert',
  'topping',
  'filling',
  'wine',
  'liqueur',
  'extract',
  'fat',
  'broth',
  'stock',
  'dip',
  'skin',
  'liver',
  'giblet',
  'neck',
  'back',
  'wing',
  'thigh',
  'drumstick',
  'leg',
  'heart',
  'gizzard',
  'tenders',
  'nugget',
  'patty',
]);

/** Phrases that mark the standard, average form of a food. */
const genericMarkers: [RegExp, number][] = [
  [/all commercial varieties/, 3],
  [/year round average/, 3],
  [/mixed species/, 2.5],
  [/\bwhole\b/, 1.5],
  [/\bregular\b/, 1],
  [/\bplain\b/, 1.5],
  [/\bgranulated\b/, 2],
  [/flesh and skin/, 1.5],
  [/with (skin|peel)\b/, 1],
  [/without (added )?salt/, 2],
  [/\bfresh\b/, 1],
  [/\bripe\b/, 1],
  [/\benglish\b/, 1],
  [/\blong-grain\b/, 1.5],
  [/includes skin/, 4.5], // cancels the skin penalty: zucchini is eaten with it
  // For meat and poultry, lean meat without skin is the dietetic default.
  [/meat only/, 2],
  [/\bfluid\b/, 0.5],
];

/** Words that describe preparation: asked for, they must match; not asked for, the plain form wins. */
const processingWords = new Set([
  'cooked',
  'boiled',
  'roasted',
  'fried',
  'baked',
  'grilled',
  'broiled',
  'braised',
  'stewed',
  'steamed',
  'canned',
  'frozen',
  'dehydrated',
  'smoked',
  'pickled',
  'toasted',
  'microwaved',
  'prepared',
  'breaded',
  'candied',
  'sweetened',
  'salted',
]);

const groupPenalties: Record<string, number> = {
  'Baby Foods': 14,
  'Fast Foods': 10,
  'Restaurant Foods': 10,
  'American Indian/Alaska Native Foods': 10,
  'Meals, Entrees, and Side Dishes': 5,
  Snacks: 3,
  'Soups, Sauces, and Gravies': 3,
  Sweets: 2,
  'Sausages and Luncheon Meats': 4,
};

const discouragedWords: Record<string, number> = {
  babyfood: 12,
  infant: 12,
  toddler: 8,
  commodity: 5,
  imitation: 6,
  substitute: 5,
  mix: 3,
  fortified: 1,
  enriched: 0.5,
  added: 1.5,
  solution: 2,
  flavor: 2,
  frozen: 1.5,
  canned: 1.5,
  dehydrated: 2,
  prepared: 1,
  dried: 0.5,
  dry: 0.5,
  baby: 4,
  sheep: 3,
  goat: 3,
  buffalo: 3,
  sodium: 1,
  unenriched: 2.5,
  glutinous: 2,
  reduced: 2.5,
  low: 1.5,
  lowfat: 0.5,
  hydrolyzed: 2,
  glazed: 2,
  sliced: 1,
  prepackaged: 3,
  deli: 3,
  seasoned: 2,
  sprouted: 2,
  'fat-free': 1.5,
  'whole-wheat': 1.5,
  peeled: 1.5,
  'by-product': 5,
  variety: 2,
  cured: 2,
  buttermilk: 4,
  human: 8,
  producer: 3,
  indian: 2,
  chocolate: 2,
  vanilla: 1.5,
  strawberry: 1,
  flavored: 2,
  fruit: 1.5,
  skin: 3,
  backfat: 4,
  liver: 3,
  // 'Mayonnaise, made with tofu' and cholesterol-free dressings are other products than the one a recipe names.
  tofu: 4,
  sweetened: 1.5,
  evaporated: 3,
  cholesterol: 2,
  light: 2,
};

/** A word's stem: plural off, and names the cook's vocabulary holds for the same food read as one. */
export const stem = makeStemmer(vocabulary.same);

/** Query words: hyphenated words are split ("all-purpose" → all, purpose), then stemmed. */
export function wordsOf(text: string): string[] {
  return plainWords(text)
    .flatMap((word) => word.split('-'))
    .filter(Boolean)
    .map(stem);
}

/**
 * Description words. A hyphenated word is kept whole and its parts are kept too, marked as parts:
 * 'apple' matches "Rose-apples" only weakly, while "whole wheat" still finds "whole-wheat".
 */
function describedWords(text: string): { word: string; part: boolean }[] {
  return plainWords(text).flatMap((word) => {
    if (!word.includes('-')) return [{ word: stem(word), part: false }];
    const parts = word.split('-').filter(Boolean);
    return [
      { word: parts.map(stem).join('-'), part: false },
      ...parts.map((piece) => ({ word: stem(piece), part: true })),
    ];
  });
}

export function buildFoodIndex(foods: SearchableFood[]): FoodIndex {
  const postings = new Map<string, number[]>();
  const indexed = foods.map((food, foodIndex) => indexFood(food, foodIndex, postings));
  return { foods: indexed, postings, words: [...postings.keys()].sort() };
}

/**
 * The same index, built a slice of foods at a time with the event loop free in between: the server builds it just
 * after it starts listening, and a health check or a page asked meanwhile is answered between two slices instead of
 * waiting for the whole build (some 0.4 s on a busy machine).
 */
export async function buildFoodIndexInSlices(foods: SearchableFood[], sliceSize = 500): Promise<FoodIndex> {
  const postings = new Map<string, number[]>();
  const indexed: IndexedFood[] = [];
  for (let start = 0; start < foods.length; start += sliceSize) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    for (let foodIndex = start; foodIndex < Math.min(foods.length, start + sliceSize); foodIndex++)
      indexed.push(indexFood(foods[foodIndex], foodIndex, postings));
  }
  return { foods: indexed, postings, words: [...postings.keys()].sort() };
}

function indexFood(food: SearchableFood, foodIndex: number, postings: Map<string, number[]>): IndexedFood {
  const described = food.description.split(',').map((segment) => describedWords(segment));
  const segments = described.map((words) => words.filter((entry) => !entry.part).map((entry) => entry.word));
  const positions = new Map<string, { segment: number; part: boolean }>();
  described.forEach((words, segment) => {
    for (const { word, part } of words) {
      const known = positions.get(word);
      if (!known || (known.part && !part))
        positions.set(word, { segment: known && !part ? Math.min(known.segment, segment) : segment, part });
    }
  });
  const extraWords = wordsOf(`${food.commonNames ?? ''} ${food.brandOwner ?? ''}`);
  const compounds = [...positions.keys()].filter((word) => word.includes('-')).map((word) => word.split('-'));
  for (const word of new Set([...positions.keys(), ...extraWords])) {
    const list = postings.get(word);
    if (list) list.push(foodIndex);
    else postings.set(word, [foodIndex]);
  }
  const headOffset =
    segments.length > 1 && segments[0].length > 0 && segments[0].every((word) => categoryHeads.has(word)) ? 1 : 0;
  return {
    food,
    traits: traitsOf(food, segments, [...positions.keys()], headOffset),
    headOffset,
    segments,
    positions,
    compounds,
    extraWords,
  };
}

interface TokenMatch {
  segment: number;
  exact: boolean;
}

function matchToken(
  entry: IndexedFood,
  token: string,
  tokens: string[],
  prefixSegment: number | undefined,
): TokenMatch | null {
  const found = entry.positions.get(token);
  if (found) {
    // A part of a hyphenated word is a full match when the query names every part ("whole wheat").
    const wholeCompound =
      found.part &&
      entry.compounds.some((parts) => parts.includes(token) && parts.every((part) => tokens.includes(part)));
    return { segment: found.segment, exact: !found.part || wholeCompound };
  }
  // The word being typed: "chick" finds chicken and chickpeas (the earliest such word, worked out per query).
  if (prefixSegment !== undefined) return { segment: prefixSegment, exact: false };
  return entry.extraWords.includes(token) ? { segment: 3, exact: true } : null;
}

// Runs for every candidate of every keystroke's search: plain loops, no closures.
function scoreFood(entry: IndexedFood, plan: FoodQueryPlan, prefixSegment: number | undefined): number | null {
  const tokens = plan.required;
  const meant = plan.meant;
  let score = entry.traits.staticScore;
  let firstSegment = -1;
  let oneSegment = true;
  for (const token of tokens) {
    const match = matchToken(entry, token, tokens, token === plan.partial ? prefixSegment : undefined);
    if (!match) return null;
    if (firstSegment === -1) firstSegment = match.segment;
    else if (match.segment !== firstSegment) oneSegment = false;
    score += match.exact ? 10 : 6;
    score -= Math.min(Math.max(0, match.segment - entry.headOffset), 5) * 2.2;
  }
  const head = entry.segments[entry.headOffset];
  let named = 0;
  for (const word of head) if (tokens.includes(word)) named += 1;
  // The food itself named by the query ("Bananas" for banana, "Oil, olive" for olive oil).
  if (named === head.length) score += 6;
  else if (named > 0) score += 2;
  if (oneSegment && firstSegment !== 0) score -= 1;

  // What the recipe means: the words typed, the soft ones, and the form the vocabulary prefers.
  for (const word of plan.prefer) if (entry.positions.has(word)) score += 2.5;
  for (const word of plan.meaning) if (entry.positions.has(word)) score += 3.5;
  for (const word of plan.soft) if (entry.positions.has(word)) score += 1;
  const { traits } = entry;
  if (traits.dryForm && !plan.asksDryForm) {
    // Dry beans, stock cubes, soup powders: a recipe line names the food as it goes into the pot.
    score -= 5;
  } else if (!plan.asksProcessing) {
    if (traits.hasRaw) score += 4;
    score -= traits.processing.length * 2;
  } else if (traits.hasRaw) {
    score -= 2;
  }
  for (const [word, penalty] of traits.discouraged) if (!meant.has(word)) score -= penalty;
  // Only in the head does such a word make it another product: "Oil, almond" yes, "mozzarella, whole milk" no.
  for (const word of traits.headDerived) if (!meant.has(word)) score -= 5;
  // ... or when it opens the next segment, which names the part: "Chicken, skin (drumsticks and thighs)".
  if (traits.partWord && !meant.has(traits.partWord)) score -= 4;
  if (traits.withSalt && !meant.has('salt')) score -= 1.5;
  // "Cheese, cottage, with vegetables": an unasked addition.
  for (const words of traits.withSegments) {
    let askedFor = false;
    for (const word of words) if (meant.has(word)) askedFor = true;
    if (!askedFor) {
      score -= 1.5;
      break;
    }
  }
  if (entry.food.brandOwner) {
    let brandNamed = false;
    for (const token of tokens) if (entry.extraWords.includes(token)) brandNamed = true;
    if (!brandNamed) score -= 6;
  }
  // Among equals, the shorter, more generic description.
  score -= Math.max(0, entry.segments.length - tokens.length) * 0.9;
  return score;
}

/** Everything about a food's score that does not depend on the query, worked out once. */
function traitsOf(food: SearchableFood, segments: string[][], words: string[], headOffset: number) {
  const lower = food.description.toLowerCase();
  let staticScore = 0;
  for (const [marker, bonus] of genericMarkers) if (marker.test(lower)) staticScore += bonus;
  // Upper-case words in SR28 descriptions are brand names (CHOBANI, UNCLE BEN'S).
  if (/\b[A-Z]{3,}\b/.test(food.description)) staticScore -= 5;
  staticScore -= groupPenalties[food.foodGroup ?? ''] ?? 0;
  staticScore -= segments.reduce((sum, segment) => sum + segment.length, 0) * 0.15;
  if (staples.has(food.id)) staticScore += 1.5;
  const part = segments[headOffset + 1]?.[0];
  const has = (word: string) => words.includes(word);
  // Dry legumes ("mature seeds, raw") and concentrates (cubes, powders, dry soup mixes) weigh several times what
  // the food as cooked or served does: ranked after it unless the query asks for them.
  const dryForm =
    (food.foodGroup === 'Legumes and Legume Products' && has('mature') && has('raw') && !has('sprouted')) ||
    ['dehydrated', 'cube', 'cubed', 'granule', 'concentrate', 'powder'].some(has) ||
    (food.foodGroup === 'Soups, Sauces, and Gravies' && (has('dry') || has('condensed')));
  return {
    dryForm,
    staticScore,
    hasRaw: words.includes('raw'),
    processing: words.filter((word) => processingWords.has(word) && word !== 'raw'),
    discouraged: words.flatMap((word): [string, number][] =>
      discouragedWords[word] ? [[word, discouragedWords[word]]] : [],
    ),
    headDerived: segments
      .slice(0, headOffset + 1)
      .flat()
      .filter((word) => derivedProductWords.has(word)),
    partWord: part && derivedProductWords.has(part) ? part : null,
    withSalt: /with (added )?salt/.test(lower),
    withSegments: segments.filter((segment) => segment[0] === 'with').map((segment) => segment.slice(1)),
  };
}

/**
 * Where the data gives no signal, the form a dietitian means by the bare name (Atlantic salmon, long-grain
 * white rice, smooth peanut butter) gets a small lift. Only for ties between equally plain variants.
 */
const staples = new Set([15236, 15076, 20045, 20037, 16098, 1077, 11529, 9003, 9200, 11205, 11352, 11260]);

export interface RankedFood {
  food: SearchableFood;
  score: number;
}

/** The index words a half-typed word begins ("chick": chicken, chickpea, ...), found by binary search. */
function wordsStartingWith(index: FoodIndex, prefix: string): string[] {
  let low = 0;
  let high = index.words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (index.words[middle] < prefix) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let at = low; at < index.words.length && index.words[at].startsWith(prefix); at++) found.push(index.words[at]);
  return found;
}

/**
 * The foods holding a word, and for the word being typed also those with a word it begins, each with the
 * earliest description segment such a word is in (so scoring need not scan every word of every food).
 */
function candidatesFor(
  index: FoodIndex,
  token: string,
  allowPrefix: boolean,
): { foods: Set<number>; prefixSegments: Map<number, number> | null } {
  const foods = new Set(index.postings.get(token) ?? []);
  if (!allowPrefix || token.length < 3) return { foods, prefixSegments: null };
  const prefixSegments = new Map<number, number>();
  for (const word of wordsStartingWith(index, token)) {
    for (const food of index.postings.get(word) ?? []) {
      foods.add(food);
      const position = index.foods[food].positions.get(word);
      if (!position) continue;
      const known = prefixSegments.get(food);
      if (known === undefined || position.segment < known) prefixSegments.set(food, position.segment);
    }
  }
  return { foods, prefixSegments };
}

/** What a query asks for, once the cook's vocabulary has read it. */
export interface FoodQueryPlan {
  /** stems every food must carry */
  required: string[];
  /** the word still being typed, matched as a prefix */
  partial: string | null;
  /** stems of the form a recipe means: a food carrying one ranks higher */
  prefer: string[];
  /** stems of what a recipe means by a bare word ("flour": wheat, all-purpose): a stronger lift than prefer */
  meaning: string[];
  /** stems of words recipe lines carry that USDA names rarely do ("diced"): they never narrow */
  soft: string[];
  /** every stem the query names or means, for "was this asked for?" */
  meant: Set<string>;
  asksProcessing: boolean;
  asksDryForm: boolean;
}

/** Words that ask for the dry, concentrated form of a food. */
const dryFormWords = new Set([
  'dry',
  'dried',
  'raw',
  'powder',
  'powdered',
  'cube',
  'cubed',
  'granule',
  'dehydrated',
  'concentrate',
  'instant',
  'mix',
  'uncooked',
  'flake',
  'paste',
  'condensed',
]);

export function planFoodQuery(query: string): FoodQueryPlan | null {
  const typed = [...new Set(wordsOf(query))].filter((token) => token.length > 1 || /\d/.test(token));
  if (typed.length === 0) return null;
  const last = typed[typed.length - 1];
  // The last word may be half typed: "red oni" already reads as "red onion".
  const sameWord = (cookWord: string, token: string) =>
    cookWord === token || (token === last && token.length >= 3 && cookWord.startsWith(token));
  let rest = typed;
  const required: string[] = [];
  const prefer: string[] = [];
  const reachable = [...new Set(typed.flatMap((token) => phrasesByWord.get(token) ?? []))].sort((a, b) => a - b);
  for (const order of reachable) {
    const phrase = vocabulary.phrases[order];
    if (!phrase.cook.every((word) => rest.some((token) => sameWord(word, token)))) continue;
    // A half-typed word completes a phrase only next to a whole word of it: "bread" is not yet "breadcrumbs".
    if (!phrase.cook.some((word) => rest.includes(word))) continue;
    rest = rest.filter((token) => !phrase.cook.some((word) => sameWord(word, token)));
    required.push(...phrase.usda);
    prefer.push(...phrase.prefer);
  }
  // A bare number is an amount ("1 can"); "93%" is a kind of ground beef and narrows.
  const isSoft = (token: string) => softWords.has(token) || /^\d+$/.test(token);
  const soft = rest.filter(isSoft);
  required.push(...rest.filter((token) => !isSoft(token)));
  // "chopped" alone still has to find something.
  if (required.length === 0) required.push(...soft.splice(0));
  const unique = [...new Set(required)];
  // A bare word a cook writes ("flour", "oil") means one food; a phrase already said which.
  const key = [...unique].sort().join(' ');
  const meaning: string[] = [];
  if (rest.length === typed.length)
    for (const entry of vocabulary.defaults)
      if ([...entry.words].sort().join(' ') === key) meaning.push(...entry.prefer);
  const meant = new Set([...unique, ...soft, ...prefer, ...meaning]);
  return {
    required: unique,
    partial: unique.includes(last) ? last : null,
    prefer: [...new Set(prefer)].filter((word) => !unique.includes(word)),
    meaning: [...new Set(meaning)].filter((word) => !unique.includes(word)),
    soft,
    meant,
    asksProcessing: [...meant].some((word) => processingWords.has(word)),
    asksDryForm: [...meant].some((word) => dryFormWords.has(word)),
  };
}

export function searchFoodIndex(index: FoodIndex, query: string, limit = 25): RankedFood[] {
  const plan = planFoodQuery(query);
  if (!plan) return [];
  const tokens = plan.required;
  const found = tokens.map((token) => candidatesFor(index, token, token === plan.partial));
  const prefixSegments = found.find((entry) => entry.prefixSegments)?.prefixSegments ?? null;
  // From the rarest word: every other word only filters what is left.
  const [rarest, ...others] = found.map((entry) => entry.foods).sort((a, b) => a.size - b.size);
  const ranked: RankedFood[] = [];
  scan: for (const foodIndex of rarest) {
    for (const foods of others) if (!foods.has(foodIndex)) continue scan;
    const entry = index.foods[foodIndex];
    const score = scoreFood(entry, plan, prefixSegments?.get(foodIndex));
    if (score !== null) ranked.push({ food: entry.food, score });
  }
  ranked.sort(
    (a, b) => b.score - a.score || a.food.description.length - b.food.description.length || a.food.id - b.food.id,
  );
  return ranked.slice(0, limit);
}
