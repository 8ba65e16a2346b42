/**
 * How food search reads words, on both sides: a query and a USDA description go through the same steps, so
 * "Tomatoes" and "tomato", "yoghurt" and "yogurt" meet.
 */

/** Lower case, accents off, split on anything but letters, digits, '%' and '-'. */
export function plainWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9%-]+/)
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter(Boolean);
}

/** English plurals to their singular: only the regular endings, so "hummus" and "glass" stay. */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(oes|ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** A word's stem, with spellings and names that mean the same food mapped to one (before and after the plural). */
export function makeStemmer(same: Record<string, string>): (word: string) => string {
  return (word) => {
    const named = same[word] ?? word;
    const single = singular(named);
    return same[single] ?? single;
  };
}
