/**
 * A recipe page's schema.org Recipe data (what sites publish for search engines), from the page's HTML or from
 * the JSON-LD itself. Pure: no DOM, so the server reads it the same way a test does.
 */

export interface RecipePageData {
  name: string | null;
  description: string | null;
  servings: number | null;
  prepTime: number | null;
  cookTime: number | null;
  instructions: string | null;
  ingredientLines: string[];
}

/** Does the pasted text look like a page or JSON-LD rather than ingredient lines? */
export function looksLikeRecipePage(text: string): boolean {
  const start = text.trimStart();
  return start.startsWith('<') || start.startsWith('{') || start.startsWith('[') || /<script[\s>]/i.test(text);
}

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  frac13: '⅓',
  frac23: '⅔',
  frac18: '⅛',
  deg: '°',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  eacute: 'é',
  egrave: 'è',
  ntilde: 'ñ',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  ccedil: 'ç',
  times: '×',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z0-9]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1].toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return namedEntities[entity.toLowerCase()] ?? whole;
  });
}

/** Sites put markup and entities inside their JSON strings ("1 &frac12; cups", "<p>Stir</p>"). */
function plainText(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = decodeEntities(
    String(value)
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
  return text || null;
}

function isRecipe(node: unknown): node is Record<string, unknown> {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return false;
  const type = (node as Record<string, unknown>)['@type'];
  const types = Array.isArray(type) ? type : [type];
  return types.some((entry) => typeof entry === 'string' && /^(https?:\/\/schema\.org\/)?Recipe$/.test(entry));
}

/** The first Recipe anywhere in the data: at the top, in a list, in @graph, or under mainEntity. */
function findRecipe(node: unknown, depth = 0): Record<string, unknown> | null {
  if (depth > 8 || !node || typeof node !== 'object') return null;
  if (isRecipe(node)) return node;
  const children = Array.isArray(node)
    ? node
    : [(node as Record<string, unknown>)['@graph'], (node as Record<string, unknown>).mainEntity];
  for (const child of children) {
    const found = findRecipe(child, depth + 1);
    if (found) return found;
  }
  return null;
}

/** "PT1H30M" → 90; "P0DT0H20M" → 20. Null for anything else. */
export function durationMinutes(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(
    value.trim(),
  );
  if (!match || value.trim().length < 3) return null;
  const [, days, hours, minutes, seconds] = match.map((part) => Number(part ?? 0));
  const total = Math.round(days * 1440 + hours * 60 + minutes + seconds / 60);
  return total > 0 ? total : null;
}

/** recipeYield is "4", 4, "4 servings", "Serves 4-6" or a list of those: the first whole number. */
function servingsOf(value: unknown): number | null {
  for (const entry of Array.isArray(value) ? value : [value]) {
    const match = /\d+/.exec(String(entry ?? ''));
    if (match) {
      const count = Number(match[0]);
      if (count >= 1 && count <= 100) return count;
    }
  }
  return null;
}

/** recipeInstructions: one text, a list of texts, HowToSteps, or HowToSections of steps. */
function instructionSteps(value: unknown, depth = 0): string[] {
  if (depth > 4 || value === null || value === undefined) return [];
  if (typeof value === 'string') {
    return (plainText(value) ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  }
  if (Array.isArray(value)) return value.flatMap((entry) => instructionSteps(entry, depth + 1));
  if (typeof value === 'object') {
    const node = value as Record<string, unknown>;
    if (node.itemListElement) {
      const section = plainText(node.name);
      return [...(section ? [`${section}:`] : []), ...instructionSteps(node.itemListElement, depth + 1)];
    }
    const text = plainText(node.text) ?? plainText(node.name);
    return text ? [text] : [];
  }
  return [];
}

/** JSON-LD blocks of an HTML page. */
function jsonLdBlocks(html: string): string[] {
  const blocks: string[] = [];
  const pattern = /<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) blocks.push(match[1]);
  return blocks;
}

function parseJson(text: string): unknown {
  try {
    // Some sites wrap the JSON in CDATA or HTML comments.
    return JSON.parse(
      text.replace(/^\s*(<!--|\/\*\s*<!\[CDATA\[\s*\*\/)/, '').replace(/(-->|\/\*\s*\]\]>\s*\*\/)\s*$/, ''),
    );
  } catch {
    return undefined;
  }
}

/**
 * The Recipe in a pasted page or JSON-LD, or null when there is none. Text is decoded and stripped of markup;
 * instructions become numbered lines, the way the form's method box holds them.
 */
export function readRecipePage(text: string): RecipePageData | null {
  const trimmed = text.trim();
  const sources = trimmed.startsWith('{') || trimmed.startsWith('[') ? [trimmed] : jsonLdBlocks(trimmed);
  for (const source of sources) {
    const recipe = findRecipe(parseJson(source));
    if (!recipe) continue;
    const ingredients = recipe.recipeIngredient ?? recipe.ingredients;
    const steps = instructionSteps(recipe.recipeInstructions);
    let number = 0;
    const numbered = steps.map((step) =>
      step.endsWith(':') ? step : `${(number += 1)}. ${step.replace(/^\d+[.)]\s*/, '')}`,
    );
    return {
      name: plainText(recipe.name),
      description: plainText(recipe.description),
      servings: servingsOf(recipe.recipeYield),
      prepTime: durationMinutes(recipe.prepTime),
      cookTime: durationMinutes(recipe.cookTime),
      instructions: numbered.length > 0 ? numbered.join('\n') : null,
      ingredientLines: (Array.isArray(ingredients)
        ? ingredients
        : typeof ingredients === 'string'
          ? ingredients.split('\n')
          : []
      )
        .map((line) => plainText(line))
        .filter((line): line is string => line !== null),
    };
  }
  return null;
}
