import { allergens, type Allergen, type AllergenStatus } from '../../../shared/nutrition/allergens.ts';
import { animalFacts, type AnimalFact } from '../../../shared/nutrition/animal-facts.ts';
import type { LabelReading } from '../../../shared/schemas/custom-foods.ts';
import wordsFile from './data/label-words.json' with { type: 'json' };

/**
 * Reads a label's ingredient list and its "Contains:" / "May contain:" statements into the 15 allergen statuses
 * and the animal facts, by the reviewed word table in data/label-words.json (no words live in this file). The
 * practitioner confirms or changes the result before it becomes the food's.
 */

export type LabelTarget = Allergen | AnimalFact;
type Source = 'ingredients' | 'contains' | 'may contain';

export interface LabelWordEntry {
  words: string[];
  contains?: string[];
  mayContain?: string[];
  note?: string;
}

const targets: ReadonlySet<string> = new Set<string>([...allergens, ...animalFacts]);

export const labelWordEntries = (wordsFile as { entries: LabelWordEntry[] }).entries;

/** Lower case, accents off, everything but letters and digits a space: "Crème fraîche (MILK)" → "creme fraiche milk". */
export function normaliseLabelText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

interface Phrase {
  tokens: string[];
  contains: LabelTarget[];
  mayContain: LabelTarget[];
}

/** Phrases by their first token, longest first, so "cocoa butter" is tried before "cocoa" and "butter". */
export function buildPhraseIndex(entries: LabelWordEntry[]): Map<string, Phrase[]> {
  const index = new Map<string, Phrase[]>();
  for (const entry of entries) {
    for (const list of [entry.contains ?? [], entry.mayContain ?? []])
      for (const target of list) if (!targets.has(target)) throw new Error(`label-words: unknown target ${target}`);
    for (const word of entry.words) {
      const tokens = normaliseLabelText(word).split(' ');
      const phrase = {
        tokens,
        contains: (entry.contains ?? []) as LabelTarget[],
        mayContain: (entry.mayContain ?? []) as LabelTarget[],
      };
      const list = index.get(tokens[0]) ?? [];
      list.push(phrase);
      index.set(tokens[0], list);
    }
  }
  for (const list of index.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  return index;
}

const phraseIndex = buildPhraseIndex(labelWordEntries);

/** The singular a plural token may stand for: "almonds" → "almond", "anchovies" → "anchovy". */
function formsOf(token: string): string[] {
  const forms = [token];
  if (token.endsWith('ies')) forms.push(`${token.slice(0, -3)}y`);
  if (token.endsWith('es')) forms.push(token.slice(0, -2));
  if (token.endsWith('s')) forms.push(token.slice(0, -1));
  return forms;
}

function tokenMatches(token: string, wanted: string): boolean {
  return formsOf(token).includes(wanted);
}

interface Found {
  word: string;
  contains: LabelTarget[];
  mayContain: LabelTarget[];
}

/** Every phrase of the table in a text, longest first, each token read once. */
export function findLabelWords(text: string, index: Map<string, Phrase[]> = phraseIndex): Found[] {
  const tokens = normaliseLabelText(text).split(' ').filter(Boolean);
  const found: Found[] = [];
  let at = 0;
  while (at < tokens.length) {
    let matched: Phrase | undefined;
    for (const form of formsOf(tokens[at])) {
      matched = index
        .get(form)
        ?.find((phrase) =>
          phrase.tokens.every(
            (wanted, offset) => tokens[at + offset] !== undefined && tokenMatches(tokens[at + offset], wanted),
          ),
        );
      if (matched) break;
    }
    // "milk-free", "gluten free": the word names what the food is without.
    if (matched && tokens[at + matched.tokens.length] === 'free') {
      at += matched.tokens.length + 1;
      continue;
    }
    if (matched) {
      found.push({
        word: tokens.slice(at, at + matched.tokens.length).join(' '),
        contains: matched.contains,
        mayContain: matched.mayContain,
      });
      at += matched.tokens.length;
    } else at += 1;
  }
  return found;
}

/**
 * Where a "contains" or "may contain" statement starts, in the ingredient list or the statement field. Written as
 * patterns over the original text: they are sentence shapes, not food words.
 */
const statementStarts: { source: Exclude<Source, 'ingredients'> | 'free'; pattern: RegExp }[] = [
  {
    source: 'free',
    pattern: /\b(?:free from|does not contain|contains no|made without|no added)\b:?/gi,
  },
  {
    source: 'may contain',
    pattern:
      /\b(?:may (?:also )?contain(?: traces of)?|may be present|traces? of|(?:made|produced|manufactured|packed|packaged|processed|prepared) (?:in|on|using) (?:a |an |the same |shared )*(?:facility|factory|kitchen|site|plant|equipment|line|premises)s?|not suitable for [a-z ]*allerg[a-z]*(?: to)?)\b:?/gi,
  },
  { source: 'contains', pattern: /\b(?:contains|allergens?|allergy advice)\b\s*:?/gi },
];

interface Segment {
  source: Source | 'free';
  text: string;
}

/** The text cut into the ingredient list and its statements; a statement runs to the end of its sentence. */
export function splitStatements(text: string): Segment[] {
  const marks: { at: number; end: number; source: Segment['source'] }[] = [];
  for (const { source, pattern } of statementStarts) {
    for (const match of text.matchAll(pattern)) {
      const at = match.index;
      if (marks.some((mark) => at >= mark.at && at < mark.end)) continue;
      marks.push({ at, end: at + match[0].length, source });
    }
  }
  marks.sort((a, b) => a.at - b.at);
  const segments: Segment[] = [];
  let cursor = 0;
  for (const mark of marks) {
    if (mark.at < cursor) continue;
    if (mark.at > cursor) segments.push({ source: 'ingredients', text: text.slice(cursor, mark.at) });
    const sentenceEnd = text.slice(mark.end).search(/\.(\s|$)|\n|;|\)/);
    const end = sentenceEnd === -1 ? text.length : mark.end + sentenceEnd;
    const nextMark = marks.find((other) => other.at >= mark.end && other.at < end);
    const stop = nextMark ? nextMark.at : end;
    segments.push({ source: mark.source, text: text.slice(mark.end, stop) });
    cursor = stop;
  }
  if (cursor < text.length) segments.push({ source: 'ingredients', text: text.slice(cursor) });
  return segments;
}

const rank: Record<AllergenStatus, number> = { unknown: 0, free: 1, 'may contain': 2, contains: 3 };

/**
 * The label read: every allergen and fact named by an ingredient or a "Contains" statement is `contains`, one in a
 * "May contain" statement (or a word that is often it) `may contain`, the rest `free`, or `unknown` when the
 * label gave no words at all.
 */
export function readLabel(input: { ingredientsText?: string | null; allergenStatement?: string | null }): LabelReading {
  const text = [input.ingredientsText, input.allergenStatement].filter((part) => part && part.trim()).join('\n');
  const base: AllergenStatus = text ? 'free' : 'unknown';
  const statuses = new Map<LabelTarget, AllergenStatus>();
  const evidence = new Map<LabelTarget, { word: string; source: Source }[]>();
  const mark = (target: LabelTarget, status: AllergenStatus, word: string, source: Source) => {
    if (rank[status] > rank[statuses.get(target) ?? base]) statuses.set(target, status);
    const list = evidence.get(target) ?? [];
    if (!list.some((item) => item.word === word && item.source === source)) list.push({ word, source });
    evidence.set(target, list);
  };
  for (const segment of splitStatements(text)) {
    // "Free from: milk" names what the food is not: nothing to mark.
    if (segment.source === 'free') continue;
    const source = segment.source;
    for (const found of findLabelWords(segment.text)) {
      const named = source === 'may contain' ? 'may contain' : 'contains';
      for (const target of found.contains) mark(target, named, found.word, source);
      for (const target of found.mayContain) mark(target, 'may contain', found.word, source);
    }
  }
  const pick = <T extends LabelTarget>(list: readonly T[]) =>
    Object.fromEntries(list.map((target) => [target, statuses.get(target) ?? base])) as Record<T, AllergenStatus>;
  const evidenceOf = <T extends LabelTarget>(list: readonly T[]) =>
    Object.fromEntries(
      list.flatMap((target) => (evidence.has(target) ? [[target, evidence.get(target)]] : [])),
    ) as Partial<Record<T, { word: string; source: Source }[]>>;
  return {
    allergens: pick(allergens),
    allergenEvidence: evidenceOf(allergens),
    animalFacts: pick(animalFacts),
    animalFactEvidence: evidenceOf(animalFacts),
  };
}
