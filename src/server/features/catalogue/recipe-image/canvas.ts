// The drawing surface and its size; consecutive shapes with the same paint share one <path>, which keeps the file small.
export const W = 800;

export const H = 500;

export const CX = 400;

export const CY = 250;

export const TAU = Math.PI * 2;

export const GOLDEN = Math.PI * (3 - Math.sqrt(5));

/** Pieces are drawn a little larger than life so they still read on a 300 px card and a 64 px tile. */
export const PIECE = 1.45;

/** A coordinate for the path data: whole pixels are plenty at 800 × 500. */
export function n(v: number): string {
  return String(Math.round(v));
}

/** A small size, kept to one decimal. */
export function d1(v: number): string {
  return String(Math.round(v * 10) / 10);
}

export class Canvas {
  private parts: string[] = [];
  private openAttrs = '';
  private openD = '';

  path(attrs: string, d: string): void {
    if (this.openD && this.openAttrs === attrs) {
      this.openD += d;
      return;
    }
    this.flush();
    this.openAttrs = attrs;
    this.openD = d;
  }

  fill(color: string, d: string, extra = ''): void {
    this.path(`fill="${color}"${extra}`, d);
  }

  stroke(color: string, width: number, d: string, extra = ''): void {
    this.path(`fill="none" stroke="${color}" stroke-width="${d1(width)}"${extra}`, d);
  }

  /** dots drawn as zero-length round-capped strokes: a tenth of the bytes of circles */
  dots(color: string, width: number, points: [number, number][], extra = ''): void {
    if (points.length) this.stroke(color, width, points.map(([x, y]) => `M${n(x)} ${n(y)}h0`).join(''), extra);
  }

  raw(markup: string): void {
    this.flush();
    this.parts.push(markup);
  }

  private flush(): void {
    if (this.openD) this.parts.push(`<path ${this.openAttrs} d="${this.openD}"/>`);
    this.openD = '';
    this.openAttrs = '';
  }

  toString(): string {
    this.flush();
    return this.parts.join('');
  }
}
