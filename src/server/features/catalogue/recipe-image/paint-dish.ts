// Hands the dish to the painter of its style.
import type { Style } from './dish-style.ts';
import type { Ctx } from './draw-context.ts';
import { drawBites } from './painters/bites.ts';
import { drawCups, drawDip, drawSnackBoard, drawTacos, drawToast } from './painters/boards.ts';
import { drawCurry, drawGrainBowl, drawPorridge, drawSalad, drawSide, drawSoup } from './painters/bowls.ts';
import { drawBread } from './painters/bread.ts';
import { drawDrink, drawHotDrink } from './painters/glass-and-mug.ts';
import { drawFlatbreads, drawPancakes, drawWrap } from './painters/griddle.ts';
import { drawBake, drawSkillet } from './painters/pans.ts';
import { drawPasta, drawPlateDish } from './painters/plates.ts';

/** Paints the dish in the vessel its style calls for. */
export function drawStyle(ctx: Ctx, style: Style): void {
  switch (style) {
    case 'plate':
      return drawPlateDish(ctx);
    case 'side':
      return drawSide(ctx);
    case 'soup':
      return drawSoup(ctx);
    case 'curry':
      return drawCurry(ctx);
    case 'porridge':
      return drawPorridge(ctx);
    case 'salad':
      return drawSalad(ctx);
    case 'grain-bowl':
      return drawGrainBowl(ctx);
    case 'pasta':
      return drawPasta(ctx);
    case 'drink':
      return drawDrink(ctx);
    case 'hot-drink':
      return drawHotDrink(ctx);
    case 'tacos':
      return drawTacos(ctx);
    case 'wrap':
      return drawWrap(ctx);
    case 'toast':
      return drawToast(ctx);
    case 'pancakes':
      return drawPancakes(ctx);
    case 'skillet':
      return drawSkillet(ctx);
    case 'bread':
      return drawBread(ctx);
    case 'bites':
      return drawBites(ctx);
    case 'dip':
      return drawDip(ctx);
    case 'board':
      return drawSnackBoard(ctx);
    case 'cups':
      return drawCups(ctx);
    case 'flatbread':
      return drawFlatbreads(ctx);
    case 'bake':
      return drawBake(ctx);
  }
}
