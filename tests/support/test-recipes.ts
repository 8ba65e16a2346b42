/**
 * Recipes the API tests write through `POST /api/recipes`, made of foods in the test food table (`withFoods`), so
 * each test's nutrition figures come from real USDA values. Tests that need other foods write their own.
 */
export const porridgeRecipe = {
  name: 'Banana oat porridge',
  instructions: 'Simmer the oats in the milk. Slice the banana on top.',
  servings: 2,
  ingredients: [
    { name: 'Rolled oats', amount: 1, unit: 'cup', fdcId: 8120 },
    { name: 'Whole milk', amount: 2, unit: 'cup', fdcId: 1077 },
    { name: 'Banana', amount: 1, unit: 'piece', fdcId: 9040 },
  ],
};

export const lentilSoupRecipe = {
  name: 'Red lentil soup',
  instructions: 'Simmer the lentils in the stock until soft.',
  servings: 1,
  ingredients: [
    { name: 'Red lentils', amount: 80, unit: 'g', fdcId: 16069 },
    { name: 'Carrot', amount: 1, unit: 'piece', fdcId: 11124 },
  ],
};

/** Peanut butter in the sauce: the recipe a peanut-allergic client must be warned about. */
export const satayRecipe = {
  name: 'Chicken satay',
  instructions: 'Grill the chicken, serve with the peanut sauce.',
  servings: 1,
  ingredients: [
    { name: 'Chicken breast', amount: 150, unit: 'g', fdcId: 5062 },
    { name: 'Peanut butter', amount: 30, unit: 'g', fdcId: 16098 },
  ],
};
