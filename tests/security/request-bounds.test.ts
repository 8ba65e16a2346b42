// Every value a request carries is bounded by the schema that parses it, before any service sees it: whole numbers
// within PostgreSQL's integer range (a food id of 2147483648 once reached a query and failed it, for every
// practice whose plans used that recipe), other numbers within the same range, text with a length limit, lists
// with a size limit. Read from the zod schemas of every route in the app's OpenAPI registry, converted to JSON
// Schema by zod itself: only what the schema enforces counts (an OpenAPI `format: uuid` annotation does not).
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/server/app-env.ts';
import { createApp } from '../../src/server/app.ts';
import { MAX_INT4 } from '../../src/shared/schemas/common.ts';

type JsonSchema = Record<string, any>;

interface RouteInputs {
  key: string;
  inputs: [string, z.ZodType][];
}

function routeInputs(): RouteInputs[] {
  const app = createApp({ config: {} } as unknown as AppDeps);
  const found: RouteInputs[] = [];
  for (const definition of app.openAPIRegistry.definitions as { type: string; route?: any }[]) {
    if (definition.type !== 'route') continue;
    const { method, path, request } = definition.route;
    const inputs: [string, z.ZodType][] = [];
    if (request?.params) inputs.push(['path', request.params]);
    if (request?.query) inputs.push(['query', request.query]);
    const body = request?.body?.content?.['application/json']?.schema;
    if (body) inputs.push(['body', body]);
    found.push({ key: `${method.toUpperCase()} ${path}`, inputs });
  }
  return found;
}

/** A pattern that cannot match text of any length: no `+`, `*` or open-ended `{n,}`. */
function isBoundedPattern(pattern: string): boolean {
  return !/(?<!\\)[+*]|\{\d+,\}/.test(pattern);
}

/** Problems of one JSON Schema node and everything under it. */
function unbounded(schema: JsonSchema, at: string, defs: Record<string, JsonSchema>): string[] {
  if (schema.$ref) return unbounded(defs[schema.$ref.split('/').pop()!] ?? {}, at, defs);
  const problems: string[] = [];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    for (const branch of schema[key] ?? []) problems.push(...unbounded(branch, at, defs));
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.includes('integer') || types.includes('number')) {
    const low = schema.minimum ?? schema.exclusiveMinimum;
    const high = schema.maximum ?? schema.exclusiveMaximum;
    if (low === undefined || high === undefined)
      problems.push(`${at}: a number without ${low === undefined ? 'a minimum' : 'a maximum'}`);
    else if (low < -MAX_INT4 - 1 || high > MAX_INT4)
      problems.push(`${at}: bounds ${low}..${high} go past PostgreSQL's integer range`);
  }
  if (types.includes('string') && schema.enum === undefined && schema.const === undefined) {
    const bounded =
      schema.maxLength !== undefined || (schema.pattern !== undefined && isBoundedPattern(schema.pattern));
    if (!bounded) problems.push(`${at}: text without a length limit`);
  }
  if (types.includes('array')) {
    if (schema.maxItems === undefined) problems.push(`${at}: a list without a size limit`);
    if (schema.items) problems.push(...unbounded(schema.items, `${at}[]`, defs));
  }
  if (schema.properties)
    for (const [name, child] of Object.entries<JsonSchema>(schema.properties))
      problems.push(...unbounded(child, `${at}.${name}`, defs));
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    problems.push(...unbounded(schema.additionalProperties, `${at}{}`, defs));
  return problems;
}

const routes = routeInputs();

describe('request schemas bound every value', () => {
  it('finds the routes that take input', () => {
    expect(routes.filter((route) => route.inputs.length > 0).length).toBeGreaterThan(30);
  });

  it.each(routes.filter((route) => route.inputs.length > 0).map((route) => [route.key, route] as const))(
    '%s',
    (_, route) => {
      const problems = route.inputs.flatMap(([where, schema]) => {
        const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
        return unbounded(json, where, json.$defs ?? {});
      });
      expect(problems).toEqual([]);
    },
  );

  it('would catch the food id that took other practices down', () => {
    const before = z.object({ fdcId: z.coerce.number().int().positive() });
    expect(unbounded(z.toJSONSchema(before, { io: 'input' }) as JsonSchema, 'body', {})).toEqual([
      `body.fdcId: bounds 0..${Number.MAX_SAFE_INTEGER} go past PostgreSQL's integer range`,
    ]);
    expect(unbounded(z.toJSONSchema(z.object({ id: z.string() }), { io: 'input' }) as JsonSchema, 'path', {})).toEqual([
      'path.id: text without a length limit',
    ]);
  });
});
