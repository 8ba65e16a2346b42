import { allergenLabels, allergens, type Allergen } from './allergens.ts';
import { allergensFromWords } from './allergen-screening.ts';

/**
 * A client's allergy entry is either an allergen id of the list ('tree-nuts') or the practitioner's own words.
 * Words are screened through allergensFromWords; those naming nothing of the list are matched by name only.
 */
export type ClientAllergy =
  | { kind: 'allergen'; entry: string; allergen: Allergen; label: string }
  | { kind: 'words'; entry: string; label: string; screenedAs: Allergen[] };

export function isAllergenId(entry: string): entry is Allergen {
  return (allergens as readonly string[]).includes(entry);
}

export function describeClientAllergy(entry: string): ClientAllergy {
  if (isAllergenId(entry)) return { kind: 'allergen', entry, allergen: entry, label: allergenLabels[entry] };
  return { kind: 'words', entry, label: entry, screenedAs: allergensFromWords(entry) };
}

/** An entry as people read it: 'tree-nuts' → 'Tree nuts'; words as typed. */
export function clientAllergyName(entry: string): string {
  return isAllergenId(entry) ? allergenLabels[entry] : entry;
}

/** What one entry is shown as: an allergen's name, or the words with how they are screened. */
export function clientAllergyText(entry: string): string {
  const allergy = describeClientAllergy(entry);
  if (allergy.kind === 'allergen') return allergy.label;
  if (!allergy.screenedAs.length) return `${allergy.label} (not checked against foods)`;
  return `${allergy.label} (screened as ${allergy.screenedAs.map((allergen) => allergenLabels[allergen].toLowerCase()).join(', ')})`;
}

export interface AllergyConversion {
  /** the client's list after conversion: allergen ids first in list order, then words that name nothing */
  allergies: string[];
  /** one per original entry that became allergen ids */
  converted: { from: string; to: Allergen[] }[];
  /** entries kept as words: screened by name, not checked against foods */
  unmapped: string[];
}

/** Free-text entries → allergen ids on the safe side ("nuts" → tree nuts and peanuts). Ids stay as they are. */
export function convertAllergyWords(entries: readonly string[]): AllergyConversion {
  const ids = new Set<Allergen>();
  const words: string[] = [];
  const converted: AllergyConversion['converted'] = [];
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    if (isAllergenId(entry)) {
      ids.add(entry);
      continue;
    }
    const found = allergensFromWords(entry);
    if (found.length) {
      found.forEach((allergen) => ids.add(allergen));
      converted.push({ from: entry, to: found });
    } else if (!words.some((word) => word.toLowerCase() === entry.toLowerCase())) words.push(entry);
  }
  return { allergies: [...allergens.filter((allergen) => ids.has(allergen)), ...words], converted, unmapped: words };
}
