import { createFormats, type Formats } from '../../../shared/format/formats.ts';
import { allergenLabels, type Allergen, type AllergenStatuses } from '../../../shared/nutrition/allergens.ts';
import type { FoodCaution } from '../../../shared/schemas/nutrition.ts';
import vocabularyFile from './food-vocabulary/data/food-vocabulary.json' with { type: 'json' };
import type { VocabularyTable } from './food-vocabulary/food-vocabulary-build.ts';
import { planFoodQuery, wordsOf } from './food-ranking.ts';

/**
 * What a search result would change if picked for the words typed (docs/decisions/0017-food-search.md).
 *
 * The words suggest allergens in two ways: the cook's vocabulary says what the food a cook means contains
 * (mayonnaise: egg, soy sauce: wheat), and at least three of the five best matches contain it. They suggest an
 * energy density when the five best matches agree on one (their middle three within a factor of two): its
 * median. A result is flagged when it lacks an allergen the words suggest, contains one that neither the words
 * nor more than one of the five best matches suggest, or is at least twice as energy-dense as that median (or
 * half as dense) and 40 kcal per 100 g away from it.
 */

const readings = (vocabularyFile as VocabularyTable).allergens;

/** How many of the best matches say what the words suggest. */
export const PEERS = 5;
const ENERGY_RATIO = 2;
const ENERGY_MIN_GAP = 40;
const SHARE_SUGGESTING = 0.6;
const SHARE_UNSUGGESTED = 0.2;

export interface CheckedFood {
  description: string;
  energyKcal: number | null;
  allergens: AllergenStatuses;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Allergens the vocabulary reads in the words ("mayonnaise" → egg), unless a word says otherwise ("coconut milk"). */
export function allergensReadIn(query: string): Set<Allergen> {
  const words = new Set([...wordsOf(query), ...(planFoodQuery(query)?.required ?? [])]);
  const found = new Set<Allergen>();
  for (const reading of readings) {
    if (reading.words.every((word) => words.has(word)) && !reading.unless.some((word) => words.has(word))) {
      for (const allergen of reading.allergens) found.add(allergen);
    }
  }
  return found;
}

/** "wheat", "wheat and gluten", "milk, egg and soybeans" */
function listOf(found: Allergen[]): string {
  const names = found.map((allergen) => allergenLabels[allergen].toLowerCase());
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
}

const lacking: Record<'free' | 'may contain' | 'unknown', string> = {
  free: 'this food is listed as free of it',
  'may contain': 'this food is only listed as “may contain”',
  unknown: 'for this food it is not known',
};

/**
 * The other matches agree on an energy density when their middle values (the lowest and highest left out once
 * there are five) lie within the same factor: "cheese" spans 100 to 400 kcal and suggests none.
 */
function agreedEnergy(values: number[]): number | null {
  if (values.length < 3) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >= 5 ? sorted.slice(1, -1) : sorted;
  if (middle[0] <= 0 ? middle.at(-1)! > ENERGY_MIN_GAP : middle.at(-1)! / middle[0] >= ENERGY_RATIO) return null;
  return median(sorted);
}

/** The cautions of every result of one search, in the same order. */
export function checkFoodPicks(
  query: string,
  results: CheckedFood[],
  f: Pick<Formats, 'energy'> = createFormats(),
): FoodCaution[][] {
  // energy per 100 g in the practice's unit (decision 0033): "170 kcal" / "711 kJ"
  const kcal = f.energy;
  const typed = query.trim();
  const read = allergensReadIn(query);
  // What the close matches agree on is the same for every result: the five best, whichever is picked.
  const peers = results.slice(0, PEERS);
  const usual = agreedEnergy(peers.map((peer) => peer.energyKcal).filter((value): value is number => value !== null));
  return results.map((food) => {
    const cautions: FoodCaution[] = [];
    const share = (allergen: Allergen) =>
      peers.length ? peers.filter((peer) => peer.allergens[allergen] === 'contains').length / peers.length : 0;

    const missing = new Map<'free' | 'may contain' | 'unknown', Allergen[]>();
    const added: Allergen[] = [];
    for (const allergen of Object.keys(food.allergens) as Allergen[]) {
      const status = food.allergens[allergen];
      const suggested = read.has(allergen) || (peers.length >= 3 && share(allergen) >= SHARE_SUGGESTING);
      if (suggested && status !== 'contains') missing.set(status, [...(missing.get(status) ?? []), allergen]);
      else if (!suggested && status === 'contains' && peers.length >= 3 && share(allergen) <= SHARE_UNSUGGESTED)
        added.push(allergen);
    }
    for (const [status, list] of missing) {
      cautions.push({
        kind: 'allergen-missing',
        allergens: list,
        message: `“${typed}” usually contains ${listOf(list)}; ${lacking[status]}.`,
      });
    }
    if (added.length)
      cautions.push({
        kind: 'allergen-added',
        allergens: added,
        message: `Contains ${listOf(added)}, which “${typed}” does not suggest.`,
      });

    if (food.energyKcal !== null && usual !== null && Math.abs(food.energyKcal - usual) >= ENERGY_MIN_GAP) {
      const ratio = usual > 0 ? food.energyKcal / usual : Infinity;
      const against = `${kcal(food.energyKcal)} per 100 g, against about ${kcal(usual)}`;
      if (ratio >= ENERGY_RATIO) {
        const times = ratio >= 10 ? String(Math.round(ratio)) : ratio.toFixed(1);
        cautions.push({
          kind: 'energy',
          allergens: [],
          message: `${ratio === Infinity ? 'Far more' : `${times} times the`} energy of the other matches for “${typed}”: ${against}.`,
        });
      } else if (ratio <= 1 / ENERGY_RATIO) {
        cautions.push({
          kind: 'energy',
          allergens: [],
          message: `${(1 / ratio).toFixed(1)} times less energy than the other matches for “${typed}”: ${against}.`,
        });
      }
    }
    return cautions;
  });
}
