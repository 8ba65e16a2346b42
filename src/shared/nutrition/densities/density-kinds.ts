/**
 * Food kinds for weighing a cup or spoon of a food whose own data carries no volume weight (SR28's abbreviated
 * file keeps only two household weights per food, and for chia seeds, flours or dried herbs often neither is a
 * volume). Reviewed data, not code: `npm run densities:build` measures each kind's density from the SR28 foods
 * of that kind that DO carry a cup, tablespoon or teaspoon weight, and writes density-table.json;
 * `npm run densities:check` prints the table, its spread and its coverage, and fails when the file is stale.
 * docs/decisions/0016-household-measures-and-density-table.md says why.
 *
 * Reading a kind: it applies to a food whose group is among `groups` (any group when absent) and whose
 * lower-cased description matches `match` and not `unless`. The FIRST kind that applies decides, so narrow
 * kinds (chia and flax seeds) come before broad ones (seeds), and the broad group defaults come last.
 */
export interface DensityKind {
  /** the kind as the saved ingredient names it: "density of seeds, estimated" */
  id: string;
  groups?: string[];
  match?: RegExp;
  unless?: RegExp;
}

export const densityKinds: DensityKind[] = [
  { id: 'oils', groups: ['Fats and Oils'], match: /\boil\b/, unless: /spray/ },
  {
    id: 'solid fats',
    groups: ['Fats and Oils', 'Dairy and Egg Products'],
    match: /\b(butter|margarine|shortening|lard|ghee|tallow|fat)\b/,
    unless: /\bbuttermilk|oil\b/,
  },
  {
    id: 'syrups and honey',
    groups: ['Sweets', 'Beverages'],
    match: /\b(syrups?|honey|molasses|agave|treacle)\b/,
    unless: /\b(chocolate|candies|topping)\b/,
  },
  { id: 'sugars', groups: ['Sweets'], match: /^sugars?,/, unless: /\bsyrup\b/ },
  { id: 'salt', match: /^salt\b/ },
  { id: 'chia seeds', match: /\bchia\b/, unless: /\b(oil|flour)\b/ },
  {
    id: 'small seeds',
    groups: ['Nut and Seed Products'],
    match:
      /\b(chia|flax ?seeds?|flaxseed|sesame seeds?|poppy seeds?|hemp seeds?|celery seed|mustard seed|caraway seed|fennel seed|cumin seed|dill seed|anise seed|coriander seed)\b/,
    unless: /\b(oil|butter|paste|flour|meal)\b/,
  },
  {
    id: 'nut and seed butters',
    groups: ['Nut and Seed Products', 'Legumes and Legume Products'],
    match: /\b(butter|tahini|paste|spread)\b/,
  },
  { id: 'nut flours and meals', groups: ['Nut and Seed Products'], match: /\b(flour|meal)\b/ },
  { id: 'seeds', groups: ['Nut and Seed Products'], match: /\b(seeds?|kernels?)\b/ },
  { id: 'nuts', groups: ['Nut and Seed Products'], unless: /\b(milk|cream|water|juice|oil)\b/ },
  {
    id: 'flours and meals',
    match: /\b(flour|meal|starch|semolina|bran|germ)\b/,
    unless: /\b(bread|muffins?|cooked|pasta|noodles|macaroni|spaghetti|cereals?)\b/,
  },
  { id: 'cooked grains and pasta', groups: ['Cereal Grains and Pasta'], match: /\b(cooked|boiled)\b/ },
  { id: 'dry grains and pasta', groups: ['Cereal Grains and Pasta'] },
  { id: 'breakfast cereals', groups: ['Breakfast Cereals'], unless: /\b(cooked|prepared)\b/ },
  { id: 'dried herbs and ground spices', groups: ['Spices and Herbs'], unless: /\b(fresh|vinegar|extract)\b/ },
  {
    id: 'powders',
    match: /\b(powder|powdered|dry mix|cocoa|gelatins?)\b/,
    unless: /\b(prepared|reconstituted|with water|with milk|stewed|cooked)\b/,
  },
  {
    id: 'leaves',
    groups: ['Vegetables and Vegetable Products', 'Spices and Herbs'],
    match:
      /\b(spinach|lettuce|kale|arugula|chard|cress|greens|cabbage|basil|parsley|cilantro|coriander|mint|dill|chives|endive|radicchio|leaves|sprouts)\b/,
    unless: /\b(cooked|boiled|canned|frozen)\b/,
  },
  { id: 'dried fruit', groups: ['Fruits and Fruit Juices'], match: /\b(dried|dehydrated|raisins|prunes)\b/ },
  {
    id: 'juices and drinks',
    groups: ['Fruits and Fruit Juices', 'Vegetables and Vegetable Products', 'Beverages'],
    match: /\b(juices?|drinks?|beverages?|nectar|tea|coffee|soda|lemonade|water, (bottled|tap|municipal))\b/,
    unless: /\bpack\b|\bmilk\b/,
  },
  {
    id: 'milks, creams and yogurts',
    groups: ['Dairy and Egg Products', 'Legumes and Legume Products', 'Nut and Seed Products', 'Beverages'],
    match: /\b(milk|cream|yogurt|kefir|buttermilk|soymilk)\b/,
  },
  { id: 'cheeses', groups: ['Dairy and Egg Products'], match: /\bcheese\b/ },
  { id: 'soups, sauces and broths', groups: ['Soups, Sauces, and Gravies'] },
  { id: 'cooked beans and lentils', groups: ['Legumes and Legume Products'], match: /\b(cooked|boiled|canned)\b/ },
  {
    id: 'dry beans and lentils',
    groups: ['Legumes and Legume Products'],
    match: /\b(raw|mature seeds)\b/,
    unless: /\b(tofu|sprouted|green)\b/,
  },
  { id: 'fruit', groups: ['Fruits and Fruit Juices'] },
  { id: 'vegetables', groups: ['Vegetables and Vegetable Products'] },
  {
    id: 'meat, poultry and fish',
    groups: [
      'Poultry Products',
      'Beef Products',
      'Pork Products',
      'Lamb, Veal, and Game Products',
      'Finfish and Shellfish Products',
      'Sausages and Luncheon Meats',
    ],
  },
];

/** The kind of a food, for the density table; null when no kind applies (the conversion then says water). */
export function densityKindOf(description: string, foodGroup: string | null | undefined): string | null {
  const text = description.toLowerCase();
  for (const kind of densityKinds) {
    if (kind.groups && !kind.groups.includes(foodGroup ?? '')) continue;
    if (kind.match && !kind.match.test(text)) continue;
    if (kind.unless && kind.unless.test(text)) continue;
    return kind.id;
  }
  return null;
}
