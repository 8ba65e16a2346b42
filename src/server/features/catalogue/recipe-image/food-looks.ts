// How each USDA food looks in a picture (shape, colour, role in the dish, size), as data read top to bottom.
export type Shape =
  | 'leaf'
  | 'chunk'
  | 'cube'
  | 'round'
  | 'slice'
  | 'crescent'
  | 'mash'
  | 'noodle'
  | 'grain'
  | 'fillet'
  | 'egg'
  | 'floret'
  | 'shrimp'
  | 'crumb'
  | 'shred'
  | 'stick'
  | 'herb'
  | 'seed'
  | 'drizzle'
  | 'nut'
  | 'wedge'
  | 'segment'
  | 'ring'
  | 'bread'
  | 'none';

export type Role =
  | 'liquid'
  | 'sauce'
  | 'tint'
  | 'base'
  | 'main'
  | 'veg'
  | 'aromatic'
  | 'fruit'
  | 'top'
  | 'herb'
  | 'sweet'
  | 'bread'
  | 'none';

export interface Look {
  shape: Shape;
  color: string;
  role: Role;
  /** inside colour for slices, crescents, eggs */
  inner?: string;
  /** natural piece size in px at plate scale */
  size: number;
  /** texture for grains and fillets */
  mark?: 'rice' | 'dots' | 'grill' | 'flake' | 'seeds' | 'spokes';
}

type Rule = [RegExp, Shape, string, Role, number, string?, Look['mark']?];

/** Ordered: the first rule whose pattern matches the lower-cased SR28 description wins. */
const rules: Rule[] = [
  // seasonings and fats that do not show
  [
    /^(salt|leavening|baking|vinegar|yeast|gelatin|vanilla|cornstarch|arrowroot|sugars?,|sweetener|wheat flour|flour|rice flour|corn flour|mayonnaise|mustard|worcestershire|fish sauce|sauce, fish|sauce, worcestershire|alcoholic)/,
    'none',
    '#000000',
    'none',
    0,
  ],
  // for a tint, size is its strength: how many grams of the dish one gram of it colours
  [/^spices, (turmeric|curry)/, 'none', '#e0a21a', 'tint', 20],
  [/^spices, (paprika|chili|pepper, red|cayenne)/, 'none', '#c0452a', 'tint', 20],
  [
    /^spices, (garam|cumin|cinnamon|allspice|nutmeg|clove|ginger|coriander seed|cardamom|fenugreek)/,
    'none',
    '#8a5a32',
    'tint',
    12,
  ],
  [
    /^spices, (basil|parsley|oregano|thyme|rosemary|dill|coriander leaf|marjoram|sage|tarragon)/,
    'herb',
    '#55703a',
    'herb',
    3,
  ],
  [/^spices, poppy|^seeds, (chia|poppy)/, 'seed', '#3a3838', 'top', 3],
  [/^spices,|^seasoning|^pepper, black|^capers/, 'none', '#6b5a44', 'none', 0],
  [/^oil\b|^butter\b|^butter,|^margarine|^shortening|^lard|^fat,|^ghee|^butter oil/, 'none', '#f2d27a', 'none', 0],
  // liquids
  [/^soup, .*(tomato)/, 'none', '#c8452f', 'liquid', 0],
  [/^soup, |broth|bouillon|stock\b/, 'none', '#e3b768', 'liquid', 0],
  [/coconut milk|coconut cream|cream of coconut/, 'none', '#f5efe2', 'liquid', 0],
  [
    /^milk\b|^milk,|buttermilk|soymilk|^beverages, (almond|oat|rice|soy|coconut)|milk substitute|^kefir/,
    'none',
    '#f4efe4',
    'liquid',
    0,
  ],
  [/^beverages, coffee|^coffee/, 'none', '#6b4326', 'liquid', 0],
  [/^beverages, tea, green|matcha/, 'none', '#b9c46a', 'liquid', 0],
  [/^beverages, tea|^tea\b/, 'none', '#b8682a', 'liquid', 0],
  [/^orange juice|^grapefruit juice|^tangerine juice|carrot juice/, 'none', '#f4a030', 'liquid', 0],
  [/^(lemon|lime) juice/, 'none', '#f5eaa8', 'liquid', 0],
  [/^water\b|^beverages, water|carbonated/, 'none', '#eef1ec', 'liquid', 0],
  [/juice/, 'none', '#e2a64a', 'liquid', 0],
  [/^cocoa|^beverages, cocoa|chocolate.*(syrup|beverage|milk)/, 'none', '#5a3220', 'tint', 25],
  // dairy and eggs
  [/^egg\b|^egg,|^eggs\b/, 'egg', '#fbf6ea', 'main', 24, '#f4b423'],
  [
    /^yogurt|^yoghurt|^cheese, cottage|^cheese, ricotta|^cheese, cream|quark|skyr|^sour cream|^cream, sour/,
    'mash',
    '#f8f5ee',
    'base',
    0,
  ],
  [/^cheese, (parmesan|romano|grated|asiago)/, 'shred', '#f1dc9e', 'top', 3],
  [/^cheese, (feta|goat|queso|blue)/, 'crumb', '#fbf8ef', 'top', 6],
  [/^cheese, (mozzarella|provolone|swiss|paneer)|halloumi|^cheese, fresh/, 'cube', '#fbf3dd', 'main', 12],
  [/^cheese/, 'shred', '#f0c04c', 'top', 3],
  [/^cream\b|^cream,|whipped|^dessert topping/, 'drizzle', '#fbf9f3', 'top', 0],
  // leafy greens and herbs
  [
    /spinach|lettuce|kale|arugula|rocket|chard|collards|greens|watercress|romaine|endive|radicchio|mesclun|pak-choi|bok choy|cabbage, chinese|cabbage, napa|cress|seaweed, (laver|wakame|kelp)|^seaweed/,
    'leaf',
    '#4f8f3a',
    'base',
    34,
  ],
  [
    /coriander \(cilantro\)|cilantro|^parsley|^basil|spearmint|peppermint|^mint|^dill|^chives|^thyme, fresh|^rosemary, fresh|^lemon grass|^tarragon, fresh/,
    'herb',
    '#4b8a36',
    'herb',
    4,
  ],
  [/onions, (spring|young green|welsh)|scallion|leeks/, 'ring', '#7fb24a', 'herb', 5],
  // vegetables (seeds of the same plants come first: they are sprinkled, not cooked)
  [/^seeds, (pumpkin|squash)|pepitas/, 'seed', '#5f7a3a', 'top', 5],
  [
    /tomato products|tomatoes, (red, ripe, canned|crushed|sun-dried)|tomato (sauce|paste|puree)|^sauce, (tomato|marinara|pasta|spaghetti)|^sauce, salsa|salsa/,
    'none',
    '#c43c2c',
    'sauce',
    0,
  ],
  [/^sauce, pesto|pesto/, 'none', '#6a8f2e', 'sauce', 0],
  [/^soy sauce|^sauce, (soy|teriyaki|hoisin|oyster)|tamari/, 'none', '#6b3d1f', 'tint', 5],
  [/^miso\b/, 'none', '#b88a4e', 'tint', 4],
  [/^sauce,|^gravy|^dressing|^salad dressing|ketchup|^catsup/, 'none', '#b86a3a', 'sauce', 0],
  [/tomatoes, (cherry|grape)|^tomatoes, red|^tomato/, 'slice', '#de3f2e', 'veg', 17, '#f0705a', 'seeds'],
  [/peppers, sweet, red|pimento|peppers, sweet, orange/, 'chunk', '#d8392b', 'veg', 12],
  [/peppers, sweet, yellow/, 'chunk', '#f2bb2a', 'veg', 12],
  [/peppers, sweet, green/, 'chunk', '#4f8a2f', 'veg', 12],
  [/peppers, (hot|jalape|chili|serrano|hungarian)/, 'ring', '#c9302a', 'top', 6],
  [/carrot/, 'slice', '#ef8a2c', 'veg', 10, '#f6a955'],
  [/sweet potato|pumpkin|squash, winter|butternut|acorn squash|yam\b/, 'cube', '#f0933a', 'veg', 15],
  [/squash, summer|zucchini|courgette/, 'slice', '#5e8f35', 'veg', 15, '#e4ebb8', 'seeds'],
  [/cucumber/, 'slice', '#3f7f33', 'veg', 15, '#dceeb4', 'seeds'],
  [/broccoli|brussels/, 'floret', '#3f7d33', 'veg', 16],
  [/cauliflower/, 'floret', '#efe6cf', 'veg', 16],
  [/^peas\b|^peas,|edamame|soybeans, green|^beans, fava|lima beans/, 'round', '#7ab33e', 'veg', 6],
  [/beans, snap|green beans|^asparagus|^okra/, 'stick', '#5f9a3a', 'veg', 6],
  [/^corn\b|^corn,|sweet corn/, 'round', '#f3c338', 'veg', 5],
  [/onions, red/, 'ring', '#a2508a', 'aromatic', 9],
  [/^onions?\b|^shallots/, 'ring', '#efe3d2', 'aromatic', 9],
  [/sprouted|sprouts\b|bean sprouts/, 'shred', '#f1ecd2', 'veg', 5],
  [/^garlic|^ginger|^horseradish/, 'none', '#eee6d6', 'none', 0],
  [/mushroom/, 'crescent', '#b08d67', 'veg', 12, '#e6d6bd'],
  [/potato/, 'cube', '#e9c46a', 'veg', 16],
  [/^beets?\b|^beets,/, 'cube', '#9c1f4e', 'veg', 13],
  [/eggplant|aubergine/, 'cube', '#efe2b8', 'veg', 15],
  [/^celery|fennel/, 'slice', '#a8c767', 'veg', 10, '#d9e8a8'],
  [/radish/, 'slice', '#d94c6a', 'veg', 9, '#fbeef0'],
  [/cabbage, red|red cabbage/, 'shred', '#7a3b78', 'veg', 4],
  [/cabbage|coleslaw|sauerkraut|kimchi/, 'shred', '#c9d99a', 'veg', 4],
  [/avocado/, 'crescent', '#9cc14a', 'veg', 26, '#d3e38f'],
  [/olives?\b/, 'ring', '#3f3b2a', 'top', 7],
  [/^lemons?\b|^lemon,|^lemon peel/, 'wedge', '#f3cf36', 'top', 22, '#fbf1b8'],
  [/^limes?\b|^lime,|^lime peel/, 'wedge', '#7fb83a', 'top', 22, '#e7f1b8'],
  // fruit
  [/banana|plantain/, 'slice', '#f4e3a1', 'fruit', 13, '#fbf2cf', 'dots'],
  [/blueberr/, 'round', '#3d4a8a', 'fruit', 7],
  [/raspberr/, 'round', '#d33c5c', 'fruit', 8],
  [/blackberr|acai/, 'round', '#2d2036', 'fruit', 8],
  [/strawberr/, 'slice', '#e03c3e', 'fruit', 13, '#f6a0a0'],
  [/cherr/, 'round', '#a3172f', 'fruit', 9],
  [/cranberr|goji/, 'round', '#b0283a', 'fruit', 6],
  [/grapes/, 'round', '#8fb04a', 'fruit', 10],
  [/apple|pear|quince/, 'crescent', '#d9503c', 'fruit', 20, '#f6eccb'],
  [/mango|peach|apricot|papaya|nectarine|cantaloupe|melon|persimmon/, 'cube', '#f5a623', 'fruit', 13],
  [/pineapple/, 'cube', '#f3d23f', 'fruit', 13],
  [/oranges?\b|mandarin|clementine|tangerine|grapefruit/, 'segment', '#f39325', 'fruit', 20],
  [/kiwi/, 'slice', '#86a83c', 'fruit', 15, '#cfe08a', 'seeds'],
  [/pomegranate/, 'round', '#b3123a', 'fruit', 4],
  [/raisins?|dates?\b|prunes?|figs?\b|currants|cranberries, dried/, 'round', '#6b3a2a', 'fruit', 5],
  [/coconut/, 'shred', '#f7f2e6', 'top', 3],
  [/watermelon/, 'cube', '#e8485a', 'fruit', 14],
  // grains, pasta and bread
  [/rice, brown|wild rice/, 'grain', '#d8c29a', 'base', 0, undefined, 'rice'],
  [/^rice noodles|noodles, (chinese|cellophane)|vermicelli/, 'noodle', '#eddcb2', 'base', 0],
  [/soba/, 'noodle', '#8e7559', 'base', 0],
  [/^rice\b|^rice,|congee|sushi rice/, 'grain', '#f2ead6', 'base', 0, undefined, 'rice'],
  [/quinoa|amaranth|millet|buckwheat/, 'grain', '#e6d3a2', 'base', 0, undefined, 'dots'],
  [
    /couscous|bulgur|barley|farro|freekeh|spelt|wheat berries|polenta|grits/,
    'grain',
    '#dcc08a',
    'base',
    0,
    undefined,
    'dots',
  ],
  [/oat|muesli|porridge/, 'mash', '#e4cfa6', 'base', 0],
  [/cornmeal|polenta|grits|hominy/, 'mash', '#f0cf6e', 'base', 0],
  [/granola|cereals?,|bran\b|wheat germ|puffed/, 'crumb', '#c58f4c', 'top', 5],
  [/whole-wheat.*(pasta|spaghetti|macaroni)|(pasta|spaghetti|macaroni).*whole-wheat/, 'noodle', '#c9a066', 'base', 0],
  [/pasta|spaghetti|macaroni|noodles|lasagna|linguine|fettuccine|penne|udon|ramen/, 'noodle', '#f0d48a', 'base', 0],
  [
    /bread|tortilla|pita|bagel|rolls?\b|naan|chapati|roti|bun\b|english muffin|crackers|crispbread|rice cake|croutons|matzo|taco shell/,
    'bread',
    '#d9a45a',
    'bread',
    0,
  ],
  [/pancake|waffle|muffin|cookie|cake|brownie|pie crust/, 'bread', '#d9a45a', 'bread', 0],
  // legumes
  [/chickpea|garbanzo/, 'round', '#e0b96c', 'main', 8],
  [/beans, black|black beans|black turtle/, 'round', '#2f2a2e', 'main', 7],
  [/beans, (kidney|red)|adzuki/, 'round', '#8a2d2b', 'main', 7],
  [/beans, pinto|beans, cranberry|borlotti/, 'round', '#b98a64', 'main', 7],
  [/^beans|cannellini|great northern|navy/, 'round', '#ece2cc', 'main', 7],
  [/lentils, (pink|red)/, 'grain', '#e0833c', 'main', 0, undefined, 'dots'],
  [/lentil|split peas|dal\b/, 'grain', '#8f6a3e', 'main', 0, undefined, 'dots'],
  [/tofu/, 'cube', '#f3e6c4', 'main', 14],
  [/tempeh|seitan|vital wheat gluten/, 'cube', '#c9a465', 'main', 14],
  [/hummus/, 'mash', '#dcc08a', 'base', 0],
  [
    /peanut butter|almond butter|nut butter|sesame butter|tahini|cashew butter|sunflower seed butter/,
    'drizzle',
    '#b7793b',
    'top',
    0,
  ],
  [/peanuts?\b/, 'nut', '#c8915a', 'top', 7],
  // nuts and seeds
  [/almond/, 'nut', '#c08450', 'top', 9],
  [/walnut|pecan/, 'nut', '#8b5a2b', 'top', 10],
  [/cashew|macadamia|pine nut/, 'nut', '#ead1a0', 'top', 8],
  [/pistachio/, 'nut', '#9fb45a', 'top', 7],
  [/hazelnut|filbert|brazil/, 'nut', '#a8713c', 'top', 8],
  [/chia|poppy/, 'seed', '#3a3838', 'top', 3],
  [/flax|linseed/, 'seed', '#8a5a32', 'top', 3],
  [/sesame/, 'seed', '#efe3c2', 'top', 3],
  [/pumpkin.*seed|squash.*seed|pepitas/, 'seed', '#5f7a3a', 'top', 5],
  [/sunflower|hemp/, 'seed', '#9a9486', 'top', 4],
  // meat and fish
  [/bacon|pancetta/, 'stick', '#b3503c', 'main', 7],
  [/ham\b|prosciutto|chorizo|salami|pepperoni|sausage|frankfurter|kielbasa/, 'slice', '#a8473a', 'main', 12, '#c9685a'],
  [/ground|mince/, 'crumb', '#7a4a30', 'main', 8],
  [/chicken|turkey|duck|poultry/, 'fillet', '#d9a566', 'main', 40, undefined, 'grill'],
  [/^beef|steak|veal|venison|bison/, 'fillet', '#7b3f2a', 'main', 40, '#b85a4a', 'grill'],
  [/^pork|^lamb/, 'fillet', '#b9784e', 'main', 40, undefined, 'grill'],
  [/salmon|trout|arctic char/, 'fillet', '#f08a5d', 'main', 42, '#fbd0b8', 'flake'],
  [/tuna.*canned|canned.*tuna|sardine|mackerel|anchov|herring/, 'crumb', '#c9a48c', 'main', 8],
  [/tuna/, 'cube', '#c0505a', 'main', 14],
  [/shrimp|prawn|crayfish|lobster|crab/, 'shrimp', '#f2916e', 'main', 14],
  [/scallop|mussel|clam|squid|oyster|octopus/, 'round', '#f1ddc3', 'main', 10],
  [
    /^fish|cod|tilapia|haddock|pollock|halibut|sole|flounder|hake|snapper|bass|catfish/,
    'fillet',
    '#f3e8d6',
    'main',
    42,
    undefined,
    'flake',
  ],
  // sweets
  [/chocolate|cocoa|carob/, 'seed', '#4a2c20', 'top', 6],
  [/honey|syrup|molasses|agave|maple/, 'drizzle', '#d9962a', 'sweet', 0],
  [/jams?\b|jelly|preserves|marmalade|fruit spread/, 'none', '#b2263d', 'sauce', 0],
];

/** Fallbacks by SR28 food group when no description rule matched. */
const groupLooks: Record<string, Look> = {
  'Vegetables and Vegetable Products': { shape: 'chunk', color: '#7aa348', role: 'veg', size: 12 },
  'Fruits and Fruit Juices': { shape: 'cube', color: '#e9a23b', role: 'fruit', size: 12 },
  'Legumes and Legume Products': { shape: 'round', color: '#b88a5a', role: 'main', size: 7 },
  'Nut and Seed Products': { shape: 'nut', color: '#b27c48', role: 'top', size: 8 },
  'Cereal Grains and Pasta': { shape: 'grain', color: '#e7d4a6', role: 'base', size: 0, mark: 'dots' },
  'Baked Products': { shape: 'bread', color: '#d9a45a', role: 'bread', size: 0 },
  'Poultry Products': { shape: 'fillet', color: '#d9a566', role: 'main', size: 40, mark: 'grill' },
  'Beef Products': { shape: 'fillet', color: '#7b3f2a', role: 'main', size: 40, mark: 'grill' },
  'Pork Products': { shape: 'fillet', color: '#b9784e', role: 'main', size: 40, mark: 'grill' },
  'Lamb, Veal, and Game Products': { shape: 'fillet', color: '#8a4a35', role: 'main', size: 40, mark: 'grill' },
  'Finfish and Shellfish Products': { shape: 'fillet', color: '#f3e8d6', role: 'main', size: 42, mark: 'flake' },
  'Sausages and Luncheon Meats': { shape: 'slice', color: '#a8473a', role: 'main', size: 12, inner: '#c9685a' },
  'Dairy and Egg Products': { shape: 'mash', color: '#f8f5ee', role: 'base', size: 0 },
  Beverages: { shape: 'none', color: '#d9b27a', role: 'liquid', size: 0 },
  Sweets: { shape: 'none', color: '#d9962a', role: 'none', size: 0 },
};

export function lookOf(description: string, foodGroup: string | null): Look {
  const text = description.toLowerCase();
  for (const [pattern, shape, color, role, size, inner, mark] of rules) {
    if (pattern.test(text)) return { shape, color, role, size, inner, mark };
  }
  // own keys only: a food group called "constructor" must not reach Object.prototype
  return (
    (foodGroup && Object.hasOwn(groupLooks, foodGroup) && groupLooks[foodGroup]) || {
      shape: 'none',
      color: '#cccccc',
      role: 'none',
      size: 0,
    }
  );
}
