/**
 * Rules that decide each SR28 food's status for each allergen, from its description and food group.
 * Reviewed data, not code: `npm run allergens:build` applies them (then the overrides) and writes
 * allergen-table.json; `npm run allergens:check` prints what each rule decided and what stays unknown.
 *
 * Reading a rule: it applies to a food whose group is among `groups` (any group when absent) and whose
 * lower-cased description matches `match` and not `unless`. For each allergen, the FIRST rule that applies
 * and names that allergen decides it; `others` names the status of every allergen the rule does not list.
 * So narrow facts (coconut is not a tree nut) come before broad ones (foods named "Nuts, ..." are tree nuts),
 * and the group defaults come last. Anything no rule decides stays `unknown`, and is screened as `may contain`.
 *
 * Statuses: C contains · M may contain (cross-contact, or a recipe that varies by maker) · F free · U unknown.
 */
import type { Allergen } from '../../../../../shared/nutrition/allergens.ts';
import { mixedFoodRules } from './mixed-food-rules.ts';

export type StatusCode = 'C' | 'M' | 'F' | 'U';

export interface AllergenRule {
  id: string;
  groups?: string[];
  match?: RegExp;
  unless?: RegExp;
  set: Partial<Record<Allergen, StatusCode>>;
  others?: StatusCode;
  reason: string;
}

/** Where the facts come from; every rule's reason leans on one of these or on the SR28 description itself. */
export const allergenSources = [
  'US FDA, Food Allergen Labeling and Consumer Protection Act of 2004 (FALCPA) and the FASTER Act of 2021 (sesame): the major nine',
  'US FDA, Guidance for Industry: Questions and Answers Regarding Food Allergens (Edition 5, January 2025): tree nut list, coconut removed',
  'EU Regulation No 1169/2011, Annex II: the fourteen allergens (cereals containing gluten, crustaceans, eggs, fish, peanuts, soybeans, milk, nuts, celery, mustard, sesame, sulphur dioxide and sulphites, lupin, molluscs)',
  'Codex Alimentarius CXS 118-1979: foods for special dietary use for persons intolerant to gluten (oats, wheat species)',
  'USDA SR28 food descriptions and food groups (what the food is, as the data names it)',
];

const single = [
  'Dairy and Egg Products',
  'Spices and Herbs',
  'Poultry Products',
  'Fruits and Fruit Juices',
  'Pork Products',
  'Vegetables and Vegetable Products',
  'Nut and Seed Products',
  'Beef Products',
  'Finfish and Shellfish Products',
  'Legumes and Legume Products',
  'Lamb, Veal, and Game Products',
  'Cereal Grains and Pasta',
  'American Indian/Alaska Native Foods',
  'Beverages',
];
/** Groups where bakery and chocolate goods take the nut cross-contact rule; sweets and cereals are judged brand by brand in mixed-food-rules.ts. */
const nutLineGroups = ['Baked Products', 'Dairy and Egg Products'];
const treeNutWords =
  /\b(almonds?|cashews?|walnuts?|pecans?|pistachios?|hazelnuts?|filberts?|macadamias?|brazil ?nuts?|brazilnuts|pine ?nuts?|pinyon|pignolia|chestnuts?|beechnuts?|butternuts?|hickory ?nuts?|hickorynuts|heartnuts?|ginkgo|acorns?|pili nuts?|praline|marzipan|nutella|gianduja|frangipane|baklava|nougat)\b/;
const milkWords =
  /\b(milk|milks|cheese|cheeses|cheeseburger|butter|buttered|buttermilk|cream|creamed|creamy|yogurt|yoghurt|whey|casein|caseinate|ghee|kefir|custard|ice cream|ice creams|cheesecake|lactose|parmesan|mozzarella|cheddar|ricotta|feta|paneer|alfredo|au gratin|scalloped|nougat|ranch|eggnog|milkshake|shakes|fudge|caramels?|butterscotch|toffee|queso|leche|sherbet|frosty|mcflurry)\b/;
const eggWords = /\b(eggs?|egg yolk|yolks?|mayonnaise|mayo|meringue|custard|eggnog|aioli|hollandaise|tartar sauce|french toast|popovers?|cream puffs?|eclairs?|souffle|quiche|frittata|omelet)\b/;
const wheatWords =
  /\b(wheat|wheatena|farina|malt-o-meal, (?:original|chocolate)|cream of wheat|flour|semolina|durum|spelt|farro|kamut|einkorn|emmer|bulgur|bulghur|couscous|seitan|triticale|pasta|spaghetti|macaroni|noodles?|lasagna|ravioli|tortellini|bread|breads|breadcrumbs?|crumbs|croutons?|bagels?|pitas?|croissants?|crackers?(?! barrel)|muffins?|pancakes?|waffles?|biscuits?|cookies?|cakes?|pies?|pretzels?|dinner rolls?|hard rolls|buns?|crust|phyllo|fillo|wonton|dumplings?|gnocchi|orzo|panko|matzo|graham|doughnuts?|danish|pastry|pastries|brownies?|stuffing|breaded|battered|batter|sandwich|vermicelli|burgers?(?! king)|hamburgers?|cheeseburgers?|pizza|burrito|wraps?|tacos?, .*shell|cereal grain|hydrolyzed vegetable protein|teriyaki|hoisin)\b/;
const soyWords = /\b(soy|soya|soybeans?|soymilk|tofu|tempeh|miso|natto|edamame|okara|yuba|tamari|shoyu|teriyaki|hoisin|textured vegetable protein|lecithin)\b/;
const shellfishCrustacean = /\b(crustaceans|shrimp|prawns?|crab|crabs|lobster|crayfish|crawfish|krill|langoustines?|scampi)\b/;
const shellfishMollusc = /\b(mollusks|molluscs|clams?|mussels?|oysters?|scallops?|squid|calamari|octopus|cuttlefish|abalone|whelks?|snails?|escargot|conch)\b/;
const fishWords = /\b(fish|salmon|tuna|cod|sardines?|anchov\w*|mackerel|trout|haddock|pollock|tilapia|halibut|herring|bonito|dashi|caviar|roe|surimi|catfish|flounder|sole|snapper|swordfish|bass|perch|pike|carp|whitefish|shad|smelt|sturgeon|eel|mahimahi|grouper|whiting|shark)\b/;

/** The US major nine and gluten: no food may stay `unknown` for these unless it is named in `unjudgeableFoods`. */
export const strictAllergens: Allergen[] = [
  'milk',
  'egg',
  'fish',
  'crustaceans',
  'tree-nuts',
  'peanuts',
  'wheat',
  'soy',
  'sesame',
  'gluten',
];

/**
 * Foods that truly cannot be judged for some of the strict allergens (NDB number → which and why). The check
 * command fails on any strict `unknown` outside this list. Empty since the second pass: every mixed food is judged
 * from its usual recipe or label, with `M` where makers vary.
 */
export const unjudgeableFoods: Record<string, { allergens: Allergen[]; reason: string }> = {};

export const allergenRules: AllergenRule[] = [
  // ---- Things that look like an allergen by name and are not one.
  {
    id: 'coconut is not a tree nut',
    match: /^nuts, coconut|\bcoconut (milk|cream|water|oil|meat|flour)\b|^oil, (industrial, )?coconut|^beverages, coconut/,
    unless: /prepared with (whole |2% |low fat |nonfat )?milk|with (whole|2%) milk/,
    set: { 'tree-nuts': 'F', milk: 'F', peanuts: 'F' },
    reason: 'FDA 2025 guidance removed coconut from the tree nuts; coconut milk and cream hold no cow\'s milk',
  },
  {
    id: 'nutmeg, water chestnut, butternut squash, shea',
    match: /\bnutmeg\b|waterchestnuts?|water chestnuts?|squash, winter, (butternut|acorn)|(butternut|acorn) squash|\bshea\b/,
    set: { 'tree-nuts': 'F' },
    reason: 'a seed spice, a sedge corm, a squash and a fat: none is on the FDA tree nut list',
  },
  {
    id: 'milk words that name plants',
    match:
      /\b(almond|soy|rice|oat|cashew|hemp|peanut|hazelnut|macadamia|flax|pea|nut|seed|sesame) (milk|beverage|cream|butter|yogurt|cheese)\b|\bsoymilk|peanut butter|cocoa butter|nutmeg butter|\bshea\b|butternut|butterhead|butterbur|butter beans?|beans, butter|apple butter|cream of tartar|cream of wheat|cream of rice|buttercup|butterfish|milkfish|\bbutterbean|milk substitute|non-?dairy|without milk|soybean, curd cheese|tofu yogurt/,
    unless: /candies|chocolate|reese|m&m|fudge|granola|cookies|crackers|snacks|\bwith (whole |2% |skim |nonfat |reduced fat )?milk\b|prepared with (whole |2%|skim|nonfat|reduced)|whole milk|milk and|butter added|margarine|\bwhey\b|\bcasein/,
    set: { milk: 'F' },
    reason: 'plant milks and butters, cocoa butter, butterhead lettuce, butter beans, cream of tartar: no cow\'s milk',
  },
  {
    id: 'cream substitutes and toppings carry caseinate',
    match: /cream substitute|dessert topping|coffee whitener|creamer|milk substitute|non-?dairy|imitation milk|milk, imitation/,
    set: { milk: 'M', soy: 'M' },
    reason: '"non-dairy" creamers and toppings in the US usually hold sodium caseinate (a milk protein) and soy',
  },
  {
    id: 'cuts and plants named after a shellfish',
    match: /\boyster blade\b|(emu|ostrich), oyster|vegetable oyster|squash, summer, scallop|scallop squash|scallopini/,
    set: { molluscs: 'F', crustaceans: 'F' },
    reason: 'the "oyster" of a bird or a beef shoulder is a cut of meat, salsify is the "vegetable oyster", scallop squash is a pattypan squash',
  },
  {
    id: 'plants and meats named after a dish',
    match:
      /squash, winter, spaghetti|spaghetti squash|pumpkin pie (spice|mix)|cabbage, common \(danish|bread and butter pickles|cream style|cream soda|custard-apple|ranch style|sandwich steaks|\bagutuk\b|syrups?, table blends, pancake|pancake syrup|pie fillings?/,
    set: { wheat: 'F', gluten: 'F', milk: 'F', egg: 'F' },
    reason:
      'spaghetti squash, pumpkin pie spice and canned pie pumpkin, Danish cabbage, bread-and-butter pickles, cream-style corn (thickened with starch), cream soda, custard-apple, ranch-style beans, beef sandwich steaks and agutuk (fat whipped with berries or fish) hold no wheat, milk or egg: the dish word names a shape, a use or a style',
  },
  { id: 'marshmallow cream', match: /marshmallow cream/, set: { milk: 'F' }, reason: 'sugar, corn syrup and egg white: the "cream" is its texture' },
  {
    id: 'fish roe is not a hen\'s egg',
    match: /herring eggs|whitefish, eggs|salmon eggs|\broe\b|caviar|dinosaur eggs/,
    set: { egg: 'F' },
    reason: 'FALCPA\'s egg is the bird egg; fish eggs are fish (decided by the fish rules); "dinosaur eggs" are sugar pieces in an oatmeal',
  },
  {
    id: 'made without egg',
    match: /\bwithout eggs?\b|\begg-free\b|\beggless\b/,
    unless: /mayonnaise|dressing/,
    set: { egg: 'F' },
    reason: 'the description says the food is made without egg',
  },
  { id: 'fish-shaped crackers', match: /fish-shaped/, set: { fish: 'F' }, reason: 'a cracker shaped like a fish, made of wheat and cheese' },
  {
    id: 'rye and barley flours are not wheat',
    match: /\b(rye|barley|barley malt) (flour|meal)\b|barley flour or meal/,
    set: { wheat: 'M', gluten: 'C' },
    reason: 'rye and barley carry gluten; they are milled beside wheat, so wheat stays possible (cross-contact), never certain',
  },
  { id: 'oat flour', match: /\boat flour\b/, set: { wheat: 'M', gluten: 'M' }, reason: 'oats are grown and milled beside wheat (Codex CXS 118)' },
  {
    id: 'mixed nuts without peanuts',
    match: /mixed nuts.*without peanuts/,
    set: { 'tree-nuts': 'C', peanuts: 'M' },
    reason: 'the mix leaves peanuts out but is roasted and packed on the lines of the usual peanut mix',
  },
  { id: 'oyster crackers', match: /includes oyster|oyster crackers/, set: { molluscs: 'F' }, reason: 'crackers served with oysters, made of flour' },
  { id: 'eggplant', match: /\beggplant/, set: { egg: 'F' }, reason: 'a vegetable' },
  { id: 'oyster mushrooms', match: /mushrooms?, oyster|oyster mushrooms?/, set: { molluscs: 'F' }, reason: 'a mushroom' },
  { id: 'milkfish', match: /\bmilkfish\b/, set: { milk: 'F' }, reason: 'a fish' },

  // ---- Named foods a dietitian asks about first.
  {
    id: 'tofu mayonnaise',
    match: /mayonnaise, made with tofu|tofu mayonnaise|(eggless|egg-free).*(mayonnaise|dressing)/,
    set: { egg: 'F', soy: 'C', mustard: 'M' },
    others: 'F',
    reason: 'egg-free spread made from soybean curd; mustard is a usual seasoning',
  },
  {
    id: 'caesar dressing',
    match: /\bcaesar\b.*dressing|dressing.*\bcaesar\b/,
    set: { egg: 'C', milk: 'C', fish: 'C', soy: 'M', mustard: 'M', wheat: 'M', gluten: 'M', sulphites: 'M' },
    others: 'F',
    reason: 'egg yolk, parmesan and anchovy are the dressing; oil, mustard and Worcestershire vary by maker',
  },
  {
    id: 'mayonnaise',
    match: /\bmayonnaise\b|\bmayo\b/,
    unless: /milk|cream/,
    groups: ['Fats and Oils'],
    set: { egg: 'C', soy: 'M', mustard: 'M', sulphites: 'M' },
    others: 'F',
    reason: 'egg yolk is mayonnaise; soybean oil (refined oils are exempt under FALCPA, yet not always refined), mustard and vinegar vary',
  },
  {
    id: 'worcestershire sauce',
    match: /worcestershire/,
    set: { fish: 'C', gluten: 'M', wheat: 'M', sulphites: 'M', mustard: 'M', celery: 'M', soy: 'M' },
    others: 'F',
    reason: 'anchovies are in the classic recipe; malt vinegar (barley) in the UK one; molasses carries sulphites',
  },
  {
    id: 'pesto',
    match: /\bpesto\b/,
    set: { 'tree-nuts': 'C', milk: 'C', peanuts: 'M' },
    unless: /pasta|entree|meal/,
    others: 'F',
    reason: 'pine nuts (or cashews, walnuts) and parmesan; some makers use peanuts',
  },
  {
    id: 'fish sauce',
    match: /^sauce, fish|\bfish sauce\b/,
    set: { fish: 'C', crustaceans: 'M' },
    others: 'F',
    reason: 'fermented anchovies and salt; some brands add shrimp',
  },
  {
    id: 'oyster sauce',
    match: /^sauce, oyster|\boyster sauce\b/,
    set: { molluscs: 'C', wheat: 'M', gluten: 'M', soy: 'M' },
    others: 'F',
    reason: 'oyster extract; many brands thicken with wheat flour and add soy sauce',
  },
  {
    id: 'shoyu and soy sauce with wheat',
    match: /soy sauce made from soy and wheat|\bshoyu\b|soy sauce.*hydrolyzed|^sauce, teriyaki|\bteriyaki\b/,
    unless: /\bsub\b|sandwich|rice bowl|entree/,
    set: { soy: 'C', wheat: 'C', gluten: 'C' },
    others: 'F',
    reason: 'brewed from soybeans and wheat (hydrolysed vegetable protein is usually wheat)',
  },
  {
    id: 'tamari',
    match: /\btamari\b/,
    set: { soy: 'C', wheat: 'M', gluten: 'M' },
    others: 'F',
    reason: 'traditionally soy only, but many tamaris hold a little wheat; only a gluten-free claim settles it',
  },
  {
    id: 'hoisin',
    match: /\bhoisin\b/,
    set: { soy: 'C', wheat: 'C', gluten: 'C', sesame: 'M' },
    others: 'F',
    reason: 'fermented soybean paste; the common brands list wheat flour and sesame',
  },
  {
    id: 'miso',
    match: /^miso\b/,
    set: { soy: 'C', gluten: 'M', wheat: 'M' },
    others: 'F',
    reason: 'soybean paste; barley (mugi) and wheat misos look the same in the data',
  },
  {
    id: 'sriracha',
    match: /\bsriracha\b/,
    set: { sulphites: 'C' },
    others: 'F',
    reason: 'the common brand lists sodium bisulfite',
  },
  {
    id: 'hummus and tahini',
    match: /\bhummus\b|\btahini\b|sesame butter|\bhala(v|w)ah?\b|\bhalva\b|sesame (seeds?|seed kernels|flour|meal|crunch|sticks|oil)|\bsesame\b/,
    set: { sesame: 'C' },
    reason: 'tahini (sesame paste) is in hummus and halvah; sesame is a major allergen since 2023 (FASTER Act)',
  },
  {
    id: 'halvah',
    match: /\bhala(v|w)ah?\b|\bhalva\b/,
    set: { milk: 'M', 'tree-nuts': 'M', soy: 'M', peanuts: 'M' },
    others: 'F',
    reason: 'sesame paste and sugar; pistachio and chocolate halvahs are made on the same lines',
  },
  {
    id: 'surimi and imitation shellfish',
    match: /surimi/,
    set: { fish: 'C', crustaceans: 'M', molluscs: 'M', egg: 'M', wheat: 'M', gluten: 'M', soy: 'M' },
    others: 'F',
    reason: 'pollock paste bound with egg white and wheat starch; crab or scallop extract is added for flavour',
  },
  {
    id: 'plain gelatin',
    match: /^gelatins?\b|^gelatin desserts/,
    others: 'F',
    set: {},
    reason: 'US powdered gelatin is pork or beef; fish gelatin would have to be named',
  },
  {
    id: 'croutons',
    match: /\bcroutons?\b/,
    set: { wheat: 'C', gluten: 'C', milk: 'M', egg: 'M', soy: 'M', sesame: 'M', celery: 'M', mustard: 'M' },
    others: 'F',
    reason: 'toasted wheat bread; seasoned ones add cheese, butter and herb mixes',
  },
  {
    id: 'buckwheat, cellophane noodles and other gluten-free starches',
    match:
      /buckwheat|cellophane|mung beans?\)|\brice (noodles|flour|cakes?|paper)\b|noodles, (rice|chinese, cellophane)|\bcorn (flour|tortillas?)\b|^tortillas, .*\bcorn\b|masa harina|potato (flour|starch)|tapioca|arrowroot|cornstarch|\b(sesame|peanut|soy|coconut|almond|chickpea|carob|lupin|cottonseed|sunflower( seed)?|pumpkin|cassava|acorn|chestnut|hazelnut|flaxseed|mesquite|potato|rice|corn|masa|teff|millet|sorghum|quinoa|amaranth) (flour|meal)\b|^seeds, .*\b(flour|meal)\b|^(soy|peanut) flour|\brice crackers?|\bcorn cakes|popcorn, cakes|\bquinoa\b|\bmillet\b|\bsorghum\b|\bteff\b|\bamaranth\b|blue corn|piki bread|\barepa\b|vermicelli, made from soy/,
    unless: /\bsoba\b|wheat|pancakes, buckwheat|cereals ready-to-eat|cookies|biscuits|pretzels|corndog|snacks, rice cakes, brown rice, (rye|multigrain)/,
    set: { wheat: 'F', gluten: 'F' },
    reason: 'buckwheat (a seed unrelated to wheat), mung bean starch and other grains without gluten (Codex CXS 118)',
  },
  {
    id: 'corn tortillas',
    match: /^tortillas, .*\bcorn\b|\bcorn tortillas?\b/,
    groups: ['Baked Products'],
    unless: /flour/,
    set: {},
    others: 'F',
    reason: 'masa, water and lime',
  },
  {
    id: 'soba',
    match: /\bsoba\b/,
    set: { wheat: 'C', gluten: 'C' },
    reason: 'most soba is part wheat flour',
  },
  {
    id: 'gluten-free claim',
    match: /gluten[- ]{1,2}free/,
    set: { gluten: 'F', wheat: 'M' },
    reason: 'the food says gluten-free (under 20 ppm); Codex-style wheat starch may still be there',
  },
  {
    id: 'meat substitutes are soy',
    groups: ['Legumes and Legume Products'],
    match: /morningstar|worthington|loma linda|gardenburger|meatless|veggie|vegetarian/,
    set: { soy: 'C' },
    reason: 'these brands build their meat substitutes on soy protein',
  },
  {
    id: 'breaded and battered',
    match: /\b(breaded|battered|batter|coated|crumbed|tempura|nuggets?|fish sticks|patties, breaded)\b/,
    unless: /(chocolate|yogurt|candy|sugar|carob|caramel|confectioner's)[- ]coated|coating/,
    set: { wheat: 'C', gluten: 'C', egg: 'M', milk: 'M', soy: 'M' },
    reason: 'breading is wheat flour and crumbs, often with egg wash and milk',
  },
  {
    id: 'sulphited dried fruit',
    match: /\bsulfured\b|\bsulphured\b|raisins, golden|golden raisins|maraschino/,
    unless: /unsulfured|unsulphured/,
    set: { sulphites: 'C' },
    reason: 'sulphur dioxide keeps the colour of light dried fruit; the description says so',
  },
  {
    id: 'wine and wine vinegar',
    match: /\bwine\b|\bvinegar, (red wine|balsamic)|balsamic/,
    unless: /non-?alcoholic/,
    set: { sulphites: 'C' },
    reason: 'wine holds sulphites, added and from fermentation, above the 10 mg/kg labelling line',
  },
  {
    id: 'beer',
    match: /^alcoholic beverage, (beer|malt)|\bbeer\b/,
    groups: ['Beverages'],
    unless: /root beer|birch beer|ginger beer/,
    set: { gluten: 'C', wheat: 'M', sulphites: 'M' },
    others: 'F',
    reason: 'brewed from barley malt (wheat beers from wheat)',
  },
  {
    id: 'distilled spirits',
    match: /^alcoholic beverage, distilled|\b(gin|rum|vodka|whiskey|whisky|brandy|tequila)\b/,
    groups: ['Beverages'],
    unless: /liqueur|cream|eggnog/,
    set: {},
    others: 'F',
    reason: 'distillation leaves no protein behind (EU Annex II exempts grain distillates)',
  },
  {
    id: 'dried fruit, molasses, bottled lemon juice, dehydrated potato',
    match: /^(apricots|peaches|pears|apples|figs|raisins|currants|cranberries|mangos?|papayas?|pineapple|bananas|dates|prunes|plums)\b.*\b(dried|dehydrated)\b|^molasses|lemon juice.*bottled|lime juice.*bottled|potatoes, .*(dehydrated|flakes|granules)|\bpickles?\b|cherries, maraschino|coconut.*sweetened|^vinegar, cider/,
    set: { sulphites: 'M' },
    reason: 'sulphites are common preservatives in these; the description does not say which were used',
  },
  {
    id: 'shrimp may carry sulphites',
    match: /\bshrimp\b|\bprawns?\b|\blobster\b/,
    set: { sulphites: 'M' },
    reason: 'sulphites are used on shrimp and lobster against black spot',
  },
  {
    id: 'mustard seed and prepared mustard',
    match: /\bmustard\b/,
    unless: /mustard greens|mustard spinach|cabbage, mustard/,
    set: { mustard: 'C' },
    reason: 'mustard seed and products thereof (EU Annex II)',
  },
  {
    id: 'mustard greens',
    match: /mustard greens|mustard spinach|cabbage, mustard/,
    set: { mustard: 'M' },
    reason: 'leaves of mustard plants (Brassica juncea, B. rapa): the allergen is chiefly in the seed',
  },
  {
    id: 'celery, celeriac, celery seed',
    match: /\bcelery\b|\bceleriac\b|vegetable juice cocktail|\bv8\b/,
    set: { celery: 'C' },
    reason: 'celery and celeriac, stalk, root, seed and salt (EU Annex II)',
  },
  {
    id: 'lupin',
    match: /\blupins?\b/,
    set: { lupin: 'C' },
    reason: 'lupin seed and flour (EU Annex II); cross-reacts with peanut',
  },
  {
    id: 'curry powder and seasoning blends',
    match: /curry powder|poultry seasoning|seasoning|chili powder|pumpkin pie spice|garam masala|five spice|bouillon|\bbroth\b.*(cube|dry|powder|granule)|gravy, .*dry/,
    set: { celery: 'M', mustard: 'M' },
    reason: 'spice blends and bouillon commonly hold ground celery seed and mustard',
  },

  // ---- Oils: refined oils are exempt under FALCPA, but the description does not say refined.
  {
    id: 'nut oils',
    match: /^oil, (almond|walnut|hazelnut|pecan|pistachio|macadamia|cashew)/,
    set: { 'tree-nuts': 'C' },
    others: 'F',
    reason: 'culinary nut oils are mostly cold-pressed and keep nut protein',
  },
  {
    id: 'peanut oil',
    match: /^oil, peanut|peanut oil/,
    set: { peanuts: 'M' },
    others: 'F',
    reason: 'highly refined peanut oil is exempt under FALCPA; cold-pressed (gourmet) oil is not',
  },
  {
    id: 'soybean oil, shortening, margarine',
    match: /soybean|soy oil|\bshortening\b|\bmargarine|vegetable oil spread|salad or cooking oil|oil, vegetable|oil, industrial/,
    groups: ['Fats and Oils'],
    set: { soy: 'M' },
    reason: 'soybean oil and lecithin are the usual base; refined oil is exempt, lecithin is not',
  },
  {
    id: 'margarine and spreads',
    match: /\bmargarine|spread\b/,
    groups: ['Fats and Oils'],
    set: { milk: 'M', soy: 'M' },
    others: 'F',
    reason: 'many margarines add whey or buttermilk; soybean oil and lecithin are the usual base',
  },
  { id: 'plain oils', match: /^oil, |^fat, |^lard|^tallow|^fish oil|^shortening/, groups: ['Fats and Oils'], set: { fish: 'F' }, others: 'F', reason: 'a single fat' },

  // ---- Fish and shellfish by species.
  {
    id: 'crustaceans',
    groups: ['Finfish and Shellfish Products'],
    match: shellfishCrustacean,
    set: { crustaceans: 'C', fish: 'F', molluscs: 'F' },
    reason: 'shrimp, crab, lobster and crayfish are crustaceans',
  },
  {
    id: 'molluscs',
    groups: ['Finfish and Shellfish Products'],
    match: shellfishMollusc,
    set: { molluscs: 'C', fish: 'F', crustaceans: 'F' },
    reason: 'clams, mussels, oysters, scallops, squid, octopus, snails are molluscs',
  },
  { id: 'finfish', groups: ['Finfish and Shellfish Products'], set: { fish: 'C', crustaceans: 'F', molluscs: 'F' }, reason: 'every other food of the group is a fish' },
  { id: 'fish named in other foods', match: fishWords, unless: /fish-free|shellfish|swedish fish/, set: { fish: 'C' }, reason: 'the description names a fish' },
  { id: 'fish oil', match: /^fish oil|cod liver/, set: { fish: 'C' }, reason: 'fish oil' },
  { id: 'crustaceans named in other foods', match: shellfishCrustacean, set: { crustaceans: 'C' }, reason: 'the description names a crustacean' },
  { id: 'molluscs named in other foods', match: shellfishMollusc, set: { molluscs: 'C' }, reason: 'the description names a mollusc' },
  { id: 'kimchi', match: /\bkimchi\b/, set: { fish: 'M', crustaceans: 'M' }, reason: 'most kimchi is seasoned with fish sauce or salted shrimp' },

  // ---- Nuts and seeds.
  {
    id: 'mixed nuts',
    match: /mixed nuts|trail mix|nuts, mixed/,
    unless: /without peanuts/,
    set: { 'tree-nuts': 'C', peanuts: 'C' },
    reason: 'US mixed nuts are mostly peanuts with tree nuts',
  },
  { id: 'peanuts', match: /\bpeanuts?\b|groundnuts?/, set: { peanuts: 'C' }, reason: 'the description names peanuts' },
  { id: 'tree nuts named', match: treeNutWords, unless: /nutmeg/, set: { 'tree-nuts': 'C' }, reason: 'FDA tree nut list (beechnut, butternut, hickory, ginkgo, acorn kept on the safe side although dropped in 2025)' },
  {
    id: 'roasted nuts and nut butters: peanut lines',
    match: /^nuts, .*(roasted|salt|butter|glazed|formulated|paste)/,
    groups: ['Nut and Seed Products'],
    set: { 'tree-nuts': 'C', peanuts: 'M' },
    reason: 'US roasters and nut-butter makers commonly run peanuts on the same roasters and mills, and label "may contain peanuts"',
  },
  {
    id: 'foods named "Nuts, ..."',
    match: /^nuts, /,
    groups: ['Nut and Seed Products'],
    set: { 'tree-nuts': 'C', peanuts: 'F' },
    reason: 'SR28 names tree nuts "Nuts, ..."; raw, dried, blanched, boiled nuts are shelled and packed apart from peanuts (no roaster shared), so no peanut flag',
  },
  {
    id: 'roasted seeds and seed butters',
    match: /^seeds, (sunflower|pumpkin|watermelon|safflower|cottonseed kernels|breadfruit seeds, roasted).*(roasted|toasted|salt|butter)/,
    groups: ['Nut and Seed Products'],
    set: { 'tree-nuts': 'M', peanuts: 'M' },
    reason: 'roasted sunflower and pumpkin kernels and sunflower butter are commonly made on nut and peanut lines and carry precautionary labels',
  },
  {
    id: 'seeds',
    match: /^seeds, /,
    groups: ['Nut and Seed Products'],
    set: { 'tree-nuts': 'F', peanuts: 'F' },
    reason: 'raw and dried seeds (chia, flax, hemp, lotus, sunflower and pumpkin kernels) are cleaned and packed as seeds; no nut or peanut in them',
  },
  { id: 'sweet nut goods', groups: nutLineGroups, match: /\b(granola|trail|nut bars?|chocolate|cookies|cakes?|pies?|pastry|pastries|(?<!english )muffins?|brownies|doughnuts?|danish|sweet rolls?|coffeecake|ice creams?|sundae|fudge|truffles)\b/, unless: /^cereals|pot pie/, set: { 'tree-nuts': 'M', peanuts: 'M' }, reason: 'chocolate, ice cream and sweet bakery goods are made on lines shared with nuts; "may contain tree nuts / peanuts" is the usual label' },

  // ---- Soy, sesame, milk, egg by name.
  { id: 'soy named', match: soyWords, set: { soy: 'C' }, reason: 'the description names soy' },
  { id: 'milk named', match: milkWords, unless: /milkfish/, set: { milk: 'C' }, reason: 'the description names a milk product' },
  { id: 'egg substitutes and mixes', groups: ['Dairy and Egg Products'], match: /egg substitute|^egg mix/, set: { egg: 'C', milk: 'M' }, reason: 'egg whites with added milk solids in some makes' },
  { id: 'dairy group: egg foods', groups: ['Dairy and Egg Products'], match: /^eggs?\b|^egg,|\begg (white|yolk)/, set: { egg: 'C', milk: 'F' }, reason: 'an egg food: SR28 files eggs with dairy' },
  { id: 'dairy group: milk foods', groups: ['Dairy and Egg Products'], set: { milk: 'C' }, reason: 'every other food of the group is a milk food' },
  { id: 'egg named', match: eggWords, set: { egg: 'C' }, reason: 'the description names egg or an egg dish' },
  {
    id: 'dry pasta',
    match: /\b(pasta|spaghetti|macaroni|noodles|lasagna)\b/,
    unless: /rice|cellophane|mung|prego pasta|sauce, pasta|pasta sauce|made from soy/,
    set: { egg: 'M' },
    reason: 'dry pasta is made on lines shared with egg pasta',
  },

  {
    id: 'bottled dressings',
    match: /^salad dressing|^dressing,/,
    groups: ['Fats and Oils'],
    set: { milk: 'M', egg: 'M', soy: 'M', mustard: 'M', wheat: 'M', gluten: 'M', sesame: 'M', sulphites: 'M', celery: 'M' },
    others: 'F',
    reason: 'bottled dressings vary by maker: oils, egg, cheese, mustard, vinegar and Worcestershire are common',
  },

  // ---- Cereals.
  { id: 'wheat named', match: wheatWords, unless: /buckwheat|\bwheat-free\b|prego pasta|sauce, pasta|pasta sauce/, set: { wheat: 'C', gluten: 'C' }, reason: 'wheat and its species (durum, spelt, kamut, einkorn, emmer), and foods made of wheat flour' },
  { id: 'barley, rye, malt', match: /\b(barley|rye|malt|malted|triticale)\b/, unless: /without malt|ryegrass|malt-o-meal/, set: { gluten: 'C' }, reason: 'cereals containing gluten (EU Annex II)' },
  {
    id: 'oats',
    match: /\boats?\b|oatmeal|oat bran|\bgranola\b|muesli/,
    set: { gluten: 'M', wheat: 'M' },
    reason: 'oats are grown and milled beside wheat; only a gluten-free claim settles it (Codex CXS 118)',
  },

  // ---- Group defaults: what a food of a group holds when its description names nothing more.
  {
    id: 'baked goods',
    groups: ['Baked Products'],
    match: /^leavening agents|baking (powder|soda)|cream of tartar|yeast/,
    set: {},
    others: 'F',
    reason: 'leavening agents and yeast hold no grain',
  },
  {
    id: 'bakery cross-contact',
    groups: ['Baked Products'],
    set: { wheat: 'C', gluten: 'C', milk: 'M', egg: 'M', soy: 'M', sesame: 'M', 'tree-nuts': 'F', peanuts: 'F' },
    others: 'F',
    reason: 'bakeries share lines: milk, egg, soy flour and sesame are everyday ingredients of bread',
  },
  {
    id: 'plain hot cereals',
    groups: ['Breakfast Cereals'],
    match: /^cereals, (quaker, )?(oats|corn grits|hominy grits|farina|cream of wheat|cream of rice|whole wheat hot natural|wheat, puffed|rice, puffed|malt-o-meal|wheatena)\b/,
    unless: /flavou?red|cinnamon|apple|maple|brown sugar|fruit|raisin|chocolate|prepared with milk/,
    set: {},
    others: 'F',
    reason: 'a single grain cooked in water',
  },
  {
    id: 'broths and stocks',
    groups: ['Soups, Sauces, and Gravies'],
    match: /\b(broth|stock|bouillon|consomme)\b/,
    unless: /cream|noodle|rice|with|dry|cube|powder|granule/,
    set: { celery: 'M' },
    others: 'F',
    reason: 'meat or vegetable stock; celery is a usual stock vegetable',
  },
  {
    id: 'plain sauces',
    groups: ['Soups, Sauces, and Gravies'],
    match: /^sauce, (salsa|ready-to-serve, pepper or hot|hot chile|pepper|tabasco|tomato chili|plum|sweet and sour)|^salsa/,
    set: { sulphites: 'M', celery: 'M' },
    others: 'F',
    reason: 'chili, tomato and vinegar sauces; vinegar and dried fruit bring sulphites',
  },
  {
    id: 'sausages and cold cuts',
    groups: ['Sausages and Luncheon Meats'],
    set: { milk: 'M', soy: 'M', wheat: 'M', gluten: 'M', mustard: 'M', celery: 'M', sulphites: 'M' },
    others: 'F',
    reason: 'binders (milk powder, soy protein, rusk), spice mixes and sulphite preservatives vary by maker',
  },
  {
    id: 'plain sweeteners and cocoa',
    groups: ['Sweets'],
    match: /^(sugars?|syrups?|honey|cocoa, dry powder|sweeteners?|jams|jellies|marmalade|molasses|sugar)\b/,
    unless: /chocolate|caramel|butterscotch|milk/,
    set: {},
    others: 'F',
    reason: 'sugars, syrups, honey, plain cocoa, jams',
  },
  {
    id: 'dark chocolate',
    groups: ['Sweets'],
    match: /semisweet|dark chocolate|baking chocolate|chocolate, dark|bittersweet/,
    set: { milk: 'M', soy: 'M', 'tree-nuts': 'M', peanuts: 'M' },
    others: 'F',
    reason: 'dark chocolate is made on milk chocolate lines; soy lecithin is usual',
  },
  {
    id: 'meat substitutes',
    groups: ['Legumes and Legume Products'],
    match: /meatless|vegetarian|veggie|morningstar|imitation|meat extender|bacon bits|burger|chik|frankfurter|sausage|fillets|entree|nuggets|loaf/,
    set: { soy: 'C', wheat: 'C', gluten: 'C', milk: 'M', egg: 'M' },
    unless: /^beans, |refried beans|^chili|meat extender|bacon bits|vegan|quinoa/,
    reason: 'branded meat substitutes of the SR28 years (MorningStar, Worthington, Loma Linda, Gardenburger) are soy and wheat gluten; many then held egg white and milk, later recipes went vegan: may contain',
  },
  {
    id: 'beverage mixes and shakes',
    groups: ['Beverages'],
    match: /\b(mix|powder|shakes?|smoothie|protein|meal replacement|nutritional|drink, .*(chocolate|vanilla)|instant breakfast|cocoa|chocolate|latte|cappuccino|mocha)\b/,
    unless: /horchata|soda|malt|ovaltine|tea, .*(brewed|instant)|coffee, (brewed|instant)|lemonade|fruit|orange|fruit punch|kool-aid|tang|gatorade|powerade|drink mix, .*(lemon|fruit)|water/,
    set: { milk: 'M', soy: 'M' },
    reason: 'powdered and ready-to-drink mixes often hold milk solids and soy protein (the mixed-food rules below settle the rest)',
  },
  ...mixedFoodRules,
  { id: 'single foods', groups: single, set: {}, others: 'F', reason: 'foods of these groups are what their description names' },
];
