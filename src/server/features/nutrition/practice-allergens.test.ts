import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAgent,
  createTestApp,
  registerAgent,
  type TestAgent,
  type TestApp,
} from '../../../../tests/support/test-app.ts';
import { allergens, type Allergen } from '../../../shared/nutrition/allergens.ts';
import type { PracticeAllergenStatus } from '../../../shared/schemas/nutrition.ts';
import { activityLog, recipes } from '../../db/schema.ts';
import { listPlanCandidates } from '../generator/generator.service.ts';
import { getFoodAllergens } from './allergens/allergen-table.ts';

// A practice's own allergen statuses for a food (decision 0025): set, read and cleared through the API, audited,
// used by every screening of that practice (its recipes, the shared recipes it sees, the generator, the plan page,
// the food search) and by no other practice's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ withCatalogue: true });
  await registerAgent(t); // the administrator
});
afterAll(async () => {
  await t.close();
});

const statusesWith = (base: PracticeAllergenStatus, some: Partial<Record<Allergen, PracticeAllergenStatus>> = {}) =>
  Object.fromEntries(allergens.map((allergen) => [allergen, some[allergen] ?? base])) as Record<
    Allergen,
    PracticeAllergenStatus
  >;

const path = (id: number | string) => `/api/nutrition/foods/${id}/allergens`;

/** A catalogue recipe with no peanut label, and a food of it the table calls free of peanuts. */
async function peanutFreeCatalogueRecipe() {
  const rows = await t.deps.db
    .select({ id: recipes.id, name: recipes.name, ingredients: recipes.ingredients, allergens: recipes.allergens })
    .from(recipes)
    .where(isNull(recipes.userId))
    .orderBy(recipes.name);
  for (const row of rows) {
    if (row.allergens.includes('peanuts')) continue;
    const line = (row.ingredients as { name: string; fdcId?: number }[]).find(
      (ingredient) =>
        ingredient.fdcId !== undefined &&
        getFoodAllergens({ id: ingredient.fdcId, description: '', foodGroup: null }).peanuts === 'free',
    );
    if (line) return { recipe: row, foodId: line.fdcId!, ingredient: line.name };
  }
  throw new Error('no peanut-free catalogue recipe');
}

async function summaryOf(agent: TestAgent, recipeId: string, include = '') {
  const list = (await agent.request('GET', `/api/recipes?view=summary${include}`)).json as {
    id: string;
    contains: string[];
  }[];
  return list.find((summary) => summary.id === recipeId)!;
}

describe('practice allergen entries', () => {
  it('sets, reads and clears an entry, audited, and refuses unknown keys, unknown foods and an empty note', async () => {
    const { agent, user } = await registerAgent(t);
    const { agent: other } = await registerAgent(t);
    const { foodId } = await peanutFreeCatalogueRecipe();

    const before = await agent.request('GET', path(foodId));
    expect(before.status).toBe(200);
    expect(before.json.practice).toBeNull();
    expect(before.json.table.statuses.peanuts).toBe('free');

    const body = {
      statuses: statusesWith('free', { peanuts: 'contains', milk: 'may contain' }),
      note: 'Label: made on a line with peanuts',
    };
    const set = await agent.request('PUT', path(foodId), { body });
    expect(set.status).toBe(200);
    expect(set.json.practice).toMatchObject({
      statuses: body.statuses,
      note: body.note,
      setBy: `${user.firstName} ${user.lastName}`,
    });
    expect(set.json.table.statuses.peanuts).toBe('free');
    expect((await agent.request('GET', path(foodId))).json.practice.statuses.peanuts).toBe('contains');

    const [audit] = await t.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.actorId, user.id), eq(activityLog.action, 'food.allergens_set')));
    expect(audit).toMatchObject({ entityType: 'food', entityId: String(foodId) });
    expect(audit.summary).toContain('peanuts free → contains');

    // Another practice sees the table, and has nothing of its own to clear.
    expect((await other.request('GET', path(foodId))).json.practice).toBeNull();
    expect((await other.request('DELETE', path(foodId))).status).toBe(404);
    expect((await agent.request('GET', path(foodId))).json.practice).not.toBeNull();

    // Unknown foods and malformed ids are not found; bodies are strict.
    expect((await agent.request('GET', path(99_999_999))).status).toBe(404);
    expect((await agent.request('PUT', path('abc'), { body })).status).toBe(404);
    expect((await agent.request('PUT', path(99_999_999), { body })).status).toBe(404);
    const extra = await agent.request('PUT', path(foodId), { body: { ...body, source: 'label' } });
    expect(extra.status).toBe(400);
    expect(extra.text).toContain('source');
    const unknownAllergen = await agent.request('PUT', path(foodId), {
      body: { ...body, statuses: { ...body.statuses, kiwi: 'free' } },
    });
    expect(unknownAllergen.status).toBe(400);
    expect((await agent.request('PUT', path(foodId), { body: { ...body, note: '  ' } })).status).toBe(400);
    expect(
      (
        await agent.request('PUT', path(foodId), {
          body: { ...body, statuses: statusesWith('free', { egg: 'unknown' as never }) },
        })
      ).status,
    ).toBe(400);

    const cleared = await agent.request('DELETE', path(foodId));
    expect(cleared.status).toBe(200);
    expect(cleared.json.practice).toBeNull();
    expect((await agent.request('DELETE', path(foodId))).status).toBe(404);
    const audits = await t.deps.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(and(eq(activityLog.actorId, user.id), eq(activityLog.entityId, String(foodId))));
    expect(audits.map((row: { action: string }) => row.action)).toEqual([
      'food.allergens_set',
      'food.allergens_cleared',
    ]);
  });

  it("every screening of the practice uses its entry, and another practice's screenings do not", async () => {
    const { agent, user } = await registerAgent(t);
    const { agent: other, user: otherUser } = await registerAgent(t);
    const { recipe: shared, foodId, ingredient } = await peanutFreeCatalogueRecipe();
    const [food] = (await agent.request('GET', `/api/nutrition/foods?ids=${foodId}`)).json as { description: string }[];

    // (a) one of the practice's own recipes uses the food; its colleague has the same recipe.
    const ownBody = {
      name: 'Practice bowl',
      instructions: 'Put it in a bowl.',
      servings: 1,
      ingredients: [{ name: ingredient, amount: 100, unit: 'g', fdcId: foodId }],
    };
    const own = (await agent.request('POST', '/api/recipes', { body: ownBody })).json;
    const othersOwn = (await other.request('POST', '/api/recipes', { body: ownBody })).json;
    expect(own.allergens).not.toContain('peanuts');
    // Warm every kept answer first, so the change must reach them.
    expect((await summaryOf(agent, shared.id)).contains).not.toContain('peanuts');
    expect((await summaryOf(agent, shared.id, '&include=ingredientNames')).contains).not.toContain('peanuts');
    await agent.request('GET', '/api/recipes');

    const client = (
      await agent.request('POST', '/api/clients', {
        body: { firstName: 'Pia', lastName: 'Nut', allergies: ['peanuts'] },
      })
    ).json;
    const plan = (
      await agent.request('POST', '/api/meal-plans', {
        body: { name: 'Day', clientId: client.id, startDate: '2026-05-04', endDate: '2026-05-04' },
      })
    ).json;
    expect(
      (
        await agent.request('PUT', `/api/meal-plans/${plan.id}/days/1`, {
          body: {
            meals: { breakfast: { recipeId: shared.id, servings: 1 }, lunch: { recipeId: own.id, servings: 1 } },
          },
        })
      ).status,
    ).toBe(200);
    const planConflicts = async () => {
      const meals = (await agent.request('GET', `/api/meal-plans/${plan.id}`)).json.days[0].meals;
      return [...meals.breakfast.conflicts, ...meals.lunch.conflicts] as string[];
    };
    expect((await planConflicts()).filter((conflict) => /peanut/i.test(conflict))).toEqual([]);

    const note = 'Label read 2026-05: made in a factory with peanuts';
    const set = await agent.request('PUT', path(foodId), {
      body: { statuses: statusesWith('free', { peanuts: 'contains' }), note },
    });
    expect(set.status).toBe(200);

    // (a) the own recipe is relabelled at once, with the practice's reason; the colleague's is not.
    const relabelled = (await agent.request('GET', `/api/recipes/${own.id}`)).json;
    expect(relabelled.allergens).toContain('peanuts');
    const label = relabelled.allergenLabels.find((entry: { allergen: string }) => entry.allergen === 'peanuts');
    expect(label).toEqual({
      allergen: 'peanuts',
      status: 'contains',
      because: [{ ingredient, food: food.description, status: 'contains', why: `set by your practice: ${note}` }],
    });
    expect((await other.request('GET', `/api/recipes/${othersOwn.id}`)).json.allergens).not.toContain('peanuts');

    // (d) the shared recipe: detail, both summary views and the whole list, for this practice only.
    const detail = (await agent.request('GET', `/api/recipes/${shared.id}`)).json;
    expect(detail.allergens).toContain('peanuts');
    expect(JSON.stringify(detail.allergenLabels)).toContain(`set by your practice: ${note}`);
    expect((await summaryOf(agent, shared.id)).contains).toContain('peanuts');
    expect((await summaryOf(agent, shared.id, '&include=ingredientNames')).contains).toContain('peanuts');
    const whole = (await agent.request('GET', '/api/recipes')).json as { id: string; allergens: string[] }[];
    expect(whole.find((recipe) => recipe.id === shared.id)!.allergens).toContain('peanuts');
    expect((await other.request('GET', `/api/recipes/${shared.id}`)).json.allergens).not.toContain('peanuts');
    expect((await summaryOf(other, shared.id)).contains).not.toContain('peanuts');
    const [stored] = await t.deps.db
      .select({ allergens: recipes.allergens })
      .from(recipes)
      .where(eq(recipes.id, shared.id));
    expect(stored.allergens).not.toContain('peanuts');

    // (d) the generator's candidates, and its screening of a peanut-allergic client.
    const candidate = async (id: string, practiceId: string) =>
      (await listPlanCandidates(t.deps, { id: practiceId, role: 'user' })).candidates.find((c) => c.id === id)!;
    expect((await candidate(shared.id, user.id)).allergens).toContain('peanuts');
    expect((await candidate(shared.id, otherUser.id)).allergens).not.toContain('peanuts');
    const leftOut = async (who: TestAgent) => {
      const allergic = (
        await who.request('POST', '/api/clients', {
          body: { firstName: 'Ola', lastName: 'Nut', allergies: ['peanuts'] },
        })
      ).json;
      const answer = await who.request('POST', '/api/generate-meal-plan', {
        body: {
          caloriesPerDay: 2000,
          mealsPerDay: 3,
          numberOfDays: 1,
          healthFilters: [],
          macroPreference: 'percentage',
          macroValues: {
            proteinPercent: 30,
            carbsPercent: 40,
            fatPercent: 30,
            proteinGrams: 150,
            carbsGrams: 200,
            fatGrams: 67,
          },
          clientId: allergic.id,
          seed: 3,
        },
      });
      expect(answer.status).toBe(200);
      return Number(/(\d+) recipes? (?:was|were) left out/.exec(answer.json.notes[0].message)![1]);
    };
    expect(await leftOut(agent)).toBeGreaterThan(await leftOut(other));

    // (b) the plan page warns, with the practice's reason.
    const conflicts = (await planConflicts()).filter((conflict) => /peanut/i.test(conflict));
    expect(conflicts).toHaveLength(2);
    for (const conflict of conflicts) expect(conflict).toContain(`set by your practice: ${note}`);

    // (c) the food search shows the entry and checks picks with it.
    const results = (
      await agent.request('GET', `/api/nutrition/search?query=${encodeURIComponent(food.description.slice(0, 40))}`)
    ).json as { fdcId: number; setByPractice?: boolean }[];
    const found = results.find((result) => result.fdcId === foodId);
    if (found) expect(found.setByPractice).toBe(true);
    const othersResults = (
      await other.request('GET', `/api/nutrition/search?query=${encodeURIComponent(food.description.slice(0, 40))}`)
    ).json as { fdcId: number; setByPractice?: boolean }[];
    expect(othersResults.some((result) => result.setByPractice)).toBe(false);

    // Back to the table: everything as before, at once.
    expect((await agent.request('DELETE', path(foodId))).status).toBe(200);
    expect((await agent.request('GET', `/api/recipes/${own.id}`)).json.allergens).not.toContain('peanuts');
    expect((await summaryOf(agent, shared.id)).contains).not.toContain('peanuts');
    expect((await agent.request('GET', `/api/recipes/${shared.id}`)).json.allergens).not.toContain('peanuts');
    expect((await planConflicts()).filter((conflict) => /peanut/i.test(conflict))).toEqual([]);
  });

  it("the plan's share page, the recipe database and a saved copy carry the practice's entry, not another's", async () => {
    const { agent } = await registerAgent(t);
    const { agent: other } = await registerAgent(t);
    const { recipe: shared, foodId } = await peanutFreeCatalogueRecipe();
    const note = 'Label: may contain peanuts';
    await agent.request('PUT', path(foodId), {
      body: { statuses: statusesWith('free', { peanuts: 'may contain' }), note },
    });
    const peanutsOf = (labels: { allergen: string; status: string }[] | null) =>
      (labels ?? []).find((label) => label.allergen === 'peanuts')?.status;

    // The share page a client opens lists the recipe's allergens as the practice that shared it sees them.
    const sharedPlanOf = async (who: TestAgent) => {
      const plan = (
        await who.request('POST', '/api/meal-plans', {
          body: { name: 'Shared day', startDate: '2026-05-04', endDate: '2026-05-04' },
        })
      ).json;
      await who.request('PUT', `/api/meal-plans/${plan.id}/days/1`, {
        body: { meals: { breakfast: { recipeId: shared.id, servings: 1 } } },
      });
      const page = await createAgent(t).request('GET', `/api/share/${plan.shareToken}`);
      expect(page.status).toBe(200);
      return (page.json.recipes as { id: string; allergenLabels: { allergen: string; status: string }[] }[]).find(
        (recipe) => recipe.id === shared.id,
      )!;
    };
    const onPage = await sharedPlanOf(agent);
    expect(peanutsOf(onPage.allergenLabels)).toBe('may contain');
    expect(JSON.stringify(onPage.allergenLabels)).toContain(`set by your practice: ${note}`);
    expect(peanutsOf((await sharedPlanOf(other)).allergenLabels)).toBeUndefined();

    // The recipe database (search and featured) shows the catalogue recipe with the practice's labels.
    const searched = async (who: TestAgent) =>
      (
        (await who.request('GET', `/api/recipes/search/external?q=${encodeURIComponent(shared.name)}&number=100`)).json
          .results as { id: string; allergenLabels: { allergen: string; status: string }[] }[]
      ).find((recipe) => recipe.id === shared.id)!;
    expect(peanutsOf((await searched(agent)).allergenLabels)).toBe('may contain');
    expect(peanutsOf((await searched(other)).allergenLabels)).toBeUndefined();

    // Saving it makes the practice's own copy, labelled with its entry; another practice's copy is not.
    const copyOf = async (who: TestAgent) => {
      const saved = await who.request('POST', `/api/recipes/external/${shared.id}/save`);
      expect(saved.status).toBe(200);
      return (await who.request('GET', `/api/recipes/${saved.json.recipeId}`)).json;
    };
    const copy = await copyOf(agent);
    expect(peanutsOf(copy.allergenLabels)).toBe('may contain');
    expect(copy.isOwn).toBe(true);
    expect(peanutsOf((await copyOf(other)).allergenLabels)).toBeUndefined();
  });

  it('a practice sharing a recipe does not share its entries: other practices see the table for its foods', async () => {
    const { agent } = await registerAgent(t);
    const { agent: other } = await registerAgent(t);
    const { foodId, ingredient } = await peanutFreeCatalogueRecipe();
    const own = (
      await agent.request('POST', '/api/recipes', {
        body: {
          name: 'Shared bowl',
          instructions: 'Put it in a bowl.',
          servings: 1,
          isPublic: true,
          ingredients: [{ name: ingredient, amount: 100, unit: 'g', fdcId: foodId }],
        },
      })
    ).json;
    await agent.request('PUT', path(foodId), {
      body: { statuses: statusesWith('free', { peanuts: 'contains' }), note: 'Our supplier label' },
    });
    expect((await agent.request('GET', `/api/recipes/${own.id}`)).json.allergens).toContain('peanuts');
    expect((await other.request('GET', `/api/recipes/${own.id}`)).json.allergens).not.toContain('peanuts');
    expect((await summaryOf(other, own.id)).contains).not.toContain('peanuts');
  });
});
