// The vitamins-and-minerals table shared by the plan PDF and the reports: a plan's average day against the
// client's Dietary Reference Intakes, shortfalls first, drawn from the same assessment as the plan page panel.
import { missingFactWords, type AdequacyRow, type PlanAdequacy } from '../../../shared/nutrition/adequacy.ts';
import { createFormats, type Formats } from '../../../shared/format/formats.ts';
import { BODY, INK, MUTED, RULE } from './brand-theme.ts';
import { oneLine, toWinAnsi } from './pdf-text.ts';
import { BOLD, CONTENT_WIDTH, MARGIN_X, Pen, REGULAR, type Line, type Run } from './pen.ts';
import { drawTable, fillWidth, tableRow, type TableColumn, type TableStyle } from './table.ts';

const SHORT_COLOR = '#92400e';
const OVER_COLOR = '#b91c1c';
const SIZE = 8.5;
const ROW_HEIGHT = 14;
const HEADER_HEIGHT = 16;
const PAD_X = 6;

/** An amount as the plan page writes it: whole from 10 up, else up to two decimals, in the practice's locale. */
function amountText(value: number, f: Formats): string {
  return value >= 10 ? f.number(Math.round(value)) : f.number(value, 2);
}

/** What the % column shows; a shortfall over a lower bound keeps its '≥', as on the plan page. */
export function adequacyPercentText(row: AdequacyRow): string {
  if (row.percent === null) return '–';
  return `${row.atLeast && row.status !== 'met' ? '≥ ' : ''}${Math.round(row.percent)}%`;
}

export function adequacyFlagText(row: AdequacyRow, f: Formats = createFormats()): string {
  switch (row.status) {
    case 'short':
      return 'Short';
    case 'over-limit':
      return row.target.upperLimit !== undefined
        ? `Over UL (${amountText(row.target.upperLimit, f)} ${row.unit})`
        : 'Over UL';
    case 'over-cdrr':
      return 'Over CDRR';
    case 'unknown':
      return 'Not reported';
    default:
      return '';
  }
}

const COLUMNS: TableColumn[] = fillWidth([
  { header: 'Nutrient', width: 150, align: 'left' },
  { header: 'Average per day', width: 92, align: 'right' },
  { header: 'Target', width: 110, align: 'right' },
  { header: '% met', width: 56, align: 'right' },
  { header: 'Flag', width: 0, align: 'left' },
]);

/** Dense: one line per nutrient (a long flag is cut), rows of 14 pt under a 16 pt header. */
const STYLE: TableStyle = {
  size: SIZE,
  leading: SIZE,
  padX: PAD_X,
  padY: (ROW_HEIGHT - SIZE - 1) / 2,
  headerSize: 7.5,
  headerPadY: (HEADER_HEIGHT - 7.5 - 1) / 2,
  overflow: 'fit',
  rules: false,
};

function cellsOf(row: AdequacyRow, f: Formats): string[] {
  const amount = row.amount === null ? '–' : `${row.atLeast ? '≥ ' : ''}${amountText(row.amount, f)} ${row.unit}`;
  const target = `${amountText(row.target.amount, f)} ${row.unit} ${row.target.kind}`;
  return [row.label, amount, target, adequacyPercentText(row), adequacyFlagText(row, f)];
}

function subtitle(adequacy: PlanAdequacy): string | null {
  if (adequacy.state === 'missing') return null;
  const name = oneLine(adequacy.firstName) || 'the client';
  const owner = name.endsWith('s') ? `${name}’` : `${name}’s`;
  return `Plan average against ${owner} Dietary Reference Intakes (${adequacy.lifeStageLabel})`;
}

function sentence(adequacy: PlanAdequacy): string | null {
  if (adequacy.state === 'missing') {
    const name = oneLine(adequacy.firstName) || 'the client';
    if (adequacy.missing.length)
      return `Add ${name}’s ${adequacy.missing.map((fact) => missingFactWords[fact]).join(' and ')} to the client profile for the vitamin and mineral table to appear here.`;
    return adequacy.reason ?? 'No Dietary Reference Intakes apply to this client.';
  }
  if (adequacy.state === 'no-meals') return 'No meals are planned yet, so there is no average day to compare.';
  return null;
}

const TITLE_HEIGHT = 20;

function headLines(pen: Pen, adequacy: PlanAdequacy, lead?: string): Line[] {
  const parts = [subtitle(adequacy), lead].filter((part): part is string => Boolean(part));
  return parts.flatMap((part) => pen.wrap(toWinAnsi(part), REGULAR, 9.5, CONTENT_WIDTH, BODY));
}

/** The height the section takes, so a caller can keep it on one page. */
export function adequacyHeight(pen: Pen, adequacy: PlanAdequacy, lead?: string): number {
  const head = TITLE_HEIGHT + headLines(pen, adequacy, lead).length * 13 + 6;
  if (adequacy.state !== 'table') return head + 30;
  return head + HEADER_HEIGHT + adequacy.rows.length * ROW_HEIGHT + 32;
}

/**
 * Draws the section on one page: a heading, a line naming the client and the reference group, an optional lead
 * line (the reports say which plan), then the table, or one line saying what is missing.
 */
export function drawAdequacy(pen: Pen, adequacy: PlanAdequacy, f: Formats, lead?: string): void {
  const { doc, theme } = pen;
  pen.keepTogether(adequacyHeight(pen, adequacy, lead));
  pen.text('Vitamins & minerals', MARGIN_X, pen.y, BOLD, 13, INK);
  doc.rect(MARGIN_X, pen.y + 16.5, 28, 2).fill(theme.secondaryGraphic);
  pen.y += TITLE_HEIGHT + 4;
  const lines = headLines(pen, adequacy, lead);
  pen.drawLines(lines, MARGIN_X, pen.y, 9.5, 13);
  pen.y += lines.length * 13 + 6;
  const text = sentence(adequacy);
  if (text !== null || adequacy.state !== 'table') {
    pen.paragraph(toWinAnsi(text ?? ''), { size: 9.5, color: MUTED, leading: 13 });
    pen.y += 3;
    return;
  }

  const rows = adequacy.rows.map((row) => {
    const flagged = row.status === 'over-limit' || row.status === 'over-cdrr';
    const accent = flagged ? OVER_COLOR : row.status === 'short' ? SHORT_COLOR : null;
    const cells = cellsOf(row, f).map((cell, column): Run[] => {
      const emphasised = accent !== null && (column === 3 || column === 4);
      const font = column === 0 || emphasised ? BOLD : REGULAR;
      const color = emphasised ? accent : column === 0 ? INK : BODY;
      return [{ text: toWinAnsi(cell), font, color }];
    });
    return tableRow(pen, COLUMNS, STYLE, cells);
  });
  drawTable(pen, COLUMNS, STYLE, rows);
  doc
    .moveTo(MARGIN_X, pen.y)
    .lineTo(MARGIN_X + CONTENT_WIDTH, pen.y)
    .lineWidth(0.6)
    .stroke(RULE);
  pen.y += 6;
  const note = `Average of ${adequacy.dayCount} planned ${adequacy.dayCount === 1 ? 'day' : 'days'}; days without meals are left out. % met is the share of the RDA or AI (sodium: of the CDRR, 2,300 mg, a limit). '>=' means some foods do not report the nutrient, so the amount is at least this. UL: Tolerable Upper Intake Level.`;
  pen.paragraph(note, { size: 7.5, color: MUTED, leading: 10 });
}
