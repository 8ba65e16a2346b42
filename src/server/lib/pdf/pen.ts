// The pen every Platewise PDF is drawn with: A4 page geometry, Helvetica, text measured, wrapped and placed by
// hand, so nothing relies on pdfkit's automatic page breaks and nothing is ever drawn over the footer.
import type PDFDocument from 'pdfkit';
import { BODY, INK, type Theme } from './brand-theme.ts';

export type Doc = InstanceType<typeof PDFDocument>;
export type FontName = 'Helvetica' | 'Helvetica-Bold' | 'Helvetica-Oblique' | 'Helvetica-BoldOblique';

export const REGULAR: FontName = 'Helvetica';
export const BOLD: FontName = 'Helvetica-Bold';
export const ITALIC: FontName = 'Helvetica-Oblique';

// A4 portrait, in points.
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN_X = 48;
export const MARGIN_TOP = 66;
export const MARGIN_BOTTOM = 66;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
export const CONTENT_BOTTOM = PAGE_HEIGHT - MARGIN_BOTTOM;
export const PAGE_CONTENT_HEIGHT = CONTENT_BOTTOM - MARGIN_TOP;

// ---------------------------------------------------------------------------------------------------------
// Measuring and wrapping

export interface Run {
  text: string;
  font: FontName;
  color: string;
}
export type Line = Run[];

interface Token {
  word: string;
  font: FontName;
  color: string;
}

/** Text widths depend only on font, size and text, so they are shared across renders (bounded). */
const widthCache = new Map<string, number>();
const WIDTH_CACHE_LIMIT = 50_000;

export class Pen {
  y = MARGIN_TOP;

  constructor(
    readonly doc: Doc,
    readonly theme: Theme,
  ) {}

  width(text: string, font: FontName, size: number): number {
    const key = `${font}|${size}|${text}`;
    let width = widthCache.get(key);
    if (width === undefined) {
      width = this.doc.font(font).fontSize(size).widthOfString(text);
      if (widthCache.size >= WIDTH_CACHE_LIMIT) widthCache.clear();
      widthCache.set(key, width);
    }
    return width;
  }

  lineWidth(line: Line, size: number): number {
    return line.reduce((sum, run) => sum + this.width(run.text, run.font, size), 0);
  }

  /** Word-wraps styled runs to a width; words longer than a line are split. Blank lines are kept (once). */
  wrapRuns(runs: Run[], size: number, width: number): Line[] {
    const paragraphs: Token[][] = [[]];
    for (const run of runs) {
      run.text.split('\n').forEach((part, index) => {
        if (index > 0) paragraphs.push([]);
        for (const word of part.split(' '))
          if (word) paragraphs[paragraphs.length - 1].push({ word, font: run.font, color: run.color });
      });
    }
    const lines: Token[][] = [];
    for (const tokens of paragraphs) {
      if (tokens.length === 0) {
        if (lines.length > 0 && lines[lines.length - 1].length > 0) lines.push([]);
        continue;
      }
      let line: Token[] = [];
      let used = 0;
      for (const token of tokens) {
        let word = token.word;
        let wordWidth = this.width(word, token.font, size);
        while (wordWidth > width && word.length > 1) {
          if (line.length) lines.push(line);
          line = [];
          used = 0;
          let fits = 1;
          for (let cut = 2; cut < word.length && this.width(word.slice(0, cut), token.font, size) <= width; cut++)
            fits = cut;
          lines.push([{ ...token, word: word.slice(0, fits) }]);
          word = word.slice(fits);
          wordWidth = this.width(word, token.font, size);
        }
        const space = line.length ? this.width(' ', token.font, size) : 0;
        if (line.length && used + space + wordWidth > width + 0.01) {
          lines.push(line);
          line = [];
          used = 0;
        }
        used += (line.length ? space : 0) + wordWidth;
        line.push({ ...token, word });
      }
      if (line.length) lines.push(line);
    }
    while (lines.length && lines[lines.length - 1].length === 0) lines.pop();
    return lines.map((tokens) => {
      const merged: Run[] = [];
      tokens.forEach((token, index) => {
        const text = index > 0 ? ` ${token.word}` : token.word;
        const last = merged[merged.length - 1];
        if (last && last.font === token.font && last.color === token.color) last.text += text;
        else if (last && index > 0) {
          last.text += ' ';
          merged.push({ text: token.word, font: token.font, color: token.color });
        } else merged.push({ text, font: token.font, color: token.color });
      });
      return merged;
    });
  }

  wrap(text: string, font: FontName, size: number, width: number, color = INK): Line[] {
    return this.wrapRuns([{ text, font, color }], size, width);
  }

  /** A single line, shortened with '…' when it does not fit. */
  fit(text: string, font: FontName, size: number, width: number): string {
    if (this.width(text, font, size) <= width) return text;
    let low = 0;
    let high = text.length;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (this.width(`${text.slice(0, middle).trimEnd()}…`, font, size) <= width) low = middle;
      else high = middle - 1;
    }
    return `${text.slice(0, low).trimEnd()}…`;
  }

  text(text: string, x: number, y: number, font: FontName, size: number, color: string, characterSpacing = 0): void {
    if (!text) return;
    this.doc.font(font).fontSize(size).fillColor(color).text(text, x, y, { lineBreak: false, characterSpacing });
  }

  drawLine(
    line: Line,
    x: number,
    y: number,
    size: number,
    align: 'left' | 'right' | 'center' = 'left',
    width = 0,
  ): void {
    let cursor = x;
    if (align !== 'left') {
      const used = this.lineWidth(line, size);
      cursor = align === 'right' ? x + width - used : x + (width - used) / 2;
    }
    for (const run of line) {
      this.text(run.text, cursor, y, run.font, size, run.color);
      cursor += this.width(run.text, run.font, size);
    }
  }

  drawLines(
    lines: Line[],
    x: number,
    y: number,
    size: number,
    leading: number,
    align: 'left' | 'right' | 'center' = 'left',
    width = 0,
  ): void {
    lines.forEach((line, index) => this.drawLine(line, x, y + index * leading, size, align, width));
  }

  newPage(): void {
    this.doc.addPage();
    this.y = MARGIN_TOP;
  }

  get room(): number {
    return CONTENT_BOTTOM - this.y;
  }

  /** Starts a new page unless `height` fits below the current position. */
  ensure(height: number): void {
    if (height > this.room && this.y > MARGIN_TOP + 0.5) this.newPage();
  }

  /** Keeps a block together: a new page when it does not fit here but would fit on an empty page. */
  keepTogether(height: number, minimum = height): void {
    if (height <= this.room) return;
    if (height <= PAGE_CONTENT_HEIGHT) this.newPage();
    else this.ensure(minimum);
  }

  /** Wrapped text that may run over several pages, broken between lines. */
  paragraph(
    text: string,
    options: { font?: FontName; size?: number; color?: string; x?: number; width?: number; leading?: number } = {},
  ): void {
    const size = options.size ?? 10;
    const leading = options.leading ?? size * 1.4;
    const x = options.x ?? MARGIN_X;
    const lines = this.wrap(text, options.font ?? REGULAR, size, options.width ?? CONTENT_WIDTH, options.color ?? BODY);
    this.ensure(Math.min(lines.length, 2) * leading);
    for (const line of lines) {
      this.ensure(leading);
      this.drawLine(line, x, this.y, size);
      this.y += leading;
    }
  }
}

export const leadingFor = (size: number) => size * 1.32;

/** At most `max` lines; the last one cut with '…' when there was more. */
export function clampLines(pen: Pen, lines: Line[], max: number, size: number, width: number): Line[] {
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  const last = kept[max - 1];
  const run = last[last.length - 1];
  const text = `${last.map((r) => r.text).join('')} …`;
  kept[max - 1] = [{ ...run, text: pen.fit(text, run.font, size, width) }];
  return kept;
}
