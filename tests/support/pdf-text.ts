/**
 * Reading a generated PDF back the way a person would, in JavaScript (pdf.js through `unpdf`), so the tests need
 * nothing but Node and npm. The answers keep the shape of poppler's tools, which these tests used before: text with
 * one line per printed line and pages separated by form feeds (`pdftotext`), a document summary (`pdfinfo`), a list
 * of the images drawn (`pdfimages -list`) and word boxes measured from the top of the page (`pdftotext -bbox`).
 */
import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
interface TextItem {
  str: string;
  transform: number[];
  width: number;
}

/** Helvetica's ascent and descent (the standard fonts are all the PDFs use), as fractions of the font size. */
const ASCENT = 0.718;
const DESCENT = 0.207;

async function open(bytes: Uint8Array): Promise<PdfDocument> {
  // pdf.js takes the buffer over; a copy leaves the caller's bytes intact. Verbosity 0: errors only.
  return getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
}

async function pageItems(pdf: PdfDocument, pageNumber: number): Promise<{ items: TextItem[]; height: number }> {
  const page = await pdf.getPage(pageNumber);
  const content = await page.getTextContent();
  const items = (content.items as TextItem[])
    .filter((item) => typeof item.str === 'string' && item.str.length > 0)
    // The standard fonts draw through WinAnsiEncoding, whose only mu is the micro sign (µ, U+00B5); pdf.js names that
    // glyph by the Greek letter (μ, U+03BC). Read back as written.
    .map((item) => ({ ...item, str: item.str.replaceAll('\u03bc', '\u00b5') }));
  return { items, height: page.view[3] - page.view[1] };
}

const sizeOf = (item: TextItem) => Math.hypot(item.transform[2], item.transform[3]) || 1;
const baselineOf = (item: TextItem) => item.transform[5];
const sameLine = (a: TextItem, b: TextItem) =>
  Math.abs(baselineOf(a) - baselineOf(b)) < Math.min(sizeOf(a), sizeOf(b)) * 0.5;

/** Joins pieces of one printed line from left to right: a visible gap is a space, touching pieces are one word. */
function joinLine(items: TextItem[]): string {
  let line = '';
  let end = -Infinity;
  for (const item of items) {
    const x = item.transform[4];
    if (line && x - end > sizeOf(item) * 0.1 && !/\s$/.test(line) && !/^\s/.test(item.str)) line += ' ';
    line += item.str;
    end = x + item.width;
  }
  return line;
}

/**
 * The text of every page, pages separated by a form feed. By default in the order it was drawn, one line per
 * printed line, so a wrapped paragraph stays together (as `pdftotext` reads it); with `layout`, the pieces that
 * share a baseline are joined left to right, so a table row or two columns side by side read as one line (as
 * `pdftotext -layout`, without its column padding).
 */
export async function pdfText(bytes: Uint8Array, options: { layout?: boolean } = {}): Promise<string> {
  const pdf = await open(bytes);
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const { items } = await pageItems(pdf, number);
    const lines: TextItem[][] = [];
    if (options.layout) {
      for (const item of items) {
        const line = lines.find((candidate) => sameLine(candidate[0], item));
        if (line) line.push(item);
        else lines.push([item]);
      }
      lines.sort((a, b) => baselineOf(b[0]) - baselineOf(a[0]));
      for (const line of lines) line.sort((a, b) => a.transform[4] - b.transform[4]);
    } else {
      for (const item of items) {
        const line = lines.at(-1);
        if (line && sameLine(line.at(-1)!, item) && item.transform[4] >= line.at(-1)!.transform[4]) line.push(item);
        else lines.push([item]);
      }
    }
    pages.push(lines.map(joinLine).join('\n') + '\n');
  }
  await pdf.cleanup();
  return pages.join('\f');
}

/** The text of each page, in layout order (see pdfText). */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  return (await pdfText(bytes, { layout: true })).split('\f');
}

export interface PdfWord {
  page: number;
  text: string;
  /** from the top of the page, in points: the top of the tallest letter and the bottom of the lowest */
  yMin: number;
  yMax: number;
}

/** Every word with its vertical extent on the page, in the order drawn. */
export async function pdfWords(bytes: Uint8Array): Promise<PdfWord[]> {
  const pdf = await open(bytes);
  const words: PdfWord[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const { items, height } = await pageItems(pdf, number);
    for (const item of items) {
      const baseline = height - baselineOf(item);
      const size = sizeOf(item);
      for (const text of item.str.split(/\s+/).filter(Boolean))
        words.push({ page: number, text, yMin: baseline - ASCENT * size, yMax: baseline + DESCENT * size });
    }
  }
  await pdf.cleanup();
  return words;
}

/** The document summary, one `Field: value` line each, as `pdfinfo` prints it: title, author, pages, page size. */
export async function pdfInfo(bytes: Uint8Array): Promise<string> {
  const pdf = await open(bytes);
  const info = (await pdf.getMetadata()).info as Record<string, unknown>;
  const page = await pdf.getPage(1);
  const [x0, y0, x1, y1] = page.view;
  const width = Math.round((x1 - x0) * 100) / 100;
  const height = Math.round((y1 - y0) * 100) / 100;
  const a4 = Math.abs(width - 595.28) < 1 && Math.abs(height - 841.89) < 1;
  const field = (name: string, value: unknown) => `${`${name}:`.padEnd(17)}${String(value)}`;
  const lines = ['Title', 'Subject', 'Author', 'Creator', 'Producer']
    .filter((name) => info[name] != null)
    .map((name) => field(name, info[name]));
  lines.push(field('Pages', pdf.numPages), field('Page size', `${width} x ${height} pts${a4 ? ' (A4)' : ''}`));
  await pdf.cleanup();
  return `${lines.join('\n')}\n`;
}

/**
 * The images drawn on each page, in the columns of `pdfimages -list` (page, number, type, width, height), under
 * its two heading lines. Soft masks (a PNG's alpha) are part of their image here, not lines of their own.
 */
export async function pdfImages(bytes: Uint8Array): Promise<string> {
  const pdf = await open(bytes);
  const { OPS } = await getResolvedPDFJS();
  const lines = ['page   num  type   width height', '-------------------------------'];
  let count = 0;
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const operators = await page.getOperatorList();
    operators.fnArray.forEach((fn, index) => {
      if (fn !== OPS.paintImageXObject) return;
      const [, width, height] = operators.argsArray[index] as [unknown, number, number];
      lines.push(
        `${String(number).padStart(4)} ${String(count++).padStart(5)} image ${String(width).padStart(7)} ${String(height).padStart(6)} `,
      );
    });
  }
  await pdf.cleanup();
  return `${lines.join('\n')}\n`;
}
