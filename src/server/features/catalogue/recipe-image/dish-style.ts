// Which dish a recipe is (and so which vessel it is served in), from whole words of its name and its dish types.
import type { RecipeImageInput } from './recipe-image-input.ts';

export type Style =
  | 'drink'
  | 'hot-drink'
  | 'tacos'
  | 'wrap'
  | 'cups'
  | 'toast'
  | 'flatbread'
  | 'pancakes'
  | 'skillet'
  | 'bake'
  | 'soup'
  | 'curry'
  | 'porridge'
  | 'salad'
  | 'grain-bowl'
  | 'pasta'
  | 'bread'
  | 'bites'
  | 'dip'
  | 'board'
  | 'side'
  | 'plate';

/** Name words, matched as whole words, that decide the vessel. Order matters: the first rule that matches wins. */
const nameRules: [Style, RegExp][] = [
  [
    'soup',
    /\b(soups?|chowder|bisque|broth|gazpacho|pho|ramen|minestrone|congee|okayu|jook|laksa|consomm[eé]|avgolemono|ajiaco|pozole|jjigae|tom yum|tom kha|canh chua|lohikeitto|vichyssoise|caldo|harira|sopa)(?!\w)/,
  ],
  ['side', /\bcocktail\b/],
  [
    'toast',
    /\b(toasts?|bruschetta|crostini|open sandwich|sandwich(es)?|panini|bagels?|tartines?|pan con tomate|pizzas?|flatbreads?|dakos|crispbread|english muffins?)\b/,
  ],
  ['tacos', /\b(tacos?|tostadas?)\b/],
  ['cups', /\blettuce (cups?|wraps?|bites?|boats?)\b|\b(miang|ssam)\b/],
  ['wrap', /\b(burritos?|wraps?|fajitas?|quesadillas?|roll-ups?|kathi rolls?|summer rolls?)\b/],
  ['flatbread', /\b(parathas?|naans?|rotis?|chapatis?|arepas?|injera|socca|gozleme|pupusas?)\b/],
  [
    'pancakes',
    /\b(pancakes?|cr[eê]pes?|waffles?|hotcakes?|french toast|pain perdu|tiganites|blinis?|chilla|cheela|dosa|uttapam|okonomiyaki)\b/,
  ],
  ['board', /\b(fries|wedges|snack plate)\b/],
  ['bites', /\b(stuffed grape leaves|dolmas?|dolmades|bites|balls|truffles)\b/],
  ['bread', /\b(muffins?|scones?|loaf|loaves|breads?|focaccia|biscuits?|soda bread|cornbread)\b/],
  [
    'porridge',
    /\b(oats?|oatmeal|porridge|muesli|granola|bircher|overnight|parfait|smoothie bowl|acai|puddings?|chia)\b|açaí|\byogh?urt (bowl|with)\b/,
  ],
  [
    'skillet',
    /\b(shakshuka|frittata|skillet|hash|omelets?|omelettes?|tortilla española|spanish tortilla|strata|quiche|menemen|baked eggs|cocotte|scrambled?|bhurji|huevos a la mexicana|pisto)\b/,
  ],
  [
    'bake',
    /\b(lasagn[ae]|moussaka|gratin|parmigiana|shepherd'?s pie|cottage pie|fish pie|enchiladas?|casserole|stuffed shells|cauliflower cheese|pastitsio|cannelloni|traybake|bake)\b/,
  ],
];

/** Stews and curries: a sauce with pieces in a deep bowl. Only for mains, never for a snack called "chili-lime". */
const stewWords =
  /\b(stew|curry|curried|chill?i(?![- ](lime|garlic|oil|crisp|flakes?|rubbed))|dal|dhal|daal|tagine|korma|masala|goulash|ragout|cacciatore|ratatouille|rogan josh|keema|palak|saag|aloo|bharta|mapo|kho|bourguignon|cassoulet|plaki|saganaki|medames|matar|makhani|vindaloo|stroganoff|fricass[eé]e|feijoada|moqueca|fesenjan|pepitoria|smothered|jjim|wat|chana|channa|rajma|sambar|mole|chili con carne|braised [\w ]*(chicken|beef|pork|lamb|lentils|beans|short ribs))\b|\bin [\w -]*sauce\b/;

const saladWords =
  /\b(salads?|slaw|tabbouleh|tabouli|fattoush|panzanella|ceviche|salpic[oó]n|chaat(?!-)|sunomono|kachumber|poke salad)\b/;

const bowlWords =
  /\b(bowls?|poke|bibimbap|buddha|fried rice|pilaf|pilau|pulao|biryani|paella|risotto|donburi|gyudon|deopbap|gohan|stir-?fry|teriyaki|jollof|kedgeree|upma|khichdi|mujadara|spanakorizo|rice and peas|gallo pinto|hoppin'? john|saltado|jambalaya)\b/;

const pastaWords =
  /\b(pasta|spaghetti|penne|linguine|fettuccine|macaroni|mac and cheese|mac ?n ?cheese|noodles?|lo mein|chow mein|pad thai|pad see ew|japchae|udon|soba|orzo|gnocchi|rigatoni|fusilli|farfalle|tagliatelle|ravioli|orecchiette|dan dan|puttanesca|carbonara|bolognese)\b/;

const biteWords =
  /\b(balls?|bites?|truffles|cookies?|bars?|brownies?|energy|fritters?|falafel|patties|meatballs?|nuggets?|croquettes?|dumplings?|gyoza|samosas?|spring rolls?|skewers?|kebabs?|satay|souvlaki|keftedes|koftas?|fish ?cakes?|crab ?cakes?|poppers|deviled eggs|devilled eggs|stuffed (mushrooms|dates|grape leaves|peppers)|dolmas?|dolmades|tea eggs)\b/;

const dipWords =
  /\b(hummus|dips?|guacamole|salsa|tzatziki|baba ghanoush|baba ganoush|ganoush|spread|pesto|raita|chutney|muhammara|p[aâ]t[eé]|rillettes|labneh)(?!\w)/;

export function styleOf(input: RecipeImageInput): Style {
  const name = String(input.name ?? '').toLowerCase();
  const dish = new Set((Array.isArray(input.dishTypes) ? input.dishTypes : []).map((d) => String(d).toLowerCase()));
  const main = dish.has('main course') || dish.has('soup');
  const has = (re: RegExp) => re.test(name);
  const drinkName =
    /\b(smoothie|milkshake|shake|lassi|latte|lemonade|juice|hot chocolate|cocoa|chai|golden milk|frapp[eé]|spritzer|agua fresca|chaas|horchata|kefir)\b/;
  if ((dish.has('drink') || dish.has('beverage') || (has(drinkName) && !main)) && !has(/\bbowls?\b/)) {
    return has(/\b(latte|tea|coffee|cocoa|hot chocolate|chai|golden milk|toddy|cider|matcha)\b/) &&
      !has(/\b(iced|cold)\b/)
      ? 'hot-drink'
      : 'drink';
  }
  for (const [style, words] of nameRules) if (has(words) && !(style === 'wrap' && has(/\bbowls?\b/))) return style;
  if (main && has(stewWords)) return 'curry';
  if (dish.has('soup')) return 'soup';
  if (dish.has('salad') || has(saladWords)) return 'salad';
  if (has(pastaWords)) return 'pasta';
  if (has(bowlWords)) return 'grain-bowl';
  // a rice dish ("lemon rice", "jollof rice") is a bowl; "chicken with rice" is a bowl in the kitchens that serve it so
  const riceBowlKitchen = /^(chinese|japanese|korean|thai|vietnamese|indian)$/.test(String(input.cuisine ?? ''));
  if (has(/\brice\b(?!-)/) && (riceBowlKitchen || !has(/\bwith\b.*\brice\b/))) return 'grain-bowl';
  if (has(biteWords)) return 'bites';
  if ((has(dipWords) && !main) || ((dish.has('sauce') || dish.has('marinade')) && !main)) return 'dip';
  if ((dish.has('side dish') || dish.has('dessert')) && !dish.has('main course') && !dish.has('fingerfood'))
    return 'side';
  if (dish.has('fingerfood') || dish.has('appetizer') || dish.has('snack')) return 'board';
  return 'plate';
}
