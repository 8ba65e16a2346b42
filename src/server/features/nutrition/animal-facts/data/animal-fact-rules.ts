/**
 * Rules that decide each SR28 food's status for each animal fact vegetarian and vegan need beyond the allergen
 * table (meat, poultry, gelatin, honey, animal fat, carmine, animal rennet, meat stock). Reviewed data, not code:
 * `npm run animal-facts:build` applies them (then the overrides) and writes animal-facts-table.json;
 * `npm run animal-facts:check` prints what each rule decided and what stays unknown.
 *
 * Reading a rule: same as allergen-rules.ts. It applies to a food whose group is among `groups` (any group when
 * absent) and whose lower-cased description matches `match` and not `unless`. For each fact the FIRST rule that
 * applies and names it decides; `others` names the status of every fact the rule does not list. So look-alikes and
 * product facts come first, then the single-food groups, then meat words in dishes, then the mixed groups judged
 * from their usual US recipe or the brand's label in the SR28 years, each group ending with a default that says
 * what it leaves and why.
 *
 * What a fact means: meat, the flesh or offal of a mammal (red meat, pork, game) or a dish made with it; poultry,
 * the same of a bird; gelatin, gelatin or a food set with it; honey; animal fat, fat rendered from or lying in the
 * tissue of a slaughtered animal (lard, tallow, suet, schmaltz, drippings, the fat of meat) but not milk fat, which
 * is the allergen table's milk; carmine, cochineal red (E120); animal rennet, calf, kid or lamb rennet that sets a
 * cheese; animal broth, a meat or poultry stock, bouillon or gravy base that a dish is made on.
 *
 * Statuses: C contains · M may contain (recipes or makers vary) · F free · U unknown.
 */
import type { AnimalFact } from '../../../../../shared/nutrition/animal-facts.ts';
import type { StatusCode } from '../../allergens/data/allergen-rules.ts';

export interface AnimalFactRule {
  id: string;
  groups?: string[];
  match?: RegExp;
  unless?: RegExp;
  set: Partial<Record<AnimalFact, StatusCode>>;
  others?: StatusCode;
  reason: string;
}

export const animalFactSources = [
  'USDA SR28 food descriptions and food groups (what the food is, as the data names it)',
  'US FDA 21 CFR 73.100 and 101.22(k)(2): carmine and cochineal extract must be declared by name since 2011',
  'EU PDO specifications: Parmigiano Reggiano, Grana Padano, Pecorino Romano, Gruyère AOP, Emmentaler AOP, Roquefort AOP set with animal rennet',
  'The Vegetarian Society (UK) and The Vegan Society definitions: no slaughter by-products (gelatin, animal fats, animal rennet, meat stock), no insect dyes; vegan also no honey',
  "Brand labels in the SR28 years for branded foods (Kellogg's frosted Pop-Tarts and Frosted Mini-Wheats, Lucky Charms, Starburst, canned refried beans)",
];

const meatGroups = ['Beef Products', 'Pork Products', 'Lamb, Veal, and Game Products'];
const fast = ['Fast Foods', 'Restaurant Foods', 'Meals, Entrees, and Side Dishes'];
const soups = ['Soups, Sauces, and Gravies'];
/** Groups whose dishes can hold meat or poultry under a name: the meat-word rules apply to these only. */
const dishGroups = [
  ...fast,
  ...soups,
  'Baby Foods',
  'Baked Products',
  'Sweets',
  'Snacks',
  'Breakfast Cereals',
  'Vegetables and Vegetable Products',
  'Legumes and Legume Products',
  'Fats and Oils',
  'Beverages',
  'Cereal Grains and Pasta',
  'American Indian/Alaska Native Foods',
  'Dairy and Egg Products',
];

const meatWords =
  /\b(beef|beefy|beefsteak|steaks?|veal|lamb|mutton|pork|ham|hams|bacon|sausages?|pepperoni|salami|bologna|frankfurters?|franks?|hot ?dogs?|wieners?|chorizo|prosciutto|pastrami|corned|venison|bison|elk|rabbit|meat|meats|meatballs?|meatloaf|hamburgers?|burgers?|cheeseburgers?|whopper|big mac|quarter pounder|brisket|ribs|riblets|liverwurst|braunschweiger|spam|jerky|carnitas|barbacoa|gyros?|kielbasa|bratwurst|pemmican|moose|caribou|seal|whale|walrus|squirrel|beaver|deer|chitterlings|tripe|oxtail|pig|pigs|pork rinds|cracklings|chili con carne|sloppy joe|philly|reuben|pot roast|salisbury|stroganoff|taco meat|pizza, supreme|supreme pizza|meat lovers?|lasagna with meat|egg rolls?|won ?tons?|pot ?stickers?|dumplings?, (meat|pork))\b/;
const meatUnless =
  /meatless|without meat|no meat|vegetarian|vegan|veggie|meat substitute|meat analog|imitation (bacon|meat)|bacon bits, meatless|crab ?meat|coconut meat|steak sauce|steak fries|tomato(es)?, .*beefsteak|ham(burger)? buns?|burger buns?|hot ?dog buns?|rolls?, (hamburger|hotdog|hot dog)|garden ?burger|boca|morningstar|worthington|loma linda|egg rolls?, vegetable|vegetable egg rolls?/;
const poultryWords =
  /\b(chicken|chickens|turkey|duck|goose|capon|quail|pheasant|squab|poultry|cornish game hens?|guinea hen|mcnuggets|mcchicken|nuggets|buffalo wings|wings)\b/;
const poultryUnless =
  /meatless|without meat|vegetarian|vegan|veggie|meat substitute|chicken-fried steak|chicken fried steak|morningstar|worthington|loma linda|chik patties|nuggets, (soy|vegetarian)|egg nog/;

export const animalFactRules: AnimalFactRule[] = [
  // ---- Things that look like an animal fact by name and are not one.
  {
    id: 'plants and sauces named after an animal or honey',
    match:
      /honeydew|honeysuckle|\bcoconut\b|grated meat|honey locust|poultry seasoning|pie spice|lambsquarters|lamb's-quarters|coconut meat|steak sauce|\bsauce, steak\b|beans, .*romano|romano beans/,
    set: { meat: 'F', poultry: 'F', honey: 'F', 'animal-rennet': 'F', 'animal-fat': 'F' },
    reason: 'coconut flesh and milk, a melon, a leafy green, a spice blend for poultry or pies, a bottled steak sauce, flat romano beans: named after, not made of, an animal food',
  },
  {
    id: 'said vegetarian, meatless or a meat substitute',
    match:
      /\bvegetarian\b|\bvegan\b|meatless|without meat|\bno meat\b|meat substitute|meat analog|veggie|garden ?burger|\bboca\b|morningstar|worthington|loma linda|\bseitan\b|\btofu\b|\btempeh\b|textured vegetable protein|soy (burger|patty|patties)|\bchik patties\b/,
    unless: /with (beef|chicken|pork|turkey|ham|bacon|sausage)/,
    set: { meat: 'F', poultry: 'F', 'animal-fat': 'F', 'animal-broth': 'F' },
    reason: 'sold as vegetarian or a meat substitute (or plainly soy or wheat gluten): no meat, poultry, animal fat or meat stock',
  },

  // ---- Gelatin: the products set with it, narrow before broad.
  {
    id: 'marshmallow creme is egg white',
    match: /marshmallow cream|marshmallow creme|marshmallow fluff/,
    set: { gelatin: 'M' },
    reason: 'US marshmallow creme (Fluff, Jet-Puffed creme) is whipped with egg white; some store brands add gelatin',
  },
  {
    id: 'gelatin, marshmallows, gummies',
    match:
      /\bgelatins?\b|\bjell-?o\b|marshmallows?|lucky charms|marshmallow mateys|\bsmorz\b|gumm(y|ies|i)\b|fruit snacks|candy corn|starburst|\baspic\b|jellied|headcheese|\bsouse\b|rice krispies treats|crisped rice bar|chiffon/,
    unless: /gelatin-free|made with pectin/,
    set: { gelatin: 'C' },
    reason: 'gelatin itself, or set or chewed with it: marshmallows (and cereals and bars holding them), gummies, fruit snacks, candy corn, Starburst, aspic, chiffon pie',
  },
  {
    id: 'frosted Pop-Tarts',
    match: /(pop tarts|pop-tarts).*(frosted|s'mores)/,
    unless: /unfrosted/,
    set: { gelatin: 'C' },
    reason: "Kellogg's US frosted Pop-Tarts list beef gelatin in the frosting",
  },
  {
    id: 'frosted shredded wheat and toaster pastries',
    match: /frosted mini-wheats|frosted shredded wheat|toaster pastr/,
    unless: /unfrosted/,
    set: { gelatin: 'M' },
    reason: "Kellogg's frosting on Frosted Mini-Wheats and on its toaster pastries has held gelatin; store brands often do not",
  },
  {
    id: 'flavoured and light yogurts, light sour cream, mousses, cream pies',
    match:
      /^yogurt, (fruit|vanilla|chocolate|coffee|lemon)|^yogurt, .*(low calorie sweetener|low-calorie sweetener)|^yogurt, frozen|frozen yogurts?|sour cream, (light|reduced fat|fat free|nonfat)|cream, sour, (light|reduced fat|fat free|nonfat)|\bmousse\b|cheesecake, (no-bake|prepared from mix)|pie, .*\bcream\b|cream pie|(margarine-like|spread).*\b(fat-free|20% fat|37% fat|40% fat|light|reduced calorie)\b/,
    unless: /greek|\bsoy\b|silk/,
    set: { gelatin: 'M' },
    reason: 'US makers of flavoured and light yogurts, light sour cream, mousses, no-bake cheesecakes, cream pies and low-fat spreads often thicken with gelatin; many do not',
  },
  {
    id: 'wine is fined',
    match: /^alcoholic beverage, wine|\bwine\b/,
    unless: /vinegar|non-alcoholic|cooking wine/,
    set: { gelatin: 'M' },
    reason: 'wine is often fined with gelatin, isinglass, egg white or casein, none of which the label names',
  },

  // ---- Honey.
  {
    id: 'plain or honey, honey buns',
    match: /plain or honey|includes honey buns/,
    set: { honey: 'M' },
    reason: 'the description names a plain and a honey kind together, or includes honey buns among glazed buns',
  },
  {
    id: 'honey named',
    match: /\bhoney\b|honeycomb|honey-combed|bit-o'-honey|toblerone/,
    set: { honey: 'C' },
    reason: 'honey is named in the description (Toblerone nougat is made with honey)',
  },
  {
    id: 'graham crackers and granola',
    match: /\bgraham\b|granola/,
    unless: /without granola/,
    set: { honey: 'M' },
    reason: 'graham crackers, granola and granola bars are usually sweetened with honey (Honey Maid, Nature Valley), not always',
  },
  {
    id: 'breads that often carry honey',
    groups: ['Baked Products'],
    match: /\bbread\b.*\b(whole[- ]wheat|wheat|multi-?grain|oatmeal|oat bran|7-grain|12-grain|cracked-wheat|wheat germ)\b/,
    unless: /white|chapati|roti|paratha|naan|pita|tortilla/,
    set: { honey: 'M' },
    reason: 'US whole-wheat, wheat, oat and multigrain sandwich breads are often sweetened with honey; some use sugar or molasses',
  },

  // ---- Carmine.
  {
    id: 'carmine named',
    match: /\b(carmine|carminic|cochineal)\b/,
    set: { carmine: 'C' },
    reason: 'cochineal red is named in the description',
  },
  {
    id: 'red fruit yogurts, ice creams and milks',
    match:
      /^(yogurt|ice creams?|milk|frozen yogurts?|beverages, .*milk|babyfood, yogurt).*\b(fruit|strawberry|raspberry|cherry|berry|mixed berry)\b/,
    unless: /\bsoy\b|silk|almond|coconut/,
    set: { carmine: 'M' },
    reason: 'the pink of US strawberry and red-fruit yogurts, ice creams and milks is often carmine (declared by name since 2011), sometimes beet or lycopene',
  },

  // ---- Animal rennet.
  {
    id: 'cheeses whose protected recipe requires animal rennet',
    match:
      /\b(parmesan|parmigiano|parmigiana|reggiano|romano|pecorino|grana padano|gruyere|emmental|emmentaler|roquefort)\b/,
    set: { 'animal-rennet': 'C' },
    reason: 'Parmigiano Reggiano, Grana Padano, Pecorino Romano, Gruyère, Emmentaler and Roquefort are set with calf or lamb rennet by their PDO rules; US parmesan and romano follow the same recipe',
  },
  {
    id: 'cheeses and dishes where animal rennet is common',
    match:
      /\b(gouda|edam|brie|camembert|fontina|gorgonzola|manchego|asiago|port de salut|tilsit|pesto|alfredo|caesar|cheese ravioli|ravioli, cheese|lasagna|manicotti|stuffed shells|ziti|tortellini|croutons, seasoned|italian cheese|eggplant parm)\b/,
    unless: /lasagna with meat|\bmeat\b/,
    set: { 'animal-rennet': 'M' },
    reason: 'European-style cheeses often imported and set with animal rennet, and Italian dishes and sauces that usually add parmesan or romano: makers vary',
  },
  {
    id: 'other cheeses: microbial or fermentation chymosin',
    match: /\bchees(e|es|y)\b|cheeseburgers?|quesadilla|nachos|pizza|queso|paneer|ricotta|mozzarella|cheddar/,
    set: { 'animal-rennet': 'F' },
    reason: 'US cheddar, mozzarella, Swiss, American, Monterey, colby, feta, provolone and fresh cheeses are set with fermentation-produced chymosin or microbial coagulant (about 90 % of US cheese); acid-set ricotta, cottage and cream cheese use none. Judged by the usual product: a strict vegetarian still reads the label',
  },

  // ---- Animal fat.
  {
    id: 'vegetable shortening, margarine and refried beans that say they are vegetarian',
    match: /refried beans, (canned, )?(vegetarian|fat-free)|shortening.*\b(soybean|soy|palm|coconut|cottonseed|corn|vegetable|canola)\b(?!.*\b(lard|tallow)\b)/,
    set: { 'animal-fat': 'F' },
    reason: 'vegetable oils only, as the description says',
  },
  {
    id: 'packaged flour tortillas',
    match: /tortillas?, .*flour|flour tortillas?/,
    set: { 'animal-fat': 'F' },
    reason: 'packaged US flour tortillas (Mission, Guerrero, store brands) are made with vegetable shortening; lard tortillas are a regional or restaurant kind',
  },
  {
    id: 'rendered animal fats',
    match:
      /\blard\b|\btallow\b|\bsuet\b|schmaltz|drippings|fatback|salt pork|\b(beef|chicken|pork|duck|goose|bacon|turkey) (fat|grease)\b|^fat, (beef|chicken|duck|goose|turkey|mutton)|pemmican|pork rinds|cracklings/,
    set: { 'animal-fat': 'C', meat: 'F', poultry: 'F', gelatin: 'F', honey: 'F', carmine: 'F', 'animal-rennet': 'F' },
    reason: 'lard, tallow, suet, schmaltz, drippings, fatback, salt pork and pork rinds are animal fat (counted as animal fat, not as flesh)',
  },
  {
    id: 'traditional refried beans, tamales, pie crust, mincemeat',
    match:
      /refried beans|frijoles .*volteados|tamales?|pie crust|piecrust|\bpies?\b|pastry shell|turnovers?|empanadas?|mincemeat|\bpasties\b|\bknish/,
    unless: /pie filling|filling, pie|pizza pie|moon pie|pies, .*fried with|^babyfood/,
    set: { 'animal-fat': 'M' },
    reason: 'traditional refried beans and tamales are made with lard by some makers (vegetable fat by others); pie and pastry crusts use lard, butter or shortening; mincemeat may hold suet',
  },

  // ---- Meat stock.
  {
    id: 'vegetable broth and bouillon',
    match: /\b(vegetable|mushroom) (broth|stock|bouillon)\b|broth, vegetable|bouillon, vegetable|stock, vegetable/,
    unless: /beef|chicken|pork|turkey/,
    set: { 'animal-broth': 'F' },
    reason: 'a vegetable stock, as named',
  },
  {
    id: 'meat stock, bouillon, gravy, consommé named',
    match:
      /\b(broth|stock|bouillon|consomme|gravy|gravies|au jus|demi-?glace)\b|\b(beef|chicken|turkey|pork|ham) (flavor|flavored|base)\b|french onion|onion soup/,
    unless: /mushroom gravy|gravy, mushroom|vegetable|no broth|without broth/,
    set: { 'animal-broth': 'C' },
    reason: 'a stock, bouillon, consommé or gravy: made on meat or poultry (French onion soup on beef stock)',
  },
  {
    id: 'mushroom gravy, seasoned rice, stuffing, ramen',
    match:
      /mushroom gravy|gravy, mushroom|\bpilaf\b|spanish rice|mexican rice|rice, .*(seasoned|flavored|mix)|rice-a-roni|\bstuffing\b|\bdressing, (bread|cornbread)|\bramen\b|oriental noodles|noodles?, .*instant|noodle soup|risotto|\bpaella\b|jambalaya/,
    set: { 'animal-broth': 'M' },
    reason: 'mushroom gravy, seasoned and pilaf rice, risotto, stuffing mixes and instant noodle seasonings are often made on chicken or beef stock, sometimes on vegetable stock',
  },

  // ---- Single-food groups.
  {
    id: 'red meat and game',
    groups: meatGroups,
    set: { meat: 'C', 'animal-fat': 'C' },
    others: 'F',
    reason: 'the flesh or offal of a mammal, carrying its own fat; gravy, honey glazes and gelatin are named above when a food has them',
  },
  {
    id: 'poultry',
    groups: ['Poultry Products'],
    set: { poultry: 'C', 'animal-fat': 'C' },
    others: 'F',
    reason: 'the flesh, skin or offal of a bird, carrying its own fat',
  },
  {
    id: 'sausages and cold cuts of poultry only',
    groups: ['Sausages and Luncheon Meats'],
    match: poultryWords,
    unless: /\b(beef|pork|ham|veal|bacon|mortadella|salami)\b|turkey ham|turkey bacon/,
    set: { poultry: 'C', meat: 'M', 'animal-fat': 'C' },
    others: 'F',
    reason: 'a chicken or turkey sausage or cold cut; casings and blends may add pork or beef',
  },
  {
    id: 'sausages and cold cuts',
    groups: ['Sausages and Luncheon Meats'],
    set: { meat: 'C', 'animal-fat': 'C' },
    others: 'F',
    reason: 'sausages, ham and luncheon meats are pork or beef with their fat; poultry only when named (turkey ham, turkey bacon are poultry)',
  },
  {
    id: 'fish and shellfish',
    groups: ['Finfish and Shellfish Products'],
    set: {},
    others: 'F',
    reason: 'fish and shellfish are the allergen table\'s fish, crustaceans and molluscs; none of these facts',
  },
  // ---- Meat and poultry named in dishes.
  {
    id: 'meat named in a dish',
    groups: dishGroups,
    match: meatWords,
    unless: meatUnless,
    set: { meat: 'C', 'animal-fat': 'C' },
    reason: 'a red meat, pork or game is named in the dish, with its fat',
  },
  {
    id: 'poultry named in a dish',
    groups: dishGroups,
    match: poultryWords,
    unless: poultryUnless,
    set: { poultry: 'C', 'animal-fat': 'C' },
    reason: 'chicken, turkey or another bird is named in the dish, with its fat',
  },
  {
    id: 'soups and sauces naming a meat are made on its stock',
    groups: soups,
    match: new RegExp(`${meatWords.source}|${poultryWords.source}`),
    unless: /meatless|vegetarian/,
    set: { 'animal-broth': 'C' },
    reason: 'a soup or sauce with meat or poultry in it is made on that stock',
  },

  // ---- Mixed groups, by their usual recipe.
  {
    id: 'fries with natural beef flavour',
    match: /mcdonald's, (french fries|hash brown)/,
    set: { meat: 'M' },
    others: 'F',
    reason: "the chain's US fries and hash browns carry a \"natural beef flavor\"; the chain does not call them vegetarian",
  },
  {
    id: 'fast-food and restaurant dishes that usually hold meat unnamed',
    groups: fast,
    match:
      /\b(tacos?|burritos?|enchiladas?|chimichangas?|nachos supreme|fajitas?|submarine sandwich|sub sandwich|club sandwich|hoagie|combination|combo|platter|dinner|entree|chef salad|sampler|appetizers?|fried rice|lo mein|chow mein|egg foo young|dumplings?|spring rolls?|chili)\b/,
    unless:
      /\b(cheese|bean|beans|vegetable|vegetables|egg|eggs|potato)\b(?!.*\b(and|with) (beef|meat|chicken))|\b(beef|pork|ham|bacon|sausage|meat|chicken|turkey)\b/,
    set: { meat: 'M', poultry: 'M', 'animal-fat': 'M' },
    reason: 'tacos, burritos, sub sandwiches, combination plates and Chinese stir-fries usually hold beef, pork or chicken even when the description does not name it',
  },
  {
    id: 'bean and cheese dishes with refried beans',
    groups: fast,
    match: /\b(burritos?|tostadas?|chalupas?|enchiladas?|nachos|chimichangas?|tacos?)\b.*\bbeans?\b|\bbeans?\b.*\b(burritos?|tostadas?|nachos)/,
    set: { 'animal-fat': 'M' },
    reason: 'the refried beans of restaurants are made with lard by some kitchens, vegetable oil by others (Taco Bell\'s are vegetarian)',
  },
  {
    id: 'restaurant rice, soups and stir-fries',
    groups: fast,
    match: /\b(rice|soup|soups|chowder|lo mein|chow mein|stir-fr|curry|beans|dumplings?|spring rolls?|egg rolls?|hot and sour)\b/,
    set: { 'animal-broth': 'M' },
    reason: 'restaurant rice, soups, curries, beans and stir-fry sauces are often made with chicken stock or bouillon',
  },
  {
    id: 'fast food, restaurant foods and meals: the rest',
    groups: fast,
    set: {},
    others: 'F',
    reason: 'what a fast-food, restaurant or packaged meal item names is what it holds here (salads, sides, pizzas with cheese, desserts, breakfasts): meats, stocks, gelatin and honey are read above when present',
  },
  {
    id: 'chowders, pea and bean soups',
    groups: soups,
    match: /chowder|split pea|\bpea, green|\bbean\b|lentil/,
    unless: /vegetarian|vegan|meatless/,
    set: { meat: 'M', 'animal-fat': 'M' },
    reason: 'chowders and pea, lentil and bean soups are often cooked with bacon, salt pork or a ham bone even when not named',
  },
  {
    id: 'soups: canned and restaurant soups on stock',
    groups: soups,
    match: /^soup|chowder|bisque|gumbo|\bsoups?\b|chili/,
    unless: /tomato(?!.*(rice|noodle|beef|vegetable))|vegetarian|vegan|\bgazpacho\b|fruit soup/,
    set: { 'animal-broth': 'M' },
    reason: 'canned and restaurant soups are often made on chicken or beef stock even when no meat is named (Campbell\'s Vegetable and Minestrone hold beef stock, its Vegetarian Vegetable does not); plain tomato soup does not',
  },
  {
    id: 'soups, sauces and gravies: the rest',
    groups: soups,
    set: {},
    others: 'F',
    reason: 'tomato, pasta, barbecue, soy, hot, teriyaki, cheese and white sauces and tomato soup: no meat stock, gelatin or animal fat unless named above',
  },
  {
    id: 'baby food dinners and soups',
    groups: ['Baby Foods'],
    match: /\bdinner\b|\bsoup\b|\bstew\b|\bentree\b/,
    unless: /vegetable dinner, vegetarian|macaroni and cheese|pasta primavera/,
    set: { 'animal-broth': 'M' },
    reason: 'baby food dinners and soups are sometimes made on chicken or beef stock',
  },
  {
    id: 'baby foods, cereals, snacks, sweets, baked products, drinks, vegetables, legumes, fats and native foods: the rest',
    groups: [
      'Baby Foods',
      'Breakfast Cereals',
      'Snacks',
      'Sweets',
      'Baked Products',
      'Beverages',
      'Vegetables and Vegetable Products',
      'Legumes and Legume Products',
      'Fats and Oils',
      'American Indian/Alaska Native Foods',
      'Dairy and Egg Products',
      'Spices and Herbs',
      'Fruits and Fruit Juices',
      'Nut and Seed Products',
      'Cereal Grains and Pasta',
    ],
    set: {},
    others: 'F',
    reason: 'plain vegetables, legumes, oils, drinks, and cereals, snacks, sweets and baked goods by their usual recipe: vegetable fats, no meat, and gelatin, honey, carmine, lard and stock are read above where a kind of product carries them',
  },
];
