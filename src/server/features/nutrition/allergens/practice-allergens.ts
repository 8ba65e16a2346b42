import { and, eq, inArray, or } from 'drizzle-orm';
import {
  allergens,
  decodeStatuses,
  type Allergen,
  type AllergenStatuses,
} from '../../../../shared/nutrition/allergens.ts';
import type { Database } from '../../../db/open-db.ts';
import { practiceFoodAllergens } from '../../../db/schema.ts';
import { isFoodId } from '../../../lib/ids.ts';
import { FIRST_PRACTICE_FOOD_ID } from '../../../../shared/schemas/custom-foods.ts';
import type { ClassifiableFood } from './classify-food.ts';
import { getFoodAllergenNotes, getFoodAllergens } from './allergen-table.ts';

/**
 * A practice's own allergen statuses for the foods it has read the label of (decision 0025), by food id. Every
 * screening of that practice reads a food through `foodAllergensForPractice` with these, so one entry changes its
 * recipes' labels, its plan warnings and its food search alike; other practices are never given them, except the
 * statuses (not the note) of a practice's own food, which are the facts of its label (decision 0031).
 */
export interface PracticeAllergenEntry {
  statuses: AllergenStatuses;
  note: string;
  /** another practice's own food, met in a shared recipe: its owner's statuses, said to come from its label */
  fromItsOwner?: boolean;
}

/** Why a shared recipe's food of another practice has the statuses it has; the owner's note is not shown. */
export const OWNER_LABEL_REASON = 'as read from its label by the practice that added this food';
export type PracticeAllergenEntries = ReadonlyMap<number, PracticeAllergenEntry>;

export const noPracticeEntries: PracticeAllergenEntries = new Map();

/** The label reason of a status the practice set: what the practitioner wrote, said to be theirs. */
export function practiceReason(note: string): string {
  return `set by your practice: ${note}`;
}

/**
 * A food's statuses and their reasons as one practice screens it: the practice's entry when it has one (every
 * status it did not call free carries its note), else the reviewed table's.
 */
export function foodAllergensForPractice(
  food: ClassifiableFood & { id: number },
  entries: PracticeAllergenEntries = noPracticeEntries,
): { allergens: AllergenStatuses; allergenNotes: Partial<Record<Allergen, string>> } {
  const entry = entries.get(food.id);
  if (!entry) return { allergens: getFoodAllergens(food), allergenNotes: getFoodAllergenNotes(food) };
  const why = entry.fromItsOwner ? OWNER_LABEL_REASON : practiceReason(entry.note);
  const allergenNotes: Partial<Record<Allergen, string>> = {};
  for (const allergen of allergens) if (entry.statuses[allergen] !== 'free') allergenNotes[allergen] = why;
  return { allergens: entry.statuses, allergenNotes };
}

/** The practice's entries, all of them or those of the given foods. */
export async function readPracticeAllergenEntries(
  db: Database,
  practiceId: string,
  foodIds?: Iterable<unknown>,
): Promise<PracticeAllergenEntries> {
  const wanted = foodIds === undefined ? undefined : [...new Set([...foodIds].filter(isFoodId))];
  if (wanted?.length === 0) return noPracticeEntries;
  // A practice's own food (decision 0031) has the statuses its owner confirmed from the label: they are the food's
  // facts, not one practice's view, so whoever meets the food in a shared recipe reads them. Only its owner can set
  // an entry for it (the food is found for no one else).
  const practiceFoods = (wanted ?? []).filter((id) => id >= FIRST_PRACTICE_FOOD_ID);
  const rows = await db
    .select({
      foodId: practiceFoodAllergens.foodId,
      statuses: practiceFoodAllergens.statuses,
      note: practiceFoodAllergens.note,
      userId: practiceFoodAllergens.userId,
    })
    .from(practiceFoodAllergens)
    .where(
      wanted === undefined
        ? eq(practiceFoodAllergens.userId, practiceId)
        : or(
            and(eq(practiceFoodAllergens.userId, practiceId), inArray(practiceFoodAllergens.foodId, wanted)),
            practiceFoods.length ? inArray(practiceFoodAllergens.foodId, practiceFoods) : undefined,
          ),
    );
  return new Map(
    rows.map((row) => [
      row.foodId,
      row.userId === practiceId
        ? { statuses: decodeStatuses(row.statuses), note: row.note }
        : { statuses: decodeStatuses(row.statuses), note: '', fromItsOwner: true },
    ]),
  );
}

/** Every practice's entries, by practice: for relabelling every practitioner's recipes at once. */
export async function readEveryPracticeAllergenEntries(db: Database): Promise<Map<string, PracticeAllergenEntries>> {
  const rows = await db.select().from(practiceFoodAllergens);
  const byPractice = new Map<string, Map<number, PracticeAllergenEntry>>();
  for (const row of rows) {
    let entries = byPractice.get(row.userId);
    if (!entries) byPractice.set(row.userId, (entries = new Map()));
    entries.set(row.foodId, { statuses: decodeStatuses(row.statuses), note: row.note });
  }
  return byPractice;
}
