// The one table of the PDFs (a plan's days, the vitamins-and-minerals table, a report's nutrition table): columns
// with a header on the theme's tint, rows whose cells wrap (or, for dense tables, fit one line), zebra stripes,
// optional rules under rows, a tinted total row, and the header again when a table runs onto a new page.
import { RULE, ZEBRA } from './brand-theme.ts';
import { BOLD, CONTENT_WIDTH, MARGIN_X, type Line, type Pen, type Run } from './pen.ts';

export interface TableColumn {
  header: string;
  width: number;
  align: 'left' | 'right';
}

export interface TableStyle {
  size: number;
  leading: number;
  padX: number;
  padY: number;
  headerSize: number;
  headerPadY: number;
  /** 'fit': one line per cell, cut with an ellipsis (dense reference tables); 'wrap': as many lines as needed */
  overflow: 'wrap' | 'fit';
  /** a thin rule under each body row */
  rules: boolean;
}

export interface TableRow {
  cells: Line[][];
  /** a total row: tinted, with a rule of the brand colour above it */
  total: boolean;
  height: number;
}

/** Columns whose width 0 takes what the others leave of the content width. */
export function fillWidth(columns: TableColumn[], total = CONTENT_WIDTH): TableColumn[] {
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  const flexible = columns.filter((column) => column.width === 0).length;
  return columns.map((column) => (column.width === 0 ? { ...column, width: (total - fixed) / flexible } : column));
}

export function tableRow(pen: Pen, columns: TableColumn[], style: TableStyle, cells: Run[][], total = false): TableRow {
  const inner = (index: number) => columns[index].width - style.padX * 2;
  const lines = cells.map((runs, index) => {
    if (style.overflow === 'wrap') return pen.wrapRuns(runs, style.size, inner(index));
    if (runs.length === 0) return [];
    const [first] = runs;
    return [[{ ...first, text: pen.fit(runs.map((run) => run.text).join(''), first.font, style.size, inner(index)) }]];
  });
  const count = Math.max(...lines.map((cell) => cell.length), 1);
  return {
    cells: lines,
    total,
    height: count * style.leading + style.padY * 2 - (style.leading - style.size) + 1,
  };
}

export function tableHeaderHeight(style: TableStyle): number {
  return style.headerSize + style.headerPadY * 2 + 1;
}

export function drawTableHeader(pen: Pen, columns: TableColumn[], style: TableStyle): void {
  const { doc, theme } = pen;
  const height = tableHeaderHeight(style);
  doc.rect(MARGIN_X, pen.y, CONTENT_WIDTH, height).fill(theme.tint);
  let x = MARGIN_X;
  for (const column of columns) {
    const textX =
      column.align === 'right'
        ? x + column.width - style.padX - pen.width(column.header, BOLD, style.headerSize)
        : x + style.padX;
    pen.text(column.header, textX, pen.y + style.headerPadY + 0.5, BOLD, style.headerSize, theme.ink);
    x += column.width;
  }
  pen.y += height;
}

export function drawTableRow(pen: Pen, columns: TableColumn[], style: TableStyle, row: TableRow, zebra: boolean): void {
  const { doc, theme } = pen;
  if (row.total) {
    doc.rect(MARGIN_X, pen.y, CONTENT_WIDTH, row.height).fill(theme.tint);
    doc
      .moveTo(MARGIN_X, pen.y)
      .lineTo(MARGIN_X + CONTENT_WIDTH, pen.y)
      .lineWidth(1)
      .stroke(theme.graphic);
  } else if (zebra) {
    doc.rect(MARGIN_X, pen.y, CONTENT_WIDTH, row.height).fill(ZEBRA);
  }
  let x = MARGIN_X;
  row.cells.forEach((lines, index) => {
    const column = columns[index];
    const width = column.width - style.padX * 2;
    pen.drawLines(lines, x + style.padX, pen.y + style.padY + 0.5, style.size, style.leading, column.align, width);
    x += column.width;
  });
  if (style.rules && !row.total) {
    doc
      .moveTo(MARGIN_X, pen.y + row.height)
      .lineTo(MARGIN_X + CONTENT_WIDTH, pen.y + row.height)
      .lineWidth(0.5)
      .stroke(RULE);
  }
  pen.y += row.height;
}

/**
 * The header and the body rows, zebra-striped. A row that does not fit on the page starts a new one, where
 * `continued` draws what the table sits under (a day's heading) before the header is drawn again.
 */
export function drawTable(
  pen: Pen,
  columns: TableColumn[],
  style: TableStyle,
  rows: TableRow[],
  continued?: () => void,
): void {
  drawTableHeader(pen, columns, style);
  rows.forEach((row, index) => {
    if (row.height > pen.room) {
      pen.newPage();
      continued?.();
      drawTableHeader(pen, columns, style);
    }
    drawTableRow(pen, columns, style, row, index % 2 === 1);
  });
}
