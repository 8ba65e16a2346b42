import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xssPayloads } from '../../../tests/security/xss-payloads.ts';
import { createTestApp, registerAgent, type TestApp } from '../../../tests/support/test-app.ts';
import { createSpoonacularRecipeProvider } from '../providers/recipes/spoonacular-recipe-provider.ts';
import { escapeHtml, sanitizeRecipeHtml } from './sanitize-html.ts';

// jsdom parses the output the way a browser would (jsdom ships no type declarations; the part used is typed here).
type DomWindow = { document: Document };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: DomWindow } };
const { document } = new JSDOM('<!doctype html><html><body></body></html>').window;

const allowedTags = new Set(['B', 'STRONG', 'I', 'EM', 'P', 'BR', 'OL', 'UL', 'LI', 'A']);

/**
 * What a browser would build from the HTML, checked node by node: only the allowed tags, no handler or style
 * attribute, links to http(s) only, opened without an opener. Parsed twice (the serialisation of the first
 * parse is parsed again), so markup that changes shape when re-read (mutation XSS) is caught too.
 */
function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  let markup = html;
  for (let round = 0; round < 2; round += 1) {
    const root = document.createElement('div');
    root.innerHTML = markup;
    for (const element of root.querySelectorAll('*')) {
      if (!allowedTags.has(element.tagName)) problems.push(`<${element.tagName.toLowerCase()}>`);
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        if (element.tagName === 'A' && ['href', 'target', 'rel'].includes(name)) continue;
        problems.push(`${element.tagName.toLowerCase()}[${name}]`);
      }
      if (element.tagName === 'A') {
        const href = element.getAttribute('href');
        if (href !== null) {
          const protocol = new URL(href, 'https://app.example/').protocol;
          if (protocol !== 'https:' && protocol !== 'http:') problems.push(`a[href=${href}]`);
        }
        if (element.getAttribute('target') !== '_blank' || !/\bnoopener\b/.test(element.getAttribute('rel') ?? ''))
          problems.push('a without noopener');
      }
    }
    markup = root.innerHTML;
  }
  return problems;
}

describe('provider HTML sanitiser against the XSS corpus', () => {
  it(`lets no script, handler, javascript: link or foreign tag through, for each of the ${xssPayloads.length} payloads alone`, () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(100);
    const failures = xssPayloads.flatMap((payload) =>
      unsafeParts(sanitizeRecipeHtml(payload.text)).map((part) => `#${payload.id} ${payload.text} → ${part}`),
    );
    expect(failures).toEqual([]);
  });

  it('nor when they sit inside the markup Spoonacular really sends (paragraphs, lists, bold text, links)', () => {
    const failures = xssPayloads.flatMap((payload) => {
      const wrapped = [
        `<p>A <b>quick</b> dinner. ${payload.text} Serves <strong>4</strong>.</p>`,
        `<ol><li>Heat the pan.</li><li>${payload.text}</li></ol>`,
        `<a href="https://spoonacular.com/recipes/x-1">${payload.text}</a>`,
        `<a href="${payload.text}">the source</a>`,
        `<p title="${payload.text}">x</p>`,
      ];
      return wrapped.flatMap((html) =>
        unsafeParts(sanitizeRecipeHtml(html)).map((part) => `#${payload.id} in ${html.slice(0, 40)}… → ${part}`),
      );
    });
    expect(failures).toEqual([]);
  });

  it('nor all of them at once', () => {
    expect(unsafeParts(sanitizeRecipeHtml(xssPayloads.map((payload) => payload.text).join('\n')))).toEqual([]);
  });

  it('keeps the harmless formatting and safe links it allows', () => {
    const html = sanitizeRecipeHtml(
      '<p>Bake <b>20</b> min. <a href="https://example.org/tips" onclick="x()">Tips</a></p><ul><li>Serve</li></ul>',
    );
    expect(html).toBe(
      '<p>Bake <b>20</b> min. <a href="https://example.org/tips" target="_blank" rel="noopener noreferrer nofollow">Tips</a></p><ul><li>Serve</li></ul>',
    );
    expect(unsafeParts(html)).toEqual([]);
  });

  it('escapes every payload into text that reads back exactly, with no element in it', () => {
    for (const payload of xssPayloads) {
      const root = document.createElement('p');
      root.innerHTML = escapeHtml(payload.text);
      expect(root.children.length, `#${payload.id}`).toBe(0);
      expect(root.textContent, `#${payload.id}`).toBe(payload.text);
    }
  });
});

/**
 * The whole path: a stand-in Spoonacular (documented JSON: complexSearch, random, {id}/information) whose every
 * text field carries the corpus, read through our provider and API as the Recipe Database screen reads it.
 */
describe('Spoonacular answers full of payloads, through the API', () => {
  let standIn: Server;
  let t: TestApp;

  const hostile = (id: number, offset: number) => {
    const pick = (n: number) => xssPayloads[(offset + n) % xssPayloads.length].text;
    return {
      id,
      title: pick(0),
      image: `javascript:__xssHit(${id})`,
      imageType: 'jpg',
      summary: xssPayloads
        .slice(offset, offset + 60)
        .map((payload) => payload.text)
        .join(' '),
      readyInMinutes: 20,
      servings: 2,
      pricePerServing: 120,
      healthScore: 60,
      cuisines: [pick(1)],
      diets: [pick(2)],
      dishTypes: [pick(3)],
      extendedIngredients: [{ id: 1, name: pick(4), original: pick(5), amount: 1, unit: pick(6) }],
      instructions:
        id % 2
          ? xssPayloads
              .slice(offset + 60, offset + 120)
              .map((payload) => `<li>${payload.text}</li>`)
              .join('')
          : null,
      analyzedInstructions: [
        {
          name: '',
          steps: xssPayloads
            .slice(offset, offset + 40)
            .map((payload, index) => ({ number: index + 1, step: payload.text })),
        },
      ],
      sourceName: pick(7),
      sourceUrl: `javascript:__xssHit(${id})`,
      nutrition: { nutrients: [{ name: 'Calories', amount: 400, unit: 'kcal' }] },
    };
  };
  const recipes = [hostile(101, 0), hostile(202, 40), hostile(303, 100)];

  beforeAll(async () => {
    standIn = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      response.setHeader('content-type', 'application/json');
      if (url.pathname === '/recipes/complexSearch')
        return response.end(
          JSON.stringify({ results: recipes, offset: 0, number: recipes.length, totalResults: recipes.length }),
        );
      if (url.pathname === '/recipes/random') return response.end(JSON.stringify({ recipes }));
      const info = /^\/recipes\/(\d+)\/information$/.exec(url.pathname);
      const found = info ? recipes.find((recipe) => String(recipe.id) === info[1]) : undefined;
      if (found) return response.end(JSON.stringify(found));
      response.statusCode = 404;
      response.end(
        JSON.stringify({ status: 'failure', code: 404, message: 'A recipe with the id could not be found.' }),
      );
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
    t = await createTestApp({ recipeProvider: () => createSpoonacularRecipeProvider({ apiKey: 'stand-in', baseUrl }) });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => standIn?.close(() => resolve()));
  });

  it('answers search, featured and single recipes whose HTML is safe and whose links and images are http(s) or nothing', async () => {
    const { agent } = await registerAgent(t);
    const search = await agent.request('GET', '/api/recipes/search/external?q=stew');
    const random = await agent.request('GET', '/api/recipes/random');
    expect(search.status).toBe(200);
    expect(random.status).toBe(200);
    const seen = [...search.json.results, ...random.json.recipes];
    expect(seen).toHaveLength(6);
    for (const recipe of seen) {
      expect(unsafeParts(recipe.summary), `summary of ${recipe.id}`).toEqual([]);
      expect(unsafeParts(recipe.instructions), `instructions of ${recipe.id}`).toEqual([]);
      expect(recipe.instructions).not.toBe('');
      expect(recipe.image).toBeNull();
      expect(recipe.sourceUrl).toBeNull();
      // Plain-text fields stay the provider's text, to be shown as text.
      expect(recipe.title).toBe(recipes.find((item) => String(item.id) === recipe.id)?.title);
    }
  });

  it('saves a copy without the javascript: links and images, its texts kept as text for the screens to escape', async () => {
    const { agent } = await registerAgent(t);
    const saved = await agent.request('POST', '/api/recipes/external/101/save');
    expect(saved.status).toBeLessThan(300);
    expect(saved.json.alreadyExists).toBe(false);
    const copy = await agent.request('GET', `/api/recipes/${saved.json.recipeId}`);
    expect(copy.status).toBe(200);
    expect(copy.json.sourceUrl).toBeNull();
    expect(copy.json.imageUrl).toBeNull();
    expect(copy.json.instructions).toContain('__xssHit(');
  });
});
