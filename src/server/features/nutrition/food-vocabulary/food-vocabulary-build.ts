import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { allergens, type Allergen } from '../../../../shared/nutrition/allergens.ts';
import { makeStemmer, plainWords } from './food-words.ts';

/**
 * Reads the reviewed cook's vocabulary (data/cook-vocabulary.txt) into the table food search loads
 * (data/food-vocabulary.json), and checks every USDA word it names against the foods: a phrase whose USDA words
 * no food carries together would make a search find nothing.
 */

export const vocabularySourcePath = fileURLToPath(new URL('./data/cook-vocabulary.txt', import.meta.url));
export const vocabularyTablePath = fileURLToPath(new URL('./data/food-vocabulary.json', import.meta.url));

export interface VocabularyPhrase {
  /** stems of the cook's words, all of which must be in the query */
  cook: string[];
  /** stems of the USDA words they are read as; every one narrows */
  usda: string[];
  /** stems that rank a food higher without narrowing */
  prefer: string[];
}

export interface VocabularyTable {
  source: string;
  same: Record<string, string>;
  phrases: VocabularyPhrase[];
  /** the query, exactly these stems once read → the stems of what a recipe means by it */
  defaults: { words: string[]; prefer: string[] }[];
  soft: string[];
  allergens: { words: string[]; allergens: Allergen[]; unless: string[] }[];
}

export interface VocabularyProblem {
  line: number;
  message: string;
}

interface WordedFood {
  description: string;
  commonNames: string | null;
}

/**
 * Stems a line of words. USDA words keep a hyphenated word whole, as descriptions are indexed ("all-purpose");
 * a cook's words are split as a typed query is.
 */
function stemsOf(text: string, stem: (word: string) => string, side: 'usda' | 'cook'): string[] {
  return [
    ...new Set(
      plainWords(text).flatMap((word) => {
        if (!word.includes('-')) return [stem(word)];
        const parts = word.split('-').filter(Boolean);
        return side === 'usda' ? [parts.map(stem).join('-')] : parts.map(stem);
      }),
    ),
  ];
}

export function buildVocabulary(
  sourceText: string,
  foods: WordedFood[],
): { table: VocabularyTable; problems: VocabularyProblem[] } {
  const lines = sourceText
    .split(/\r?\n/)
    .map((raw, index) => ({ text: raw.replace(/#.*$/, '').trim(), line: index + 1 }));
  const problems: VocabularyProblem[] = [];
  const same: Record<string, string> = {};
  for (const { text } of lines) {
    const match = /^same\s+(\S+)\s*=\s*(\S+)$/.exec(text);
    if (!match) continue;
    same[match[1].toLowerCase()] = match[2].toLowerCase();
  }
  const stem = makeStemmer(same);
  // Each food as a set of stems: descriptions and common names, hyphenated words whole and as parts.
  const foodWords = foods.map((food) => {
    const words = new Set<string>();
    for (const word of plainWords(`${food.description} ${food.commonNames ?? ''}`)) {
      if (word.includes('-')) {
        words.add(word.split('-').map(stem).join('-'));
        for (const part of word.split('-')) if (part) words.add(stem(part));
      } else words.add(stem(word));
    }
    return words;
  });
  const known = new Set(foodWords.flatMap((words) => [...words]));
  const foodsWithAll = (words: string[]) => foodWords.filter((set) => words.every((word) => set.has(word)));

  const table: VocabularyTable = {
    source: 'cook-vocabulary.txt',
    same,
    phrases: [],
    defaults: [],
    soft: [],
    allergens: [],
  };
  for (const { text, line } of lines) {
    if (!text || text.startsWith('same ')) continue;
    const [kind, ...rest] = text.split(/\s+/);
    const body = rest.join(' ');
    if (kind === 'soft') {
      table.soft.push(...stemsOf(body, stem, 'cook'));
    } else if (kind === 'phrase') {
      const match = /^(.+?)\s*=>\s*([^;]+?)\s*(?:;\s*prefer\s+(.+))?$/.exec(body);
      if (!match) {
        problems.push({ line, message: `cannot read "${text}"` });
        continue;
      }
      const phrase = {
        cook: stemsOf(match[1], stem, 'cook'),
        usda: stemsOf(match[2], stem, 'usda'),
        prefer: match[3] ? stemsOf(match[3], stem, 'usda') : [],
      };
      const unknown = [...phrase.usda, ...phrase.prefer].filter((word) => !known.has(word));
      if (unknown.length) problems.push({ line, message: `no USDA food has the word(s) ${unknown.join(', ')}` });
      const found = foodsWithAll(phrase.usda);
      if (!found.length) problems.push({ line, message: `no USDA food has every word of "${match[2]}"` });
      for (const word of phrase.prefer) {
        if (found.length && !found.some((set) => set.has(word)))
          problems.push({ line, message: `no food named "${match[2]}" has the preferred word "${word}"` });
      }
      table.phrases.push(phrase);
    } else if (kind === 'prefer') {
      const match = /^(.+?)\s*=>\s*(.+)$/.exec(body);
      if (!match) {
        problems.push({ line, message: `cannot read "${text}"` });
        continue;
      }
      const entry = { words: stemsOf(match[1], stem, 'usda'), prefer: stemsOf(match[2], stem, 'usda') };
      const found = foodsWithAll(entry.words);
      if (!found.length) problems.push({ line, message: `no USDA food has every word of "${match[1]}"` });
      for (const word of entry.prefer) {
        if (!found.some((set) => set.has(word)))
          problems.push({ line, message: `no food named "${match[1]}" has the preferred word "${word}"` });
      }
      table.defaults.push(entry);
    } else if (kind === 'allergen') {
      const match = /^(.+?)\s*=>\s*(.+?)(?:\s+unless\s+(.+))?$/.exec(body);
      if (!match) {
        problems.push({ line, message: `cannot read "${text}"` });
        continue;
      }
      const named = match[2].split(/\s+/);
      const wrong = named.filter((id) => !(allergens as readonly string[]).includes(id));
      if (wrong.length) problems.push({ line, message: `not an allergen id: ${wrong.join(', ')}` });
      table.allergens.push({
        words: stemsOf(match[1], stem, 'usda'),
        allergens: named.filter((id): id is Allergen => (allergens as readonly string[]).includes(id)),
        unless: match[3] ? stemsOf(match[3], stem, 'cook') : [],
      });
    } else {
      problems.push({ line, message: `unknown entry kind "${kind}"` });
    }
  }
  table.soft = [...new Set(table.soft)];
  // Longest phrases first: "kosher salt" is read before "salt".
  table.phrases.sort((a, b) => b.cook.length - a.cook.length);
  return { table, problems };
}

export function readVocabularySource(): string {
  return readFileSync(vocabularySourcePath, 'utf8');
}
