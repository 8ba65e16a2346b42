// What a painter of one piece shape is handed, so every shape draws from the same spread of points.
import type { Ctx } from '../draw-context.ts';
import type { Look } from '../food-looks.ts';
import type { drawPieces } from '../pieces.ts';

/** The dispatcher's own signature, taken from it rather than written out again. */
export type DrawPieces = typeof drawPieces;

export interface PieceArgs {
  ctx: Ctx;
  look: Look;
  /** the area: centre and radius */
  cx: number;
  cy: number;
  R: number;
  count: number;
  scale: number;
  /** fixed places the caller asked for, if any */
  at?: [number, number][];
  /** one piece's size in px */
  s: number;
  /** where the pieces go, already spread over the area */
  pts: [number, number][];
  /** every other point (k = 0 or 1), so two tones alternate */
  half: (k: number) => [number, number][];
  /** the dispatcher itself, handed in so a shape drawn as another (bread as cubes) needs no import cycle */
  drawPieces: DrawPieces;
}

export type PiecePainter = (args: PieceArgs) => void;
