// What every painter is handed: the canvas, the seeded randomness, the table, the recipe's parts.
import { Canvas } from './canvas.ts';
import type { Part } from './ingredient-parts.ts';
import type { Rng } from './random.ts';
import type { Table } from './table-palettes.ts';

type Vessel = 'plate' | 'bowl' | 'board' | 'glass' | 'mug' | 'skillet' | 'baking-dish';

export interface Ctx {
  /** how eggs show in this dish */
  eggs: 'fried' | 'halves' | 'scrambled';
  /** what the dish is served in; the first vessel drawn is the one that counts */
  vessel?: Vessel;
  /** below 1 when a busy dish is drawn again with fewer pieces to stay small */
  lean: number;
  cv: Canvas;
  defs: string[];
  rng: Rng;
  table: Table;
  parts: Part[];
  name: string;
  patterns: Map<string, string>;
}
