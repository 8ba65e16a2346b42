// The branded meal-plan PDF a practitioner hands to a client: header band in the practice's colours, overview
// with targets, one table per day, the recipes, and a tick-box shopping list. Drawn with pdfkit's built-in
// Helvetica (WinAnsi only), laid out by hand: every line is measured and placed here, so nothing relies on
// pdfkit's automatic page breaks and nothing is ever drawn over the footer.
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { roundForDisplay, type NutrientKey } from '../../../shared/nutrition/recipe-nutrition.ts';
import type { MealPlanPdfInput, ResolvedDay, ResolvedMeal } from '../../../shared/schemas/meal-plans.ts';

type Doc = InstanceType<typeof PDFDocument>;
type FontName = 'Helvetica' | 'Helvetica-Bold' | 'Helvetica-Oblique' | 'Helvetica-BoldOblique';

const REGULAR: FontName = 'Helvetica';
const BOLD: FontName = 'Helvetica-Bold';
const ITALIC: FontName = 'Helvetica-Oblique';

// A4 portrait, in points.
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN_X = 48;
const MARGIN_TOP = 66;
const MARGIN_BOTTOM = 66;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const CONTENT_BOTTOM = PAGE_HEIGHT - MARGIN_BOTTOM;
const PAGE_CONTENT_HEIGHT = CONTENT_BOTTOM - MARGIN_TOP;

const INK = '#1f2937';
const BODY = '#374151';
const MUTED = '#6b7280';
const RULE = '#e5e7eb';
const ZEBRA = '#f9fafb';
const DARK_ON_BAND = '#111827';

const DEFAULT_PRIMARY = '#10b981';
const DEFAULT_SECONDARY = '#059669';

// ---------------------------------------------------------------------------------------------------------
// Text: WinAnsi only

/** Unicode code points (beyond Latin-1) that the standard PDF fonts can draw through WinAnsiEncoding. */
const WIN_ANSI_EXTRA = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a,
  0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

/** Readable stand-ins for common characters WinAnsi lacks; anything else becomes '?'. */
const STAND_INS: Record<string, string> = {
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
  '≈': '~',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '―': '—',
  '→': '->',
  '←': '<-',
  '⅓': '1/3',
  '⅔': '2/3',
  '⅛': '1/8',
  '′': "'",
  '″': '"',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u202f': ' ',
  '\u2028': '\n',
  '\u2029': '\n',
};

/** Latin letters without a WinAnsi form or a Unicode decomposition, written the way they are spelt without the stroke. */
const LATIN_BASES: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't', ĸ: 'k', Ŋ: 'N', ŋ: 'n', ſ: 's' };

function isWinAnsi(code: number): boolean {
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code);
}

/** Code points that draw nothing and are dropped: joiners, variation selectors, skin tones, BOM, soft hyphen. */
function isInvisible(code: number): boolean {
  return (
    (code >= 0x200b && code <= 0x200f) ||
    code === 0x2060 ||
    code === 0xfeff ||
    code === 0xad ||
    (code >= 0xfe00 && code <= 0xfe0f) ||
    (code >= 0x1f3fb && code <= 0x1f3ff) ||
    (code >= 0xe0020 && code <= 0xe007f) ||
    (code >= 0x0300 && code <= 0x036f)
  );
}

/**
 * User text made drawable with Helvetica: composed (NFC) so 'é' stays 'é', WinAnsi characters kept
 * (accented Latin letters, ½ ¼ ¾, curly quotes, dashes, €), tabs as spaces, line breaks as '\n', control
 * characters dropped, other Latin letters without their accent ('ł' → 'l', 'ș' → 's'), a few symbols spelt out
 * ('≥' → '>='), and anything else (emoji, CJK) as '?'. Never throws.
 */
export function toWinAnsi(value: string | null | undefined): string {
  if (!value) return '';
  let out = '';
  for (const char of value.normalize('NFC').replace(/\r\n?/g, '\n')) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n') out += '\n';
    else if (char === '\t') out += ' ';
    else if (isWinAnsi(code)) out += char;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else if (STAND_INS[char] !== undefined) out += STAND_INS[char];
    else if (isInvisible(code)) continue;
    else if (LATIN_BASES[char] !== undefined) out += LATIN_BASES[char];
    else {
      // 'ş' → 's', 'ő' → 'o', 'ﬁ' → 'fi', full-width letters → ASCII; CJK, emoji and symbols → '?'
      const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += base && [...base].every((part) => isWinAnsi(part.codePointAt(0) ?? 0)) ? base : '?';
    }
  }
  return out;
}

/** One line of text: line breaks and runs of spaces collapsed. */
function oneLine(value: string | null | undefined): string {
  return toWinAnsi(value).replace(/\s+/g, ' ').trim();
}

// ---------------------------------------------------------------------------------------------------------
// Formatting

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-01-05' → 'Mon 5 Jan 2026', read as a calendar date (no time zone involved); anything else as given. */
export function formatPlanDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return oneLine(value);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(date.getTime()) || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return oneLine(value);
  return `${WEEKDAYS[date.getUTCDay()]} ${day} ${MONTHS[month - 1]} ${year}`;
}

/** 1850 → '1,850'; 32.5 → '32.5' (the value is expected to be rounded already). */
function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const negative = value < 0;
  const [whole, decimals] = Math.abs(value).toString().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}

function formatNutrient(key: NutrientKey, value: number): string {
  return formatNumber(roundForDisplay(key, value));
}

const FRACTIONS: [number, string][] = [
  [0.25, '¼'],
  [0.5, '½'],
  [0.75, '¾'],
];

/** Kitchen amounts: 0.5 → '½', 1.25 → '1¼', 2 → '2', 0.333 → '0.33' (at most two decimals, trailing zeros trimmed). */
export function formatAmount(value: number): string {
  if (!Number.isFinite(value)) return '';
  if (value > 0) {
    const whole = Math.floor(value);
    const fraction = value - whole;
    if (Math.abs(fraction) < 1e-9) return String(whole);
    for (const [part, glyph] of FRACTIONS) {
      if (Math.abs(fraction - part) < 1e-9) return whole === 0 ? glyph : `${whole}${glyph}`;
    }
  }
  const fixed = value.toFixed(2).replace(/\.?0+$/, '');
  return fixed === '-0' ? '0' : fixed;
}

function formatMinutes(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  if (total < 60) return `${total} min`;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

function ingredientLine(ingredient: { name: string; amount: number; unit: string }): string {
  // an amount of 0 stands for 'to taste': the name alone
  if (!(ingredient.amount > 0)) return oneLine(ingredient.name);
  const amount = formatAmount(ingredient.amount);
  // 'piece' reads badly in print ('2 piece eggs'): the count alone says it.
  const unit = ingredient.unit === 'piece' ? '' : ingredient.unit === 'cup' && ingredient.amount > 1 ? 'cups' : ingredient.unit;
  return [amount, unit, oneLine(ingredient.name)].filter(Boolean).join(' ');
}

const STATUS_LABELS: Record<string, string> = { active: 'Active', completed: 'Completed', cancelled: 'Cancelled' };

/** 'Heart-healthy week' → 'heart-healthy-week-meal-plan.pdf': lower-case ASCII, digits and dashes, at most 80 characters. */
export function pdfFileName(planName: string): string {
  const slug = (planName ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!slug) return 'meal-plan.pdf';
  const endsWithMealPlan = slug === 'meal-plan' || slug.endsWith('-meal-plan');
  const suffix = endsWithMealPlan ? '.pdf' : '-meal-plan.pdf';
  const base = slug.slice(0, 80 - suffix.length).replace(/-+$/, '');
  return base ? `${base}${suffix}` : 'meal-plan.pdf';
}

// ---------------------------------------------------------------------------------------------------------
// Colours

interface Rgb {
  r: number;
  g: number;
  b: number;
}

function parseHexColor(value: string | null | undefined): Rgb | null {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec((value ?? '').trim());
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return { r: parseInt(hex.slice(0, 2), 16), g: parseInt(hex.slice(2, 4), 16), b: parseInt(hex.slice(4, 6), 16) };
}

function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

function mix(a: Rgb, b: Rgb, amountOfB: number): Rgb {
  return { r: a.r + (b.r - a.r) * amountOfB, g: a.g + (b.g - a.g) * amountOfB, b: a.b + (b.b - a.b) * amountOfB };
}

function luminance({ r, g, b }: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

interface Theme {
  primary: string;
  secondary: string;
  /** the brand colour, darkened until it reads as text on white (4.5:1) */
  ink: string;
  /** the brand colours, darkened until they show as lines and bars on white (3:1 and 2:1) */
  graphic: string;
  secondaryGraphic: string;
  /** text on the header band: white or near-black, whichever contrasts more */
  onBand: string;
  onBandMuted: string;
  /** pale brand tints for table headers and cards */
  tint: string;
  tintStrong: string;
}

function makeTheme(primaryValue: string, secondaryValue: string): Theme {
  const primary = parseHexColor(primaryValue) ?? parseHexColor(DEFAULT_PRIMARY)!;
  const secondary = parseHexColor(secondaryValue) ?? parseHexColor(DEFAULT_SECONDARY)!;
  const darkenUntil = (color: Rgb, ratio: number) => {
    let result = color;
    for (let step = 1; step <= 20 && contrast(result, WHITE) < ratio; step++) result = mix(color, BLACK, step * 0.05);
    return result;
  };
  const dark = parseHexColor(DARK_ON_BAND)!;
  const onBand = contrast(WHITE, primary) >= contrast(dark, primary) ? WHITE : dark;
  return {
    primary: toHex(primary),
    secondary: toHex(secondary),
    ink: toHex(darkenUntil(primary, 4.5)),
    graphic: toHex(darkenUntil(primary, 3)),
    secondaryGraphic: toHex(darkenUntil(secondary, 2)),
    onBand: toHex(onBand),
    onBandMuted: toHex(mix(onBand, primary, 0.18)),
    tint: toHex(mix(primary, WHITE, 0.9)),
    tintStrong: toHex(mix(primary, WHITE, 0.8)),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Logo: only inline PNG or JPEG data URLs, checked before pdfkit sees them (pdfkit decodes some PNGs in an
// asynchronous callback that would crash the process on corrupt data).

const MAX_LOGO_BYTES = 4 * 1024 * 1024;
const MAX_LOGO_PIXELS = 16_000_000;

function pngLooksSound(data: Buffer): boolean {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length < 33 || signature.some((byte, index) => data[index] !== byte)) return false;
  let pos = 8;
  let header: { width: number; height: number; bits: number; colorType: number; interlace: number } | null = null;
  let hasPalette = false;
  let ended = false;
  const idat: Buffer[] = [];
  while (pos + 12 <= data.length) {
    const length = data.readUInt32BE(pos);
    const type = data.toString('latin1', pos + 4, pos + 8);
    const start = pos + 8;
    if (length > 0x7fffffff || start + length + 4 > data.length) return false;
    if (!header && type !== 'IHDR') return false;
    if (type === 'IHDR') {
      if (length !== 13 || header) return false;
      header = {
        width: data.readUInt32BE(start),
        height: data.readUInt32BE(start + 4),
        bits: data[start + 8],
        colorType: data[start + 9],
        interlace: data[start + 12],
      };
      if (data[start + 10] !== 0 || data[start + 11] !== 0) return false;
    } else if (type === 'PLTE') hasPalette = length > 0 && length % 3 === 0;
    else if (type === 'IDAT') idat.push(data.subarray(start, start + length));
    else if (type === 'IEND') {
      ended = true;
      break;
    }
    pos = start + length + 4;
  }
  if (!header || !ended || idat.length === 0) return false;
  const { width, height, bits, colorType, interlace } = header;
  const allowedBits: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
  const channels: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
  if (!allowedBits[colorType]?.includes(bits) || (interlace !== 0 && interlace !== 1)) return false;
  if (width < 1 || height < 1 || width * height > MAX_LOGO_PIXELS) return false;
  if (colorType === 3 && !hasPalette) return false;
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(idat));
  } catch {
    return false;
  }
  // Every scanline starts with a filter byte 0–4; pdfkit throws asynchronously on anything else.
  const bitsPerPixel = bits * channels[colorType];
  const rowBytes = (w: number) => Math.ceil((w * bitsPerPixel) / 8);
  const passes = interlace
    ? [
        [0, 0, 8, 8],
        [4, 0, 8, 8],
        [0, 4, 4, 8],
        [2, 0, 4, 4],
        [0, 2, 2, 4],
        [1, 0, 2, 2],
        [0, 1, 1, 2],
      ]
    : [[0, 0, 1, 1]];
  let offset = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const w = Math.ceil((width - x0) / dx);
    const h = Math.ceil((height - y0) / dy);
    if (w <= 0 || h <= 0) continue;
    for (let row = 0; row < h; row++) {
      if (offset >= pixels.length || pixels[offset] > 4) return false;
      offset += 1 + rowBytes(w);
    }
  }
  return offset <= pixels.length;
}

const JPEG_FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** A JPEG whose frame header (size, 1/3/4 colour channels) can be found the way pdfkit looks for it. */
function jpegLooksSound(data: Buffer): boolean {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return false;
  let pos = 2;
  while (pos + 4 <= data.length) {
    if (data[pos] !== 0xff) return false;
    const marker = data[pos + 1];
    if (marker === 0xff) {
      pos += 1;
      continue;
    }
    if (JPEG_FRAME_MARKERS.has(marker)) {
      if (pos + 10 > data.length) return false;
      const bits = data[pos + 4];
      const height = data.readUInt16BE(pos + 5);
      const width = data.readUInt16BE(pos + 7);
      const channels = data[pos + 9];
      return bits === 8 && width > 0 && height > 0 && width * height <= MAX_LOGO_PIXELS && [1, 3, 4].includes(channels);
    }
    const length = data.readUInt16BE(pos + 2);
    if (length < 2) return false;
    pos += 2 + length;
  }
  return false;
}

/** The logo's bytes when it is an inline PNG/JPEG data URL that decodes cleanly; otherwise null (never fetched). */
function decodeLogo(url: string | null): Buffer | null {
  if (!url) return null;
  const match = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/i.exec(url.trim());
  if (!match || match[2].length > (MAX_LOGO_BYTES * 4) / 3 + 16) return null;
  const data = Buffer.from(match[2].replace(/\s+/g, ''), 'base64');
  const isPng = match[1].toLowerCase() === 'png';
  if (isPng ? !pngLooksSound(data) : !jpegLooksSound(data)) return null;
  return data;
}

// ---------------------------------------------------------------------------------------------------------
// Measuring and wrapping

interface Run {
  text: string;
  font: FontName;
  color: string;
}
type Line = Run[];

interface Token {
  word: string;
  font: FontName;
  color: string;
}

/** Text widths depend only on font, size and text, so they are shared across renders (bounded). */
const widthCache = new Map<string, number>();
const WIDTH_CACHE_LIMIT = 50_000;

class Pen {
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
        for (const word of part.split(' ')) if (word) paragraphs[paragraphs.length - 1].push({ word, font: run.font, color: run.color });
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
          for (let cut = 2; cut < word.length && this.width(word.slice(0, cut), token.font, size) <= width; cut++) fits = cut;
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

  drawLine(line: Line, x: number, y: number, size: number, align: 'left' | 'right' | 'center' = 'left', width = 0): void {
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

  drawLines(lines: Line[], x: number, y: number, size: number, leading: number, align: 'left' | 'right' | 'center' = 'left', width = 0): void {
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
  paragraph(text: string, options: { font?: FontName; size?: number; color?: string; x?: number; width?: number; leading?: number } = {}): void {
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

const leadingFor = (size: number) => size * 1.32;

// ---------------------------------------------------------------------------------------------------------
// Page 1: branded header band

function drawHeaderBand(pen: Pen, input: MealPlanPdfInput, logo: Buffer | null): void {
  const { doc, theme } = pen;
  const practice = input.practice;
  const name = oneLine(practice.businessName) || oneLine(practice.practitionerName) || 'Your practitioner';
  const tagline = oneLine(practice.tagline);
  const contacts = [practice.contactEmail, practice.contactPhone, practice.website].map(oneLine).filter(Boolean);

  const padY = 24;
  const tile = 64;
  const contactSize = 9;
  const contactLeading = 13.5;
  const contactWidth = contacts.length
    ? Math.min(190, Math.max(...contacts.map((line) => pen.width(line, REGULAR, contactSize))))
    : 0;
  const nameX = MARGIN_X + (logo ? tile + 18 : 0);
  const nameWidth = PAGE_WIDTH - MARGIN_X - nameX - (contactWidth ? contactWidth + 28 : 0);

  const nameSize = 20;
  const nameLines = clampLines(pen, pen.wrap(name, BOLD, nameSize, nameWidth, theme.onBand), 2, nameSize, nameWidth);
  const taglineSize = 10.5;
  const taglineLines = tagline ? clampLines(pen, pen.wrap(tagline, REGULAR, taglineSize, nameWidth, theme.onBandMuted), 2, taglineSize, nameWidth) : [];
  const nameHeight = nameLines.length * nameSize * 1.15 + (taglineLines.length ? 5 + taglineLines.length * leadingFor(taglineSize) : 0);
  const contactHeight = contacts.length * contactLeading;
  const inner = Math.max(logo ? tile : 0, nameHeight, contactHeight, 48);
  const bandHeight = inner + padY * 2;

  doc.rect(0, 0, PAGE_WIDTH, bandHeight).fill(theme.primary);
  doc.rect(0, bandHeight, PAGE_WIDTH, 4).fill(theme.secondary);

  if (logo) {
    const tileY = padY + (inner - tile) / 2;
    doc.roundedRect(MARGIN_X, tileY, tile, tile, 8).fill('#ffffff');
    try {
      doc.image(logo, MARGIN_X + 5, tileY + 5, { fit: [tile - 10, tile - 10], align: 'center', valign: 'center' });
    } catch {
      // a logo pdfkit cannot read is left out; the tile stays as a neutral mark
    }
  }

  let y = padY + (inner - nameHeight) / 2;
  nameLines.forEach((line) => {
    pen.drawLine(line, nameX, y, nameSize);
    y += nameSize * 1.15;
  });
  if (taglineLines.length) {
    y += 5;
    pen.drawLines(taglineLines, nameX, y, taglineSize, leadingFor(taglineSize));
  }

  if (contacts.length) {
    const x = PAGE_WIDTH - MARGIN_X - contactWidth;
    let contactY = padY + (inner - contactHeight) / 2 + 1;
    for (const contact of contacts) {
      const text = pen.fit(contact, REGULAR, contactSize, contactWidth);
      pen.text(text, x + contactWidth - pen.width(text, REGULAR, contactSize), contactY, REGULAR, contactSize, theme.onBand);
      contactY += contactLeading;
    }
  }

  pen.y = bandHeight + 4 + 30;
}

function clampLines(pen: Pen, lines: Line[], max: number, size: number, width: number): Line[] {
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  const last = kept[max - 1];
  const run = last[last.length - 1];
  const text = `${last.map((r) => r.text).join('')} …`;
  kept[max - 1] = [{ ...run, text: pen.fit(text, run.font, size, width) }];
  return kept;
}

// ---------------------------------------------------------------------------------------------------------
// Overview

interface Target {
  key: 'calories' | 'protein' | 'carbs' | 'fat';
  label: string;
  unit: string;
  value: number;
}

function targetsOf(plan: MealPlanPdfInput['plan']): Target[] {
  const all: (Target | null)[] = [
    plan.targetCalories !== null ? { key: 'calories', label: 'Calories', unit: 'kcal', value: plan.targetCalories } : null,
    plan.targetProtein !== null ? { key: 'protein', label: 'Protein', unit: 'g', value: plan.targetProtein } : null,
    plan.targetCarbs !== null ? { key: 'carbs', label: 'Carbohydrates', unit: 'g', value: plan.targetCarbs } : null,
    plan.targetFat !== null ? { key: 'fat', label: 'Fat', unit: 'g', value: plan.targetFat } : null,
  ];
  return all.filter((target): target is Target => target !== null && Number.isFinite(target.value));
}

function sectionLabel(pen: Pen, text: string): void {
  pen.text(text.toUpperCase(), MARGIN_X, pen.y, BOLD, 8, pen.theme.ink, 0.8);
  pen.y += 14;
}

function subheading(pen: Pen, text: string, size = 11.5): void {
  pen.text(text, MARGIN_X, pen.y, BOLD, size, INK);
  pen.y += size * 1.5;
}

function drawOverview(pen: Pen, input: MealPlanPdfInput, targets: Target[]): void {
  const { doc, theme } = pen;
  const plan = input.plan;

  sectionLabel(pen, 'Meal plan');
  const titleSize = 22;
  const titleLines = pen.wrap(oneLine(plan.name) || 'Meal plan', BOLD, titleSize, CONTENT_WIDTH, INK);
  pen.drawLines(titleLines, MARGIN_X, pen.y, titleSize, titleSize * 1.18);
  pen.y += titleLines.length * titleSize * 1.18 + 12;

  // Facts: who, when, status, prepared on.
  const facts: { label: string; value: string; weight: number }[] = [];
  const client = oneLine(plan.clientName);
  if (client) facts.push({ label: 'Prepared for', value: client, weight: 1.1 });
  const start = formatPlanDate(plan.startDate);
  const end = formatPlanDate(plan.endDate);
  facts.push({ label: 'Plan dates', value: start === end ? start : `${start} – ${end}`, weight: 1.75 });
  facts.push({ label: 'Status', value: STATUS_LABELS[plan.status] ?? oneLine(plan.status), weight: 0.65 });
  if (input.generatedOn) facts.push({ label: 'Prepared on', value: formatPlanDate(input.generatedOn), weight: 0.9 });

  const boxPadX = 14;
  const boxPadY = 11;
  const gap = 16;
  const totalWeight = facts.reduce((sum, fact) => sum + fact.weight, 0);
  const usable = CONTENT_WIDTH - boxPadX * 2 - gap * (facts.length - 1);
  const valueSize = 10;
  const laidOut = facts.map((fact) => {
    const width = (usable * fact.weight) / totalWeight;
    return { ...fact, width, lines: pen.wrap(fact.value, BOLD, valueSize, width, INK) };
  });
  const factHeight = 12 + Math.max(...laidOut.map((fact) => fact.lines.length)) * leadingFor(valueSize);
  const boxHeight = factHeight + boxPadY * 2;
  pen.ensure(boxHeight);
  doc.roundedRect(MARGIN_X, pen.y, CONTENT_WIDTH, boxHeight, 6).fill(ZEBRA);
  doc.roundedRect(MARGIN_X, pen.y, CONTENT_WIDTH, boxHeight, 6).lineWidth(0.6).stroke(RULE);
  let x = MARGIN_X + boxPadX;
  for (const fact of laidOut) {
    pen.text(fact.label.toUpperCase(), x, pen.y + boxPadY, BOLD, 7, MUTED, 0.6);
    pen.drawLines(fact.lines, x, pen.y + boxPadY + 12, valueSize, leadingFor(valueSize));
    x += fact.width + gap;
  }
  pen.y += boxHeight + 18;

  const description = toWinAnsi(plan.description).trim();
  if (description) {
    pen.paragraph(description, { size: 10.5, color: BODY, leading: 15 });
    pen.y += 12;
  }

  if (targets.length) {
    const cardHeight = 50;
    pen.ensure(11.5 * 1.5 + cardHeight);
    subheading(pen, 'Daily targets');
    const cardGap = 10;
    const cardWidth = (CONTENT_WIDTH - cardGap * 3) / 4;
    targets.forEach((target, index) => {
      const cardX = MARGIN_X + index * (cardWidth + cardGap);
      doc.roundedRect(cardX, pen.y, cardWidth, cardHeight, 6).fill(theme.tint);
      doc.rect(cardX, pen.y + 8, 3, cardHeight - 16).fill(theme.graphic);
      const value = formatNumber(target.value);
      pen.text(value, cardX + 14, pen.y + 9, BOLD, 16, INK);
      pen.text(target.unit, cardX + 14 + pen.width(value, BOLD, 16) + 3, pen.y + 14, REGULAR, 9.5, BODY);
      pen.text(target.label, cardX + 14, pen.y + 31, REGULAR, 8.5, MUTED);
    });
    pen.y += cardHeight + 20;
  }

  const notes = toWinAnsi(plan.notes).trim();
  if (notes) {
    pen.ensure(11.5 * 1.5 + 2 * 15);
    subheading(pen, 'Notes');
    pen.paragraph(notes, { size: 10, color: BODY, leading: 14.5 });
    pen.y += 14;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Days

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
}

const NUTRIENT_COLUMNS: { key: NutrientKey; header: string }[] = [
  { key: 'calories', header: 'kcal' },
  { key: 'protein', header: 'Protein (g)' },
  { key: 'carbs', header: 'Carbs (g)' },
  { key: 'fat', header: 'Fat (g)' },
];

const DAY_COLUMNS: Column[] = (() => {
  const fixed: Column[] = [
    { header: 'Meal', width: 62, align: 'left' },
    { header: 'Recipe', width: 0, align: 'left' },
    { header: 'Servings', width: 52, align: 'right' },
    { header: 'kcal', width: 50, align: 'right' },
    { header: 'Protein (g)', width: 58, align: 'right' },
    { header: 'Carbs (g)', width: 54, align: 'right' },
    { header: 'Fat (g)', width: 46, align: 'right' },
  ];
  fixed[1].width = CONTENT_WIDTH - fixed.reduce((sum, column) => sum + column.width, 0);
  return fixed;
})();

const CELL_PAD_X = 6;
const CELL_PAD_Y = 5.5;
const TABLE_SIZE = 9.5;
const TABLE_LEADING = 12.5;
const HEADER_SIZE = 8;

interface TableRow {
  cells: Line[][];
  kind: 'meal' | 'total';
  height: number;
}

function mealRows(pen: Pen, day: ResolvedDay): TableRow[] {
  const entries: [string, ResolvedMeal][] = [];
  if (day.meals.breakfast) entries.push(['Breakfast', day.meals.breakfast]);
  if (day.meals.lunch) entries.push(['Lunch', day.meals.lunch]);
  if (day.meals.dinner) entries.push(['Dinner', day.meals.dinner]);
  const snacks = day.meals.snacks ?? [];
  snacks.forEach((snack, index) => entries.push([snacks.length > 1 ? `Snack ${index + 1}` : 'Snack', snack]));
  return entries.map(([label, meal]) => {
    const recipe = meal.recipeName === null ? null : oneLine(meal.recipeName) || 'Untitled recipe';
    const texts: Run[][] = [
      [{ text: label, font: BOLD, color: INK }],
      [recipe === null ? { text: 'Recipe removed', font: ITALIC, color: MUTED } : { text: recipe, font: REGULAR, color: INK }],
      [{ text: formatAmount(meal.servings), font: REGULAR, color: BODY }],
      ...NUTRIENT_COLUMNS.map(({ key }) => [
        { text: meal.nutrition ? formatNutrient(key, meal.nutrition[key]) : '—', font: REGULAR, color: meal.nutrition ? BODY : MUTED },
      ]),
    ];
    return makeRow(pen, texts, 'meal');
  });
}

function makeRow(pen: Pen, texts: Run[][], kind: TableRow['kind']): TableRow {
  const cells = texts.map((runs, index) => pen.wrapRuns(runs, TABLE_SIZE, DAY_COLUMNS[index].width - CELL_PAD_X * 2));
  const lines = Math.max(...cells.map((cell) => cell.length), 1);
  return { cells, kind, height: lines * TABLE_LEADING + CELL_PAD_Y * 2 - (TABLE_LEADING - TABLE_SIZE) + 1 };
}

function totalRow(pen: Pen, day: ResolvedDay): TableRow {
  return makeRow(
    pen,
    [
      [{ text: 'Daily total', font: BOLD, color: INK }],
      [],
      [],
      ...NUTRIENT_COLUMNS.map(({ key }) => [{ text: formatNutrient(key, day.totals[key]), font: BOLD, color: INK }]),
    ],
    'total',
  );
}

function tableHeaderHeight(): number {
  return HEADER_SIZE + CELL_PAD_Y * 2 + 1;
}

function drawTableHeader(pen: Pen): void {
  const { doc, theme } = pen;
  const height = tableHeaderHeight();
  doc.rect(MARGIN_X, pen.y, CONTENT_WIDTH, height).fill(theme.tint);
  let x = MARGIN_X;
  for (const column of DAY_COLUMNS) {
    const text = column.header;
    const textX = column.align === 'right' ? x + column.width - CELL_PAD_X - pen.width(text, BOLD, HEADER_SIZE) : x + CELL_PAD_X;
    pen.text(text, textX, pen.y + CELL_PAD_Y + 0.5, BOLD, HEADER_SIZE, theme.ink);
    x += column.width;
  }
  pen.y += height;
}

function drawTableRow(pen: Pen, row: TableRow, zebra: boolean): void {
  const { doc, theme } = pen;
  if (row.kind === 'total') {
    doc.rect(MARGIN_X, pen.y, CONTENT_WIDTH, row.height).fill(theme.tint);
    doc.moveTo(MARGIN_X, pen.y).lineTo(MARGIN_X + CONTENT_WIDTH, pen.y).lineWidth(1).stroke(theme.graphic);
  } else if (zebra) {
    doc.rect(MARGIN_X, pen.y, CONTENT_WIDTH, row.height).fill(ZEBRA);
  }
  let x = MARGIN_X;
  row.cells.forEach((lines, index) => {
    const column = DAY_COLUMNS[index];
    pen.drawLines(lines, x + CELL_PAD_X, pen.y + CELL_PAD_Y + 0.5, TABLE_SIZE, TABLE_LEADING, column.align, column.width - CELL_PAD_X * 2);
    x += column.width;
  });
  if (row.kind === 'meal') {
    doc
      .moveTo(MARGIN_X, pen.y + row.height)
      .lineTo(MARGIN_X + CONTENT_WIDTH, pen.y + row.height)
      .lineWidth(0.5)
      .stroke(RULE);
  }
  pen.y += row.height;
}

interface Progress {
  label: string;
  value: string;
  ratio: number | null;
}

function progressOf(day: ResolvedDay, targets: Target[]): Progress[] {
  return targets.map((target) => {
    const total = roundForDisplay(target.key, day.totals[target.key]);
    const percent = target.value > 0 ? Math.round((day.totals[target.key] / target.value) * 100) : null;
    const value = `${formatNumber(total)} / ${formatNumber(target.value)} ${target.unit}${percent !== null ? ` (${percent}%)` : ''}`;
    return { label: target.label, value, ratio: target.value > 0 ? day.totals[target.key] / target.value : null };
  });
}

const PROGRESS_HEIGHT = 38;

function drawProgress(pen: Pen, items: Progress[]): void {
  const { doc, theme } = pen;
  const gap = 14;
  const width = (CONTENT_WIDTH - gap * 3) / 4;
  const top = pen.y + 10;
  items.forEach((item, index) => {
    const x = MARGIN_X + index * (width + gap);
    pen.text(`${item.label} vs target`.toUpperCase(), x, top, BOLD, 6.5, MUTED, 0.4);
    let size = 9;
    while (size > 7 && pen.width(item.value, REGULAR, size) > width) size -= 0.5;
    pen.text(pen.fit(item.value, REGULAR, size, width), x, top + 10, REGULAR, size, INK);
    const barY = top + 23;
    doc.roundedRect(x, barY, width, 3.5, 1.75).fill(RULE);
    if (item.ratio !== null && item.ratio > 0) {
      const over = item.ratio > 1.1;
      doc.roundedRect(x, barY, Math.max(3.5, width * Math.min(1, item.ratio)), 3.5, 1.75).fill(over ? '#d97706' : theme.graphic);
    }
  });
  pen.y += PROGRESS_HEIGHT;
}

const DAY_HEADING_SIZE = 13;
const DAY_HEADING_HEIGHT = 24;
const EMPTY_DAY_HEIGHT = 34;
const DAY_GAP = 24;

function dayHeight(rows: TableRow[], total: TableRow | null, hasProgress: boolean): number {
  if (rows.length === 0) return DAY_HEADING_HEIGHT + EMPTY_DAY_HEIGHT;
  return DAY_HEADING_HEIGHT + tableHeaderHeight() + rows.reduce((sum, row) => sum + row.height, 0) + (total?.height ?? 0) + (hasProgress ? PROGRESS_HEIGHT : 0);
}

function drawDayHeading(pen: Pen, day: ResolvedDay, continued = false): void {
  const date = formatPlanDate(day.date);
  const line: Line = [
    { text: `Day ${day.dayNumber}`, font: BOLD, color: pen.theme.ink },
    { text: `  ·  ${date}${continued ? ' (continued)' : ''}`, font: REGULAR, color: BODY },
  ];
  pen.drawLine(line, MARGIN_X, pen.y, DAY_HEADING_SIZE);
  pen.y += DAY_HEADING_HEIGHT;
}

function drawDay(pen: Pen, day: ResolvedDay, targets: Target[]): void {
  const rows = mealRows(pen, day);
  const total = rows.length ? totalRow(pen, day) : null;
  const progress = rows.length && targets.length ? progressOf(day, targets) : [];
  const height = dayHeight(rows, total, progress.length > 0);
  pen.keepTogether(height, DAY_HEADING_HEIGHT + tableHeaderHeight() + (rows[0]?.height ?? EMPTY_DAY_HEIGHT));
  drawDayHeading(pen, day);

  if (rows.length === 0) {
    pen.doc.roundedRect(MARGIN_X, pen.y, CONTENT_WIDTH, EMPTY_DAY_HEIGHT - 8, 5).fill(ZEBRA);
    pen.text('No meals planned', MARGIN_X + 12, pen.y + 8.5, ITALIC, 9.5, MUTED);
    pen.y += EMPTY_DAY_HEIGHT;
    return;
  }

  drawTableHeader(pen);
  rows.forEach((row, index) => {
    if (row.height > pen.room) {
      // only for a day longer than a page: continue on the next one, with the heading and header again
      pen.newPage();
      drawDayHeading(pen, day, true);
      drawTableHeader(pen);
    }
    drawTableRow(pen, row, index % 2 === 1);
  });
  pen.ensure(total!.height + (progress.length ? PROGRESS_HEIGHT : 0));
  drawTableRow(pen, total!, false);
  if (progress.length) drawProgress(pen, progress);
}

function sectionHeading(pen: Pen, title: string, intro?: string): void {
  pen.text(title, MARGIN_X, pen.y, BOLD, 17, INK);
  pen.y += 24;
  pen.doc.rect(MARGIN_X, pen.y, 36, 2.5).fill(pen.theme.secondaryGraphic);
  pen.y += 12;
  if (intro) {
    pen.text(intro, MARGIN_X, pen.y, REGULAR, 9.5, MUTED);
    pen.y += 20;
  } else pen.y += 4;
}

const SECTION_HEADING_HEIGHT = 40;

function drawDays(pen: Pen, days: ResolvedDay[], targets: Target[]): void {
  if (days.length === 0) {
    pen.ensure(SECTION_HEADING_HEIGHT + EMPTY_DAY_HEIGHT);
    sectionHeading(pen, 'Daily plan');
    pen.text('No days planned yet.', MARGIN_X, pen.y, ITALIC, 10, MUTED);
    pen.y += 24;
    return;
  }
  // The heading moves with the first day rather than sitting alone at the bottom of a page.
  const first = days[0];
  const firstRows = mealRows(pen, first);
  const firstHeight = dayHeight(firstRows, firstRows.length ? totalRow(pen, first) : null, firstRows.length > 0 && targets.length > 0);
  pen.keepTogether(SECTION_HEADING_HEIGHT + Math.min(firstHeight, PAGE_CONTENT_HEIGHT - SECTION_HEADING_HEIGHT));
  sectionHeading(pen, 'Daily plan');
  days.forEach((day, index) => {
    if (index > 0) pen.y += DAY_GAP;
    drawDay(pen, day, targets);
  });
}

// ---------------------------------------------------------------------------------------------------------
// Two-column lists (ingredients, shopping items), filled column by column on each page

interface ListItem {
  runs: Run[];
}

interface ListStyle {
  marker: 'bullet' | 'check';
  size: number;
  leading: number;
  itemGap: number;
  columns: 1 | 2;
  x: number;
  width: number;
}

const COLUMN_GAP = 22;
const MARKER_WIDTH = 14;

function layoutList(pen: Pen, items: ListItem[], style: ListStyle): { lines: Line[]; height: number }[] {
  const columnWidth = style.columns === 2 ? (style.width - COLUMN_GAP) / 2 : style.width;
  return items.map((item) => {
    const lines = pen.wrapRuns(item.runs, style.size, columnWidth - MARKER_WIDTH);
    return { lines, height: lines.length * style.leading + style.itemGap };
  });
}

/** Height of a list laid out in two balanced columns (column-major). */
function columnsHeight(heights: number[], columns: 1 | 2): number {
  if (columns === 1) return heights.reduce((sum, h) => sum + h, 0);
  const split = Math.ceil(heights.length / 2);
  const left = heights.slice(0, split).reduce((sum, h) => sum + h, 0);
  const right = heights.slice(split).reduce((sum, h) => sum + h, 0);
  return Math.max(left, right);
}

function listHeight(pen: Pen, items: ListItem[], style: ListStyle): number {
  return columnsHeight(
    layoutList(pen, items, style).map((item) => item.height),
    style.columns,
  );
}

/** `continued` draws a heading again at the top of each further page the list runs onto. */
function drawList(pen: Pen, items: ListItem[], style: ListStyle, continued?: () => void): void {
  const { doc, theme } = pen;
  const laidOut = layoutList(pen, items, style);
  const columnWidth = style.columns === 2 ? (style.width - COLUMN_GAP) / 2 : style.width;
  const prefix = [0];
  for (const item of laidOut) prefix.push(prefix[prefix.length - 1] + item.height);
  const chunkHeight = (from: number, count: number) => {
    if (style.columns === 1) return prefix[from + count] - prefix[from];
    const split = from + Math.ceil(count / 2);
    return Math.max(prefix[split] - prefix[from], prefix[from + count] - prefix[split]);
  };
  let next = 0;
  while (next < laidOut.length) {
    // Take as many items as fit on this page, then split them into balanced columns.
    let count = 0;
    for (let k = 1; k <= laidOut.length - next; k++) {
      if (chunkHeight(next, k) <= pen.room + style.itemGap) count = k;
      else break;
    }
    if (count === 0) {
      if (pen.y > MARGIN_TOP + 0.5) {
        pen.newPage();
        continued?.();
        continue;
      }
      count = 1; // an item taller than a page: draw it anyway (cannot happen with real data)
    }
    const chunk = laidOut.slice(next, next + count);
    const split = style.columns === 2 ? Math.ceil(chunk.length / 2) : chunk.length;
    const columns = [chunk.slice(0, split), chunk.slice(split)];
    columns.forEach((column, columnIndex) => {
      let y = pen.y;
      const x = style.x + columnIndex * (columnWidth + COLUMN_GAP);
      for (const item of column) {
        if (style.marker === 'check') {
          // centred on the capital letters: Helvetica's cap height is 0.718 of the size, from the line top
          doc.rect(x + 0.5, y + style.size * 0.36 - 4, 8, 8).lineWidth(0.8).stroke('#9ca3af');
        } else {
          doc.circle(x + 3, y + style.size * 0.45, 1.7).fill(theme.graphic);
        }
        pen.drawLines(item.lines, x + MARKER_WIDTH, y, style.size, style.leading);
        y += item.height;
      }
    });
    pen.y += chunkHeight(next, count) - style.itemGap;
    next += count;
    // the chunk filled this page: the rest continues at the top of the next one, never squeezed in below
    if (next < laidOut.length) {
      pen.newPage();
      continued?.();
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Recipes

type Recipe = MealPlanPdfInput['recipes'][number];

/** Lines of the method: numbered steps when written one per line (existing numbers are dropped), else one paragraph. */
function stepsOf(instructions: string): string[] {
  const lines = toWinAnsi(instructions)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length <= 1) return lines;
  return lines.map((line) => line.replace(/^(?:step\s*)?\d{1,2}\s*[.):-]\s*/i, '').trim() || line);
}

const RECIPE_TITLE_SIZE = 14;
const RECIPE_META_HEIGHT = 19;
const RECIPE_SUBHEADING_HEIGHT = 16;
const STEP_SIZE = 9.5;
const STEP_LEADING = 13;
const STEP_GAP = 3.5;
const STEP_INDENT = 20;
const RECIPE_RULE_SPACE = 32;

function ingredientStyle(count: number): ListStyle {
  return { marker: 'bullet', size: 9.5, leading: 12.5, itemGap: 3, columns: count > 4 ? 2 : 1, x: MARGIN_X, width: CONTENT_WIDTH };
}

function recipeMeta(recipe: Recipe): string {
  const parts = [`Serves ${formatAmount(recipe.servings)}`];
  if (recipe.prepTime !== null && recipe.prepTime > 0) parts.push(`Prep ${formatMinutes(recipe.prepTime)}`);
  if (recipe.cookTime !== null && recipe.cookTime > 0) parts.push(`Cook ${formatMinutes(recipe.cookTime)}`);
  if (recipe.prepTime && recipe.cookTime) parts.push(`Total ${formatMinutes(recipe.prepTime + recipe.cookTime)}`);
  return parts.join('  ·  ');
}

interface RecipeLayout {
  titleLines: Line[];
  titleHeight: number;
  ingredients: ListItem[];
  style: ListStyle;
  stepLines: Line[][];
  numbered: boolean;
  /** the whole recipe */
  height: number;
  /** title, meta and the start of the first list: never left alone at the bottom of a page */
  minimum: number;
}

function layoutRecipe(pen: Pen, recipe: Recipe): RecipeLayout {
  const titleLines = pen.wrap(oneLine(recipe.name) || 'Untitled recipe', BOLD, RECIPE_TITLE_SIZE, CONTENT_WIDTH, INK);
  const titleHeight = titleLines.length * RECIPE_TITLE_SIZE * 1.2 + 2;
  const ingredients: ListItem[] = recipe.ingredients.map((ingredient) => ({ runs: [{ text: ingredientLine(ingredient), font: REGULAR, color: BODY }] }));
  const style = ingredientStyle(ingredients.length);
  const ingredientsHeight = ingredients.length ? RECIPE_SUBHEADING_HEIGHT + listHeight(pen, ingredients, style) - style.itemGap + 12 : 0;
  const steps = stepsOf(recipe.instructions);
  const numbered = steps.length > 1;
  const stepLines = steps.map((step) => pen.wrap(step, REGULAR, STEP_SIZE, CONTENT_WIDTH - (numbered ? STEP_INDENT : 0), BODY));
  const stepsHeight = steps.length ? RECIPE_SUBHEADING_HEIGHT + stepLines.reduce((sum, lines) => sum + lines.length * STEP_LEADING + STEP_GAP, 0) - STEP_GAP : 0;
  const firstBlock = ingredients.length
    ? RECIPE_SUBHEADING_HEIGHT + Math.min(3, Math.ceil(ingredients.length / style.columns)) * (style.leading + style.itemGap)
    : RECIPE_SUBHEADING_HEIGHT + Math.min(3, stepLines[0]?.length ?? 0) * STEP_LEADING;
  const head = titleHeight + RECIPE_META_HEIGHT;
  return { titleLines, titleHeight, ingredients, style, stepLines, numbered, height: head + ingredientsHeight + stepsHeight, minimum: head + firstBlock };
}

function drawRecipe(pen: Pen, recipe: Recipe, layout: RecipeLayout): void {
  const { theme } = pen;
  const { titleLines, titleHeight, ingredients, style, stepLines, numbered } = layout;
  pen.keepTogether(layout.height, layout.minimum);

  pen.drawLines(titleLines, MARGIN_X, pen.y, RECIPE_TITLE_SIZE, RECIPE_TITLE_SIZE * 1.2);
  pen.y += titleHeight;
  pen.text(recipeMeta(recipe), MARGIN_X, pen.y, REGULAR, 9, MUTED);
  pen.y += RECIPE_META_HEIGHT;

  if (ingredients.length) {
    pen.ensure(RECIPE_SUBHEADING_HEIGHT + style.leading);
    const heading = (continued: boolean) => {
      pen.text(continued ? 'Ingredients (continued)' : 'Ingredients', MARGIN_X, pen.y, BOLD, 10, theme.ink);
      pen.y += RECIPE_SUBHEADING_HEIGHT;
    };
    heading(false);
    drawList(pen, ingredients, style, () => heading(true));
    pen.y += 12;
  }

  if (stepLines.length) {
    pen.ensure(RECIPE_SUBHEADING_HEIGHT + Math.min(2, stepLines[0].length) * STEP_LEADING);
    pen.text('Method', MARGIN_X, pen.y, BOLD, 10, theme.ink);
    pen.y += RECIPE_SUBHEADING_HEIGHT;
    stepLines.forEach((lines, index) => {
      if (index > 0) pen.y += STEP_GAP;
      pen.ensure(Math.min(lines.length, 2) * STEP_LEADING);
      if (numbered) {
        const number = `${index + 1}`;
        pen.text(number, MARGIN_X + 8 - pen.width(number, BOLD, STEP_SIZE) / 2, pen.y, BOLD, STEP_SIZE, theme.ink);
      }
      for (const line of lines) {
        pen.ensure(STEP_LEADING);
        pen.drawLine(line, MARGIN_X + (numbered ? STEP_INDENT : 0), pen.y, STEP_SIZE);
        pen.y += STEP_LEADING;
      }
    });
  }
}

function drawRecipes(pen: Pen, recipes: Recipe[]): void {
  if (recipes.length === 0) return;
  pen.newPage();
  sectionHeading(pen, 'Recipes', 'Ingredient amounts are for the number of servings shown for each recipe.');
  recipes.forEach((recipe, index) => {
    const layout = layoutRecipe(pen, recipe);
    if (index > 0) {
      // A rule between recipes on the same page; a recipe that moves to the next page goes without one.
      const fitsHere = layout.height <= pen.room - RECIPE_RULE_SPACE;
      const startsHere = layout.height > PAGE_CONTENT_HEIGHT && layout.minimum <= pen.room - RECIPE_RULE_SPACE;
      if (fitsHere || startsHere) {
        pen.y += 12;
        pen.doc.moveTo(MARGIN_X, pen.y).lineTo(MARGIN_X + CONTENT_WIDTH, pen.y).lineWidth(0.6).stroke(RULE);
        pen.y += RECIPE_RULE_SPACE - 12;
      } else pen.newPage();
    }
    drawRecipe(pen, recipe, layout);
  });
}

// ---------------------------------------------------------------------------------------------------------
// Shopping list

function drawShoppingList(pen: Pen, list: MealPlanPdfInput['shoppingList']): void {
  const groups = list.filter((group) => group.items.length > 0);
  if (groups.length === 0) return;
  pen.newPage();
  sectionHeading(pen, 'Shopping list', 'Tick items off as you shop.');
  const style: ListStyle = { marker: 'check', size: 9.5, leading: 13, itemGap: 5.5, columns: 2, x: MARGIN_X, width: CONTENT_WIDTH };
  groups.forEach((group, index) => {
    if (index > 0) pen.y += 14;
    const items: ListItem[] = group.items.map((item) => {
      const amount = oneLine(item.amount);
      const runs: Run[] = [{ text: oneLine(item.name) || 'Item', font: REGULAR, color: INK }];
      if (amount) runs.push({ text: `— ${amount}`, font: REGULAR, color: MUTED });
      return { runs };
    });
    const headingHeight = 24;
    const firstItems = Math.min(items.length, 2);
    pen.keepTogether(headingHeight + listHeight(pen, items, style), headingHeight + listHeight(pen, items.slice(0, firstItems), style));
    const heading = (continued: boolean) => {
      const title = pen.fit(`${oneLine(group.group) || 'Other'}${continued ? ' (continued)' : ''}`, BOLD, 10.5, CONTENT_WIDTH);
      pen.text(title, MARGIN_X, pen.y, BOLD, 10.5, pen.theme.ink);
      pen.doc
        .moveTo(MARGIN_X, pen.y + 16)
        .lineTo(MARGIN_X + CONTENT_WIDTH, pen.y + 16)
        .lineWidth(0.6)
        .stroke(RULE);
      pen.y += headingHeight;
    };
    heading(false);
    drawList(pen, items, style, () => heading(true));
  });
}

// ---------------------------------------------------------------------------------------------------------
// Running header (pages 2+) and footer, drawn once the page count is known

function drawPageFurniture(pen: Pen, input: MealPlanPdfInput): void {
  const { doc, theme } = pen;
  const practiceName = oneLine(input.practice.businessName) || oneLine(input.practice.practitionerName);
  const website = oneLine(input.practice.website);
  const planName = oneLine(input.plan.name) || 'Meal plan';
  const range = doc.bufferedPageRange();
  const total = range.count;
  for (let index = 0; index < total; index++) {
    doc.switchToPage(range.start + index);
    const footerY = PAGE_HEIGHT - 40;
    doc
      .moveTo(MARGIN_X, footerY - 9)
      .lineTo(PAGE_WIDTH - MARGIN_X, footerY - 9)
      .lineWidth(0.5)
      .stroke(RULE);
    const pageLabel = `Page ${index + 1} of ${total}`;
    const pageWidth = pen.width(pageLabel, REGULAR, 8);
    pen.text(pageLabel, PAGE_WIDTH - MARGIN_X - pageWidth, footerY, REGULAR, 8, MUTED);
    const left = [practiceName, website].filter(Boolean).join('  ·  ');
    pen.text(pen.fit(left, REGULAR, 8, CONTENT_WIDTH - pageWidth - 24), MARGIN_X, footerY, REGULAR, 8, MUTED);

    if (index > 0) {
      const headerY = 30;
      const nameWidth = Math.min(pen.width(practiceName, BOLD, 8.5), CONTENT_WIDTH * 0.45);
      pen.text(pen.fit(practiceName, BOLD, 8.5, nameWidth), MARGIN_X, headerY, BOLD, 8.5, theme.ink);
      const planText = pen.fit(planName, REGULAR, 8.5, CONTENT_WIDTH - nameWidth - 24);
      pen.text(planText, PAGE_WIDTH - MARGIN_X - pen.width(planText, REGULAR, 8.5), headerY, REGULAR, 8.5, MUTED);
      doc
        .moveTo(MARGIN_X, headerY + 15)
        .lineTo(PAGE_WIDTH - MARGIN_X, headerY + 15)
        .lineWidth(0.75)
        .stroke(theme.graphic);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------

/** The branded PDF of a meal plan: A4, Helvetica, page numbers; user text is drawn as plain text only. */
export async function renderMealPlanPdf(input: MealPlanPdfInput): Promise<Buffer> {
  const practice = input.practice;
  const author = (practice.businessName ?? '').trim() || practice.practitionerName.trim();
  const plainMeta = (value: string) => value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN_TOP, bottom: MARGIN_BOTTOM, left: MARGIN_X, right: MARGIN_X },
    bufferPages: true,
    compress: true,
    displayTitle: true,
    lang: 'en',
    info: {
      Title: plainMeta(input.plan.name) || 'Meal plan',
      Author: plainMeta(author),
      Subject: input.plan.clientName ? `Meal plan for ${plainMeta(input.plan.clientName)}` : 'Meal plan',
      Creator: 'Platewise',
    },
  });
  const chunks: Uint8Array[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const pen = new Pen(doc, makeTheme(practice.brandColorPrimary, practice.brandColorSecondary));
  const targets = targetsOf(input.plan);
  drawHeaderBand(pen, input, decodeLogo(practice.businessLogo));
  drawOverview(pen, input, targets);
  drawDays(pen, input.days, targets);
  drawRecipes(pen, input.recipes);
  drawShoppingList(pen, input.shoppingList);
  drawPageFurniture(pen, input);
  doc.end();
  return finished;
}
