import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../../tests/support/pdf-text.ts';
import { createTestApp, registerAgent, type TestAgent, type TestApp } from '../../../../tests/support/test-app.ts';
import type { CustomFood, CustomFoodDeletion, CustomFoodInput } from '../../../shared/schemas/custom-foods.ts';
import type { FoodSearchResult } from '../../../shared/schemas/nutrition.ts';
import type { Recipe } from '../../../shared/schemas/recipes.ts';
import { dataVersions } from '../../db/schema.ts';
import { listPlanCandidates } from '../generator/generator.service.ts';

// A practice's own foods typed from a label (issue 35): per-100 g values from the per-serving figures, private to
// the practice, first in its search, counted in its recipes like any food, archived rather than lost.

let t: TestApp;
let owner: TestAgent;
let other: TestAgent;
beforeAll(async () => {
  t = await createTestApp({ withFoods: true });
  await registerAgent(t); // the administrator
  owner = (await registerAgent(t)).agent;
  other = (await registerAgent(t)).agent;
});
afterAll(async () => {
  await t.close();
});

/** A granola bar as its wrapper reads: 40 g a bar, no sugars line printed. */
function granolaBar(overrides: Partial<CustomFoodInput> = {}): CustomFoodInput {
  return {
    description: 'Hillside oat and almond bar',
    brandOwner: 'Hillside Bakes',
    servingSize: { amount: 40, unit: 'g' },
    householdServing: { amount: 1, unit: 'bar', grams: 40 },
    nutrientsPerServing: { calories: 180, protein: 5, carbs: 22, fat: 8, fiber: 3, sodium: 60, calcium: 40 },
    ingredientsText: 'Rolled oats, almonds, honey, sunflower oil, rice flour, sea salt.',
    allergenStatement: 'Contains: almonds. May contain: peanuts, milk.',
    ...overrides,
  };
}

async function addFood(who: TestAgent, body: CustomFoodInput = granolaBar()) {
  const answer = await who.request('POST', '/api/foods', { body });
  expect(answer.status, answer.text).toBe(201);
  return answer.json as CustomFood;
}

async function recipeWith(who: TestAgent, foodId: number, grams = 80) {
  const answer = await who.request('POST', '/api/recipes', {
    body: {
      name: 'Bar crumble',
      instructions: 'Crumble the bars over yogurt.',
      servings: 2,
      ingredients: [{ name: 'Granola bar', amount: grams, unit: 'g', fdcId: foodId }],
    },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.json as Recipe;
}

async function search(who: TestAgent, query: string) {
  const answer = await who.request('GET', `/api/nutrition/search?query=${encodeURIComponent(query)}`);
  expect(answer.status).toBe(200);
  return answer.json as FoodSearchResult[];
}

describe('adding a food from its label', () => {
  it('answers 201 with an id no USDA food can have and per-100 g values from the serving', async () => {
    const food = await addFood(owner);
    expect(food.id).toBeGreaterThanOrEqual(2_000_000_000);
    expect(food.per100g.calories).toBe(450);
    expect(food.per100g.protein).toBe(12.5);
    expect(food.per100g.sodium).toBe(150);
    expect(food.per100g.calcium).toBe(100);
    // not on the label: a gap, never a zero
    expect(food.per100g.sugar).toBeNull();
    expect(food.per100g.vitaminC).toBeNull();
    const again = await owner.request('GET', `/api/foods/${food.id}`);
    expect(again.json).toEqual(food);
    const list = (await owner.request('GET', '/api/foods')).json as CustomFood[];
    expect(list.map((item) => item.id)).toContain(food.id);
  });

  it('reads the allergens and animal facts from the ingredients and statements when none are confirmed', async () => {
    const food = await addFood(owner);
    expect(food.allergens['tree-nuts']).toBe('contains');
    expect(food.allergens.peanuts).toBe('may contain');
    expect(food.allergens.milk).toBe('may contain');
    expect(food.allergens.gluten).toBe('may contain'); // oats
    expect(food.allergens.wheat).toBe('free'); // rice flour is not wheat
    expect(food.allergens.egg).toBe('free');
    expect(food.animalFacts.honey).toBe('contains');
    expect(food.animalFacts.gelatin).toBe('free');
  });

  it('keeps the statuses the practitioner confirmed over what the words say', async () => {
    const read = await owner.request('POST', '/api/foods/read-label', {
      body: { ingredientsText: granolaBar().ingredientsText, allergenStatement: granolaBar().allergenStatement },
    });
    expect(read.status).toBe(200);
    const confirmed = {
      ...(read.json as { allergens: Record<string, string> }).allergens,
      milk: 'free',
      gluten: 'free',
    };
    const food = await addFood(owner, granolaBar({ allergens: confirmed as CustomFoodInput['allergens'] }));
    expect(food.allergens.milk).toBe('free');
    expect(food.allergens.gluten).toBe('free');
    expect(food.allergens['tree-nuts']).toBe('contains');
  });
});

describe('bad labels get a 400 naming the field', () => {
  const refused = async (body: unknown, path: string) => {
    const answer = await owner.request('POST', '/api/foods', { body });
    expect(answer.status, answer.text).toBe(400);
    const paths = (answer.json as { errors: { path: string; message: string }[] }).errors.map((error) => error.path);
    expect(paths).toContain(path);
    return answer.json as { errors: { path: string; message: string }[] };
  };

  it('refuses a negative nutrient', async () => {
    const base = granolaBar();
    const { errors } = await refused(
      { ...base, nutrientsPerServing: { ...base.nutrientsPerServing, protein: -2 } },
      'nutrientsPerServing.protein',
    );
    expect(errors[0].message).toMatch(/negative/);
  });

  it('refuses a nutrient that is not a number', async () => {
    const base = granolaBar();
    await refused(
      { ...base, nutrientsPerServing: { ...base.nutrientsPerServing, fat: '8g' } },
      'nutrientsPerServing.fat',
    );
  });

  it('refuses a serving size of 0', async () => {
    await refused({ ...granolaBar(), servingSize: { amount: 0, unit: 'g' } }, 'servingSize.amount');
  });

  it('refuses a description over 200 characters', async () => {
    await refused({ ...granolaBar(), description: 'x'.repeat(201) }, 'description');
  });

  it('warns when the energy disagrees with 4/4/9 × the macros by over 20 %, and takes it once confirmed', async () => {
    const base = granolaBar();
    const wrong = { ...base, nutrientsPerServing: { ...base.nutrientsPerServing, calories: 90 } };
    const { errors } = await refused(wrong, 'nutrientsPerServing.calories');
    expect(errors[0].message).toMatch(/180 kcal/);
    const kept = await addFood(owner, { ...wrong, confirmEnergyMismatch: true });
    expect(kept.nutrientsPerServing.calories).toBe(90);
  });
});

describe('private to the practice', () => {
  it('answers 404 to another practice on every call and never lists it for them', async () => {
    const food = await addFood(owner, granolaBar({ description: 'Quietbrook fig crisp' }));
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', granolaBar()],
      ['DELETE', undefined],
    ] as const) {
      const answer = await other.request(method, `/api/foods/${food.id}`, body ? { body } : {});
      expect(answer.status, `${method}`).toBe(404);
    }
    expect(((await other.request('GET', '/api/foods')).json as CustomFood[]).map((item) => item.id)).not.toContain(
      food.id,
    );
    expect((await search(other, 'fig crisp')).map((item) => item.fdcId)).not.toContain(food.id);
    const compositions = await other.request('GET', `/api/nutrition/foods?ids=${food.id}`);
    expect(compositions.json).toEqual([]);
    const allergens = await other.request('GET', `/api/nutrition/foods/${food.id}/allergens`);
    expect(allergens.status).toBe(404);
    // another practice naming the id in a recipe gets no nutrition from it
    const theirs = await recipeWith(other, food.id);
    expect(theirs.nutrition).toBeNull();
  });

  it("lists the practice's own foods first in search, marked as theirs", async () => {
    const food = await addFood(owner, granolaBar({ description: 'Apple and cinnamon oat bar' }));
    const results = await search(owner, 'apple');
    expect(results[0]).toMatchObject({ fdcId: food.id, ownFood: true, description: 'Apple and cinnamon oat bar' });
    expect(results.slice(1).some((item) => item.ownFood)).toBe(false);
    expect(results.length).toBeGreaterThan(1); // USDA's apples follow
  });
});

describe('used like any food', () => {
  it("screens the food by its owner's confirmed statuses for every practice that meets it in a shared recipe", async () => {
    // A name the table's rules read as milk-free; the label says milk, and the owner confirmed it.
    const food = await addFood(
      owner,
      granolaBar({
        description: 'Ridgeway seed bar',
        ingredientsText: 'Oats, sunflower seeds, honey, skimmed milk powder.',
        allergenStatement: 'Contains: milk.',
      }),
    );
    expect(food.allergens.milk).toBe('contains');
    const shared = await owner.request('POST', '/api/recipes', {
      body: {
        name: 'Seed bar parfait',
        instructions: 'Layer the crumbled bar with fruit.',
        servings: 1,
        isPublic: true,
        ingredients: [{ name: 'Seed bar', amount: 40, unit: 'g', fdcId: food.id }],
      },
    });
    expect(shared.status, shared.text).toBe(201);
    expect((shared.json as Recipe).allergens).toContain('milk');
    const seen = await other.request('GET', `/api/recipes/${(shared.json as Recipe).id}`);
    expect(seen.status).toBe(200);
    // As its owner confirmed it: milk contained, nothing left "not reviewed" (which would cry wolf on every allergen).
    const statusesOf = (recipe: Recipe) => recipe.allergenLabels.map(({ allergen, status }) => ({ allergen, status }));
    expect(statusesOf(seen.json as Recipe)).toEqual(statusesOf(shared.json as Recipe));
    // the owner's own note stays theirs: the other practice is told where the statuses come from
    const reasons = (seen.json as Recipe).allergenLabels.flatMap((label) => label.because.map((item) => item.why));
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.every((why) => why === 'as read from its label by the practice that added this food')).toBe(true);
    expect((seen.json as Recipe).allergenLabels.find((label) => label.allergen === 'milk')?.status).toBe('contains');
    expect((seen.json as Recipe).allergenLabels.some((label) => label.status === 'not reviewed')).toBe(false);
    expect((seen.json as Recipe).diets).not.toContain('vegan');
  });

  it("counts in a recipe's nutrition by weight, its missing nutrients a gap, its allergens in the labels", async () => {
    const food = await addFood(owner, granolaBar({ description: 'Crumble bar' }));
    const recipe = await recipeWith(owner, food.id, 80);
    // 80 g is two bars, over two servings: one bar each
    expect(recipe.nutrition!.calories).toBeCloseTo(180, 5);
    expect(recipe.nutrition!.protein).toBeCloseTo(5, 5);
    expect(recipe.nutritionCoverage!.incomplete).toContain('sugar');
    expect(recipe.allergens).toEqual(expect.arrayContaining(['tree-nuts', 'peanuts']));
    expect(recipe.diets).not.toContain('vegan'); // honey
  });

  it('weighs a household serving from its label', async () => {
    const food = await addFood(owner, granolaBar({ description: 'Bar by the piece' }));
    const answer = await owner.request('GET', `/api/nutrition/foods?ids=${food.id}`);
    const [composition] = answer.json as { portions: { label: string; grams: number }[] }[];
    expect(composition.portions).toEqual(
      expect.arrayContaining([
        { label: '1 bar', grams: 40 },
        { label: '1 serving (40 g)', grams: 40 },
      ]),
    );
  });

  it("recomputes the practice's recipes when the label is corrected", async () => {
    const food = await addFood(owner, granolaBar({ description: 'Bar to correct' }));
    const recipe = await recipeWith(owner, food.id, 80);
    const corrected = granolaBar({
      description: 'Bar to correct',
      nutrientsPerServing: { calories: 200, protein: 6, carbs: 24, fat: 9, sugar: 10 },
    });
    const put = await owner.request('PUT', `/api/foods/${food.id}`, { body: corrected });
    expect(put.status, put.text).toBe(200);
    const after = (await owner.request('GET', `/api/recipes/${recipe.id}`)).json as Recipe;
    expect(after.nutrition!.calories).toBeCloseTo(200, 5);
    expect(after.nutrition!.sugar).toBeCloseTo(10, 5);
  });
});

describe('in a meal plan', () => {
  it('counts in the day\'s totals, its missing sugar an "at least" there, and appears on the shopping list', async () => {
    const food = await addFood(owner, granolaBar({ description: 'Plan bar' }));
    const recipe = await recipeWith(owner, food.id, 80); // two servings of one bar each
    const plan = (
      await owner.request('POST', '/api/meal-plans', {
        body: {
          name: 'Bar week',
          clientId: null,
          startDate: '2026-03-02',
          endDate: '2026-03-03',
          targetCalories: 1800,
        },
      })
    ).json as { id: string };
    const day = await owner.request('PUT', `/api/meal-plans/${plan.id}/days/1`, {
      body: { meals: { breakfast: { recipeId: recipe.id, servings: 1 } } },
    });
    expect(day.status, day.text).toBe(200);
    const detail = (await owner.request('GET', `/api/meal-plans/${plan.id}`)).json as {
      days: {
        totals: { calories: number; sugar: number; sodium: number };
        incomplete?: string[];
        meals: { breakfast: { incomplete?: string[] } | null };
      }[];
    };
    expect(detail.days[0].totals.calories).toBeCloseTo(180, 5);
    // The wrapper prints no sugars: the day's 0 g is "at least", not a figure; its sodium is printed, so it is one.
    expect(detail.days[0].incomplete).toContain('sugar');
    expect(detail.days[0].incomplete).not.toContain('sodium');
    expect(detail.days[0].meals.breakfast!.incomplete).toEqual(['sugar']);
    expect(detail.days[1].incomplete ?? []).not.toContain('sugar'); // nothing planned that day
    const list = (await owner.request('GET', `/api/meal-plans/${plan.id}/shopping-list`)).json as {
      items: { name: string; grams: number | null }[];
    }[];
    const items = list.flatMap((group) => group.items);
    expect(items).toEqual([expect.objectContaining({ name: 'Granola bar', grams: 40 })]);
  });

  it('makes a report\'s fibre average "at least" when a label gives no fibre, in its content and its PDF', async () => {
    const noFibre = granolaBar({
      description: 'Bar without a fibre line',
      nutrientsPerServing: { calories: 180, protein: 5, carbs: 22, fat: 8, sodium: 60 },
    });
    const food = await addFood(owner, noFibre);
    const recipe = await recipeWith(owner, food.id, 80);
    const oats = (
      await owner.request('POST', '/api/recipes', {
        body: {
          name: 'Plain oats',
          instructions: 'Cook the oats in water.',
          servings: 1,
          ingredients: [{ name: 'Rolled oats', amount: 60, unit: 'g', fdcId: 8120 }],
        },
      })
    ).json as Recipe;
    const client = (await owner.request('POST', '/api/clients', { body: { firstName: 'Ines', lastName: 'Moreau' } }))
      .json as { id: string };
    const plan = (
      await owner.request('POST', '/api/meal-plans', {
        body: { name: 'Fibre week', clientId: client.id, startDate: '2026-03-02', endDate: '2026-03-02' },
      })
    ).json as { id: string };
    await owner.request('PUT', `/api/meal-plans/${plan.id}/days/1`, {
      body: { meals: { breakfast: { recipeId: oats.id, servings: 1 }, lunch: { recipeId: recipe.id, servings: 1 } } },
    });
    const report = await owner.request('POST', '/api/reports', {
      body: { clientId: client.id, mealPlanId: plan.id, title: 'Fibre check', type: 'client_report' },
    });
    expect(report.status, report.text).toBe(201);
    expect(report.json.content.fiberAtLeast).toBe(true);
    const fibre = report.json.content.nutrition.avgFiber as number; // the oats' fibre alone
    expect(fibre).toBeGreaterThan(5);
    const pdf = await t.app.request(`http://localhost/api/reports/${report.json.id}/download`, {
      headers: { cookie: owner.cookie! },
    });
    expect(pdf.status).toBe(200);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(`${fibre.toFixed(1)} g\nFiber, at least`); // the card: its figure, unit and label
    expect(text).not.toContain('Protein, at least'); // every label gives protein
  });
});

describe("the generator's candidates", () => {
  it("offers the practice's recipe made with its own food, labelled from the food's confirmed statuses", async () => {
    const food = await addFood(owner, granolaBar({ description: 'Generator bar' }));
    const recipe = await recipeWith(owner, food.id, 80);
    const me = (await owner.request('GET', '/api/users/me')).json as { id: string };
    const { candidates } = await listPlanCandidates(t.deps, { id: me.id, role: 'user' });
    const candidate = candidates.find((item) => item.id === recipe.id);
    expect(candidate?.nutrition.calories).toBeCloseTo(180, 5);
    expect(candidate?.allergens).toEqual(expect.arrayContaining(['tree-nuts', 'peanuts', 'milk']));
    expect(candidate?.diets).not.toContain('vegan'); // honey, from the label's animal facts
  });
});

describe('deleting', () => {
  it('archives a food recipes use: they stay whole, search and the list stop offering it, and the answer says so', async () => {
    const food = await addFood(owner, granolaBar({ description: 'Zephyr seed bar' }));
    const recipe = await recipeWith(owner, food.id);
    const answer = await owner.request('DELETE', `/api/foods/${food.id}`);
    expect(answer.status).toBe(200);
    const deletion = answer.json as CustomFoodDeletion;
    expect(deletion).toMatchObject({ outcome: 'archived', recipesUsingIt: 1 });
    expect(deletion.message).toMatch(/archived/);
    const kept = (await owner.request('GET', `/api/recipes/${recipe.id}`)).json as Recipe;
    expect(kept.nutrition!.calories).toBeCloseTo(180, 5);
    expect((await search(owner, 'zephyr seed')).map((item) => item.fdcId)).not.toContain(food.id);
    expect(((await owner.request('GET', '/api/foods')).json as CustomFood[]).map((item) => item.id)).not.toContain(
      food.id,
    );
    expect(((await owner.request('GET', `/api/foods/${food.id}`)).json as CustomFood).archived).toBe(true);
    // editing the recipe still finds the archived food
    const edited = await owner.request('PUT', `/api/recipes/${recipe.id}`, {
      body: {
        name: 'Bar crumble, renamed',
        instructions: 'Crumble.',
        servings: 2,
        ingredients: [{ name: 'Granola bar', amount: 80, unit: 'g', fdcId: food.id }],
      },
    });
    expect((edited.json as Recipe).nutrition!.calories).toBeCloseTo(180, 5);
  });

  it('removes a food nothing uses', async () => {
    const food = await addFood(owner, granolaBar({ description: 'Unused bar' }));
    const answer = await owner.request('DELETE', `/api/foods/${food.id}`);
    expect(answer.json).toMatchObject({ outcome: 'deleted', recipesUsingIt: 0 });
    expect((await owner.request('GET', `/api/foods/${food.id}`)).status).toBe(404);
  });
});

describe('kept answers', () => {
  it("gives only the owning practice a new data version when its food changes (the shared foods' stays)", async () => {
    const versions = async () =>
      new Map((await t.deps.db.select().from(dataVersions)).map((row) => [row.scope, row.version] as [string, string]));
    const me = (await owner.request('GET', '/api/users/me')).json as { id: string };
    const them = (await other.request('GET', '/api/users/me')).json as { id: string };
    const before = await versions();
    const food = await addFood(owner, granolaBar({ description: 'Versioned bar' }));
    const afterAdd = await versions();
    expect(afterAdd.get(me.id)).not.toBe(before.get(me.id));
    expect(afterAdd.get('shared')).toBe(before.get('shared'));
    expect(afterAdd.get(them.id)).toBe(before.get(them.id));
    await owner.request('PUT', `/api/foods/${food.id}`, {
      body: granolaBar({ description: 'Versioned bar, renamed' }),
    });
    const afterEdit = await versions();
    expect(afterEdit.get(me.id)).not.toBe(afterAdd.get(me.id));
    expect(afterEdit.get('shared')).toBe(before.get('shared'));
  });
});
