// The branded report PDF, laid out per type. A client report is a friendly summary addressed to the client; an
// insurance or medical report is a formal document for a payer or a care team: the client's identifying details,
// the practitioner's contact block, the period, the nutrition figures against the targets and a signature line.
// Letterhead, palette, text handling and the pen come from src/server/lib/pdf, shared with the meal-plan PDF.
import { calendarAge } from '../../../shared/clients/age.ts';
import { createFormats, KG_PER_LB, roundTo, type Formats } from '../../../shared/format/formats.ts';
import { activityLevelLabels, genderLabels, type ActivityLevel } from '../../../shared/schemas/clients.ts';
import { reportTypeLabels, type Report, type ReportContent } from '../../../shared/schemas/reports.ts';
import { drawAdequacy } from '../../lib/pdf/adequacy-table.ts';
import { BODY, INK, MUTED, RULE, ZEBRA } from '../../lib/pdf/brand-theme.ts';
import {
  drawHeaderBand,
  drawPageFurniture,
  sectionLabel,
  startBrandedPdf,
  type PracticeBranding,
} from '../../lib/pdf/letterhead.ts';
import { documentDate, oneLine, toWinAnsi } from '../../lib/pdf/pdf-text.ts';
import {
  BOLD,
  CONTENT_WIDTH,
  ITALIC,
  MARGIN_X,
  Pen,
  REGULAR,
  leadingFor,
  type Line,
  type Run,
} from '../../lib/pdf/pen.ts';
import {
  drawTable,
  fillWidth,
  tableHeaderHeight,
  tableRow,
  type TableColumn,
  type TableStyle,
} from '../../lib/pdf/table.ts';
import type { ReportPdfInput } from './reports.service.ts';
import { clientAllergyName } from '../../../shared/nutrition/client-allergies.ts';

// ---------------------------------------------------------------------------------------------------------
// Building blocks

interface Field {
  label: string;
  value: string;
  /** takes the whole width (lists, longer text) */
  wide?: boolean;
}

const FIELD_LABEL_SIZE = 7;
const FIELD_VALUE_SIZE = 10;
const FIELD_LEADING = 13.5;
const FIELD_GAP_X = 20;
const BLOCK_HEADING_HEIGHT = 26;

function blockHeading(pen: Pen, text: string): void {
  pen.text(text, MARGIN_X, pen.y, BOLD, 11.5, INK);
  pen.doc
    .moveTo(MARGIN_X, pen.y + 17)
    .lineTo(MARGIN_X + CONTENT_WIDTH, pen.y + 17)
    .lineWidth(0.75)
    .stroke(pen.theme.graphic);
  pen.y += BLOCK_HEADING_HEIGHT;
}

/** Label-over-value pairs, `columns` to a row; wide fields take a row of their own. */
function layoutFields(
  pen: Pen,
  fields: Field[],
  columns: number,
): { cells: { field: Field; lines: Line[]; x: number }[]; height: number }[] {
  const columnWidth = (CONTENT_WIDTH - FIELD_GAP_X * (columns - 1)) / columns;
  const rows: Field[][] = [];
  for (const field of fields) {
    const last = rows[rows.length - 1];
    if (!field.wide && last && last.length < columns && !last[0].wide) last.push(field);
    else rows.push([field]);
  }
  return rows.map((row) => {
    const cells = row.map((field, index) => {
      const width = field.wide ? CONTENT_WIDTH : columnWidth;
      const lines = pen.wrap(oneLine(field.value) || '—', REGULAR, FIELD_VALUE_SIZE, width, INK);
      return { field, lines, x: MARGIN_X + index * (columnWidth + FIELD_GAP_X) };
    });
    return { cells, height: 12 + Math.max(...cells.map((cell) => cell.lines.length)) * FIELD_LEADING + 7 };
  });
}

function drawFieldBlock(pen: Pen, heading: string, fields: Field[], columns = 3): void {
  const rows = layoutFields(pen, fields, columns);
  pen.keepTogether(
    BLOCK_HEADING_HEIGHT + rows.reduce((sum, row) => sum + row.height, 0),
    BLOCK_HEADING_HEIGHT + (rows[0]?.height ?? 0),
  );
  blockHeading(pen, heading);
  for (const row of rows) {
    pen.ensure(row.height);
    for (const cell of row.cells) {
      pen.text(cell.field.label.toUpperCase(), cell.x, pen.y, BOLD, FIELD_LABEL_SIZE, MUTED, 0.6);
      pen.drawLines(cell.lines, cell.x, pen.y + 12, FIELD_VALUE_SIZE, FIELD_LEADING);
    }
    pen.y += row.height;
  }
  pen.y += 10;
}

/** The strip under the title: who, when, what. */
function drawFactsStrip(pen: Pen, facts: { label: string; value: string; weight: number }[]): void {
  const { doc } = pen;
  const padX = 14;
  const padY = 11;
  const gap = 16;
  const totalWeight = facts.reduce((sum, fact) => sum + fact.weight, 0);
  const usable = CONTENT_WIDTH - padX * 2 - gap * (facts.length - 1);
  const laidOut = facts.map((fact) => {
    const width = (usable * fact.weight) / totalWeight;
    return { ...fact, width, lines: pen.wrap(oneLine(fact.value) || '—', BOLD, 10, width, INK) };
  });
  const height = 12 + Math.max(...laidOut.map((fact) => fact.lines.length)) * leadingFor(10) + padY * 2;
  pen.ensure(height);
  doc.roundedRect(MARGIN_X, pen.y, CONTENT_WIDTH, height, 6).fill(ZEBRA);
  doc.roundedRect(MARGIN_X, pen.y, CONTENT_WIDTH, height, 6).lineWidth(0.6).stroke(RULE);
  let x = MARGIN_X + padX;
  for (const fact of laidOut) {
    pen.text(fact.label.toUpperCase(), x, pen.y + padY, BOLD, 7, MUTED, 0.6);
    pen.drawLines(fact.lines, x, pen.y + padY + 12, 10, leadingFor(10));
    x += fact.width + gap;
  }
  pen.y += height + 20;
}

function drawTitle(pen: Pen, report: Report, confidential: boolean): void {
  sectionLabel(pen, reportTypeLabels[report.type]);
  const size = 22;
  const lines = pen.wrap(oneLine(report.title) || reportTypeLabels[report.type], BOLD, size, CONTENT_WIDTH, INK);
  pen.drawLines(lines, MARGIN_X, pen.y, size, size * 1.18);
  pen.y += lines.length * size * 1.18 + (confidential ? 4 : 12);
  if (confidential) {
    pen.text('Confidential: contains personal health information', MARGIN_X, pen.y, ITALIC, 8.5, MUTED);
    pen.y += 20;
  }
}

function drawParagraphBlock(pen: Pen, heading: string, text: string): void {
  const body = toWinAnsi(text).trim();
  if (!body) return;
  pen.keepTogether(BLOCK_HEADING_HEIGHT + 3 * 14.5);
  blockHeading(pen, heading);
  pen.paragraph(body, { size: 10, color: BODY, leading: 14.5 });
  pen.y += 14;
}

function drawBullets(pen: Pen, heading: string, items: string[]): void {
  const texts = items.map((item) => oneLine(item)).filter(Boolean);
  if (texts.length === 0) return;
  pen.keepTogether(BLOCK_HEADING_HEIGHT + 2 * 14);
  blockHeading(pen, heading);
  for (const text of texts) {
    const lines = pen.wrap(text, REGULAR, 10, CONTENT_WIDTH - 14, BODY);
    pen.ensure(lines.length * 14);
    pen.doc.circle(MARGIN_X + 3, pen.y + 4.5, 1.7).fill(pen.theme.graphic);
    pen.drawLines(lines, MARGIN_X + 14, pen.y, 10, 14);
    pen.y += lines.length * 14 + 4;
  }
  pen.y += 10;
}

// ---------------------------------------------------------------------------------------------------------
// Nutrition

interface Figure {
  label: string;
  unit: string;
  value: number;
  target: number | null;
  energy?: boolean;
  /** some food does not give it: the average is "at least" */
  atLeast?: boolean;
}

/** A planned average as read: "at least 21.4" where some food gives no figure for it (Helvetica has no '≥'). */
function averageText(f: Formats, figure: Figure): string {
  return `${figure.atLeast ? 'at least ' : ''}${figureText(f, figure, figure.value)}`;
}

/** A figure without its unit: energy in the practice's (or client's) unit, grams with the locale's grouping. */
function figureText(f: Formats, figure: Pick<Figure, 'energy'>, value: number): string {
  if (!Number.isFinite(value)) return '—';
  return figure.energy ? f.number(f.energyValue(value)) : f.number(value, 2);
}

function figuresOf(f: Formats, content: ReportContent): Figure[] {
  const { nutrition, targets } = content;
  return [
    { label: 'Calories', unit: f.energyLabel, value: nutrition.totalCalories, target: targets.calories, energy: true },
    { label: 'Protein', unit: 'g', value: nutrition.avgProtein, target: targets.protein },
    { label: 'Carbohydrates', unit: 'g', value: nutrition.avgCarbs, target: targets.carbs },
    { label: 'Fat', unit: 'g', value: nutrition.avgFat, target: targets.fat },
    { label: 'Fiber', unit: 'g', value: nutrition.avgFiber, target: null, atLeast: content.fiberAtLeast },
  ];
}

function percentOf(figure: Figure): number | null {
  return figure.target && figure.target > 0 ? Math.round((figure.value / figure.target) * 100) : null;
}

/** One sentence saying where the figures come from. */
function sourceNote(content: ReportContent): string {
  switch (content.nutritionSource) {
    case 'plan_days':
      return `Average per day over the ${content.daysCounted} of ${content.planDays} plan days with planned meals, from the recipes' computed nutrition (USDA data).`;
    case 'plan_targets':
      return 'No meals have been planned yet, so the figures are the daily targets set in the plan.';
    default:
      return content.mealPlanName
        ? 'The meal plan has no planned meals and no daily targets yet, so this report carries no nutrition figures.'
        : content.adequacy?.table.state === 'table'
          ? 'This report is not linked to a meal plan, so it carries no calorie or macronutrient figures; the vitamins and minerals below come from the current meal plan.'
          : 'This report is not linked to a meal plan, so it carries no nutrition figures.';
  }
}

const TABLE_COLUMNS: TableColumn[] = [
  { header: 'Nutrient', width: 0.34 * CONTENT_WIDTH, align: 'left' },
  { header: 'Average per day', width: 0.22 * CONTENT_WIDTH, align: 'right' },
  { header: 'Daily target', width: 0.22 * CONTENT_WIDTH, align: 'right' },
  { header: '% of target', width: 0.22 * CONTENT_WIDTH, align: 'right' },
];
const ROW_HEIGHT = 22;
/** One line per figure in rows of 22 pt, as tall as the header. */
const TABLE_STYLE: TableStyle = {
  size: 9.5,
  leading: 9.5,
  padX: 8,
  padY: (ROW_HEIGHT - 9.5 - 1) / 2,
  headerSize: 9.5,
  headerPadY: (ROW_HEIGHT - 9.5 - 1) / 2,
  overflow: 'fit',
  rules: true,
};

/** The formal table: planned averages against the targets (targets only, when nothing is planned yet). */
function drawNutritionTable(pen: Pen, f: Formats, content: ReportContent): void {
  const note = pen.wrap(sourceNote(content), ITALIC, 8.5, CONTENT_WIDTH, MUTED);
  if (content.nutritionSource === 'none') {
    pen.keepTogether(BLOCK_HEADING_HEIGHT + 30);
    blockHeading(pen, 'Nutrition against targets');
    pen.drawLines(note, MARGIN_X, pen.y, 8.5, 12);
    pen.y += note.length * 12 + 18;
    return;
  }
  const planned = content.nutritionSource === 'plan_days';
  const figures = figuresOf(f, content);
  pen.keepTogether(BLOCK_HEADING_HEIGHT + ROW_HEIGHT * (figures.length + 1) + note.length * 12 + 8);
  blockHeading(pen, planned ? 'Nutrition against targets' : 'Daily nutrition targets');
  const columns = TABLE_COLUMNS.map((column, index) =>
    !planned && index === 1 ? { ...column, header: 'Planned average' } : column,
  );
  const figure = (text: string | null): Run[] => [
    { text: text ?? '—', font: REGULAR, color: text === null ? MUTED : INK },
  ];
  const rows = figures.map((entry) => {
    const percent = planned ? percentOf(entry) : null;
    return tableRow(pen, columns, TABLE_STYLE, [
      [{ text: `${entry.label} (${entry.unit})`, font: BOLD, color: INK }],
      figure(planned ? averageText(f, entry) : null),
      figure(entry.target !== null ? figureText(f, entry, entry.target) : null),
      figure(percent !== null ? `${percent}%` : null),
    ]);
  });
  drawTable(pen, columns, TABLE_STYLE, rows);
  pen.y += 8;
  pen.drawLines(note, MARGIN_X, pen.y, 8.5, 12);
  pen.y += note.length * 12 + 18;
}

/** The friendly version: one card per figure, with a bar towards the target when there is one. */
function drawNutritionCards(pen: Pen, f: Formats, content: ReportContent): void {
  const { doc, theme } = pen;
  const note = pen.wrap(sourceNote(content), ITALIC, 8.5, CONTENT_WIDTH, MUTED);
  const planned = content.nutritionSource === 'plan_days';
  const cardHeight = 74;
  pen.keepTogether(BLOCK_HEADING_HEIGHT + cardHeight + 16 + note.length * 12);
  blockHeading(
    pen,
    planned ? 'Your day, on average' : content.nutritionSource === 'plan_targets' ? 'Your daily targets' : 'Nutrition',
  );
  if (content.nutritionSource === 'none') {
    pen.drawLines(note, MARGIN_X, pen.y, 8.5, 12);
    pen.y += note.length * 12 + 18;
    return;
  }
  const figures = figuresOf(f, content).filter((figure) => planned || figure.target !== null);
  const gap = 10;
  const width = (CONTENT_WIDTH - gap * 4) / 5;
  figures.forEach((figure, index) => {
    const x = MARGIN_X + index * (width + gap);
    doc.roundedRect(x, pen.y, width, cardHeight, 6).fill(theme.tint);
    const value = figureText(f, figure, planned ? figure.value : (figure.target ?? 0));
    let size = 16;
    while (size > 11 && pen.width(value, BOLD, size) + pen.width(figure.unit, REGULAR, 9) + 3 > width - 20) size -= 1;
    pen.text(value, x + 10, pen.y + 10, BOLD, size, INK);
    pen.text(figure.unit, x + 10 + pen.width(value, BOLD, size) + 3, pen.y + 10 + size - 10.5, REGULAR, 9, BODY);
    const label = planned && figure.atLeast ? `${figure.label}, at least` : figure.label;
    pen.text(label, x + 10, pen.y + 33, REGULAR, 8.5, MUTED);
    const percent = planned ? percentOf(figure) : null;
    if (percent !== null && figure.target !== null) {
      pen.text(
        pen.fit(`${percent}% of ${figureText(f, figure, figure.target)}`, REGULAR, 7.5, width - 20),
        x + 10,
        pen.y + 47,
        REGULAR,
        7.5,
        BODY,
      );
      const barY = pen.y + cardHeight - 12;
      doc.roundedRect(x + 10, barY, width - 20, 3.5, 1.75).fill('#ffffff');
      const ratio = figure.value / figure.target;
      if (ratio > 0)
        doc
          .roundedRect(x + 10, barY, Math.max(3.5, (width - 20) * Math.min(1, ratio)), 3.5, 1.75)
          .fill(ratio > 1.1 ? '#d97706' : theme.graphic);
    } else if (planned) {
      pen.text('No target set', x + 10, pen.y + 47, ITALIC, 7.5, MUTED);
    }
  });
  pen.y += cardHeight + 10;
  pen.drawLines(note, MARGIN_X, pen.y, 8.5, 12);
  pen.y += note.length * 12 + 18;
}

function dayTypeColumns(f: Formats): TableColumn[] {
  return fillWidth([
    { header: 'Day type', width: 0, align: 'left' },
    { header: 'Days', width: 40, align: 'right' },
    { header: f.energyLabel, width: 84, align: 'right' },
    { header: 'Protein (g)', width: 76, align: 'right' },
    { header: 'Carbs (g)', width: 76, align: 'right' },
    { header: 'Fat (g)', width: 76, align: 'right' },
  ]);
}
const DAY_TYPE_TABLE: TableStyle = {
  size: 9,
  leading: 11.5,
  padX: 6,
  padY: 5,
  headerSize: 8,
  headerPadY: 5,
  overflow: 'wrap',
  rules: true,
};

/**
 * A plan with day types: the average planned day of each type, each figure beside its type's target
 * ("2,741 / 2,800"); a figure whose type sets no target stands alone. Nothing for a plan without day types.
 */
function drawDayTypeAverages(pen: Pen, f: Formats, content: ReportContent): void {
  const types = content.dayTypes ?? [];
  if (types.length === 0) return;
  const columns = dayTypeColumns(f);
  const cell = (average: number, target: number | null, energy = false): Run[] => [
    { text: figureText(f, { energy }, average), font: REGULAR, color: INK },
    ...(target !== null ? [{ text: ` / ${figureText(f, { energy }, target)}`, font: REGULAR, color: MUTED }] : []),
  ];
  const rows = types.map((type) =>
    tableRow(pen, columns, DAY_TYPE_TABLE, [
      [{ text: oneLine(type.name) || 'Day type', font: BOLD, color: INK }],
      [{ text: String(type.days), font: REGULAR, color: INK }],
      cell(type.averages.calories, type.targets.calories, true),
      cell(type.averages.protein, type.targets.protein),
      cell(type.averages.carbs, type.targets.carbs),
      cell(type.averages.fat, type.targets.fat),
    ]),
  );
  const note = pen.wrap(
    'Average per planned day of each type, against that type’s own targets (average / target).',
    ITALIC,
    8.5,
    CONTENT_WIDTH,
    MUTED,
  );
  const height =
    20 + tableHeaderHeight(DAY_TYPE_TABLE) + rows.reduce((sum, row) => sum + row.height, 0) + 8 + note.length * 12;
  pen.keepTogether(height);
  pen.text('Averages by day type', MARGIN_X, pen.y, BOLD, 10, INK);
  pen.y += 20;
  drawTable(pen, columns, DAY_TYPE_TABLE, rows);
  pen.y += 8;
  pen.drawLines(note, MARGIN_X, pen.y, 8.5, 12);
  pen.y += note.length * 12 + 18;
}

// ---------------------------------------------------------------------------------------------------------
// People

function listOrNone(values: string[]): string {
  const shown = values.map((value) => oneLine(value)).filter(Boolean);
  return shown.length ? shown.join(', ') : 'None recorded';
}

function clientFields(report: Report, f: Formats): Field[] {
  const { client, generatedOn } = report.content;
  const dob = client.dateOfBirth
    ? `${documentDate(f, client.dateOfBirth)} (age ${calendarAge(client.dateOfBirth, generatedOn)})`
    : '—';
  const bmi =
    client.height && client.weight
      ? f.number(Math.round((client.weight / (client.height / 100) ** 2) * 10) / 10, 1)
      : '—';
  const fields: Field[] = [
    { label: 'Name', value: `${client.firstName} ${client.lastName}` },
    { label: 'Date of birth', value: dob },
    { label: 'Gender', value: client.gender ? genderLabels[client.gender] : '—' },
    { label: 'Height', value: client.height === null ? '—' : f.height(client.height) },
    { label: 'Weight', value: client.weight === null ? '—' : f.weight(client.weight) },
    { label: 'Body mass index', value: bmi },
  ];
  const medical = report.type === 'medical_report';
  if (medical) {
    fields.push({
      label: 'Activity level',
      value: client.activityLevel
        ? (activityLevelLabels[client.activityLevel as ActivityLevel] ?? client.activityLevel)
        : '—',
    });
  }
  fields.push(
    { label: 'Medical conditions', value: listOrNone(client.medicalConditions), wide: true },
    { label: 'Allergies', value: listOrNone(client.allergies.map(clientAllergyName)), wide: true },
  );
  if (medical) {
    fields.push(
      { label: 'Dietary restrictions', value: listOrNone(client.dietaryRestrictions), wide: true },
      { label: 'Health goals', value: client.healthGoals ?? '—', wide: true },
    );
  }
  return fields;
}

function practitionerFields(practice: PracticeBranding): Field[] {
  const given = (value: string | null) => oneLine(value) || 'Not provided';
  return [
    { label: 'Practice', value: given(practice.businessName) },
    { label: 'Practitioner', value: given(practice.practitionerName) },
    { label: 'Email', value: given(practice.contactEmail) },
    { label: 'Phone', value: given(practice.contactPhone) },
    { label: 'Website', value: given(practice.website) },
  ];
}

function periodFields(f: Formats, content: ReportContent): Field[] {
  if (!content.period)
    return [
      {
        label: 'Period',
        value: `No meal plan linked (report generated ${documentDate(f, content.generatedOn)})`,
        wide: true,
      },
    ];
  const { startDate, endDate } = content.period;
  const fields: Field[] = [
    { label: 'Meal plan', value: content.mealPlanName ?? '—' },
    {
      label: 'Dates',
      value: `${documentDate(f, startDate)} – ${documentDate(f, endDate)} (${content.planDays} ${content.planDays === 1 ? 'day' : 'days'})`,
    },
  ];
  if (content.nutritionSource === 'plan_days')
    fields.push({ label: 'Days with planned meals', value: `${content.daysCounted} of ${content.planDays}` });
  return fields;
}

function drawSignature(pen: Pen, practice: PracticeBranding): void {
  const { doc } = pen;
  const statement = pen.wrap(
    'I confirm that the information in this report is accurate to the best of my knowledge.',
    REGULAR,
    10,
    CONTENT_WIDTH,
    BODY,
  );
  const height = BLOCK_HEADING_HEIGHT + statement.length * 14 + 44 + 40;
  pen.keepTogether(height);
  blockHeading(pen, 'Practitioner attestation');
  pen.drawLines(statement, MARGIN_X, pen.y, 10, 14);
  pen.y += statement.length * 14 + 44;
  const signatureWidth = CONTENT_WIDTH * 0.58;
  const dateX = MARGIN_X + signatureWidth + 30;
  doc
    .moveTo(MARGIN_X, pen.y)
    .lineTo(MARGIN_X + signatureWidth, pen.y)
    .lineWidth(0.8)
    .stroke(INK);
  doc
    .moveTo(dateX, pen.y)
    .lineTo(MARGIN_X + CONTENT_WIDTH, pen.y)
    .lineWidth(0.8)
    .stroke(INK);
  pen.text('Signature', MARGIN_X, pen.y + 5, BOLD, 7.5, MUTED);
  pen.text('Date', dateX, pen.y + 5, BOLD, 7.5, MUTED);
  const signer = [oneLine(practice.practitionerName), oneLine(practice.businessName)].filter(Boolean).join(', ');
  pen.text(pen.fit(signer, REGULAR, 9.5, signatureWidth), MARGIN_X, pen.y + 17, REGULAR, 9.5, INK);
  pen.y += 40;
}

function drawClosing(pen: Pen, practice: PracticeBranding): void {
  const who = oneLine(practice.practitionerName);
  const ways = [practice.contactEmail, practice.contactPhone].map(oneLine).filter(Boolean);
  const text = ways.length
    ? `Questions about your plan? Contact ${who} at ${ways.join(' or ')}.`
    : `Questions about your plan? Ask ${who} at your next appointment.`;
  const lines = pen.wrap(text, REGULAR, 10, CONTENT_WIDTH - 28, BODY);
  const height = lines.length * 14 + 22;
  pen.keepTogether(height);
  pen.doc.roundedRect(MARGIN_X, pen.y, CONTENT_WIDTH, height, 6).fill(pen.theme.tint);
  pen.doc.rect(MARGIN_X, pen.y + 8, 3, height - 16).fill(pen.theme.secondaryGraphic);
  pen.drawLines(lines, MARGIN_X + 16, pen.y + 11, 10, 14);
  pen.y += height + 12;
}

// ---------------------------------------------------------------------------------------------------------
// Layouts

/** The period as the PDF writes dates ('Mon 2 Mar 2026 – Sun 8 Mar 2026'). */
function periodText(f: Formats, content: ReportContent): string {
  if (!content.period) return 'No meal plan linked';
  return spanText(f, content.period.startDate, content.period.endDate);
}

/** Two calendar dates as the PDF writes them ("5 Jan 2026 – 11 Jan 2026"), or the one day. */
function spanText(f: Formats, from: string, to: string): string {
  const start = documentDate(f, from);
  const end = documentDate(f, to);
  return start === end ? start : `${start} – ${end}`;
}

/** The plan's vitamins and minerals against the client's DRIs, naming the plan they come from. */
function drawReportAdequacy(pen: Pen, f: Formats, content: ReportContent): void {
  // a report goes to the client or a payer: a note about missing profile facts is for the practitioner only
  if (content.adequacy?.table.state !== 'table') return;
  const { plan, table } = content.adequacy;
  const start = documentDate(f, plan.startDate);
  const end = documentDate(f, plan.endDate);
  pen.y += 6;
  drawAdequacy(
    pen,
    table,
    f,
    `Plan: ${oneLine(plan.name) || 'Meal plan'}, ${start === end ? start : `${start} – ${end}`}`,
  );
  pen.y += 14;
}

/**
 * The difference between two weights as the reader sees them, in the body units: the difference of the shown
 * figures (0.1 kg, or whole lb), so "82.4 kg to 81 kg" is "-1.4 kg" and "182 lb to 179 lb" is "-3 lb"; in st lb, a
 * difference under a stone in pounds alone ("-6 lb"). Signed when asked ("+", "-" or none for no change).
 */
export function weightDifference(f: Formats, fromKg: number, toKg: number, signed: boolean): string {
  const metric = f.bodyUnits === 'metric';
  const shown = (kg: number) => (metric ? roundTo(kg, 1) : roundTo(kg / KG_PER_LB, 0));
  const change = roundTo(shown(toKg) - shown(fromKg), 1);
  const sign = signed ? (change > 0 ? '+' : change < 0 ? '-' : '') : '';
  const size = Math.abs(change);
  if (metric) return `${sign}${f.number(size, 1)} kg`;
  if (f.bodyUnits === 'us' || size < 14) return `${sign}${f.number(size)} lb`;
  const stones = Math.floor(size / 14);
  return `${sign}${f.number(stones)} st ${f.number(size - stones * 14)} lb`;
}

/** The sentences of "Progress over the period", from what the client logged in the portal. */
export function progressSentences(
  progress: NonNullable<ReportContent['progress']>,
  addressed: boolean,
  f: Formats,
): string[] {
  const { firstWeight, lastWeight, weighIns, goalWeightKg, plannedMeals, eatenMeals, adherence } = progress;
  const whose = addressed ? 'Your weight' : 'Weight';
  const lines: string[] = [];
  if (firstWeight && lastWeight && weighIns > 1) {
    lines.push(
      `${whose} went from ${f.weight(firstWeight.kg)} on ${documentDate(f, firstWeight.date)} to ${f.weight(lastWeight.kg)} on ${documentDate(f, lastWeight.date)}: a change of ${weightDifference(f, firstWeight.kg, lastWeight.kg, true)} over ${weighIns} weigh-ins.`,
    );
  } else if (lastWeight) {
    lines.push(
      `${whose} was ${f.weight(lastWeight.kg)} on ${documentDate(f, lastWeight.date)} (one weigh-in in the period, so no change to report).`,
    );
  } else {
    lines.push('No weight was logged in the period.');
  }
  if (goalWeightKg !== null && lastWeight) {
    const left = lastWeight.kg - goalWeightKg;
    lines.push(
      Math.abs(left) < 0.05
        ? `Goal weight: ${f.weight(goalWeightKg)}, reached.`
        : `Goal weight: ${f.weight(goalWeightKg)}, ${weightDifference(f, goalWeightKg, lastWeight.kg, false)} to go.`,
    );
  }
  if (adherence !== null) {
    lines.push(
      `Meals eaten as planned: ${Math.round(adherence * 100)}% on average (${eatenMeals} of ${plannedMeals} planned meals checked off or recorded in the food diary).`,
    );
  } else {
    lines.push('No meals were planned for the period up to the report date, so there is no adherence to report.');
  }
  return lines;
}

/** Weight change and meals eaten over the report's period, as the client logged them in the portal. */
function drawProgress(pen: Pen, f: Formats, content: ReportContent, addressed: boolean): void {
  const progress = content.progress;
  if (!progress) return;
  drawBullets(pen, 'Progress over the period', progressSentences(progress, addressed, f));
  drawPeriodNote(
    pen,
    `${spanText(f, progress.from, progress.to)}. Logged by ${addressed ? 'you' : 'the client'} in the client portal: weigh-ins, meals checked off as eaten, swapped or skipped, and the food diary.`,
  );
}

/** The small italic line under a section's bullets: where its figures come from. */
function drawPeriodNote(pen: Pen, text: string): void {
  const note = pen.wrap(text, ITALIC, 8.5, CONTENT_WIDTH, MUTED);
  pen.y -= 4;
  pen.ensure(note.length * 12);
  pen.drawLines(note, MARGIN_X, pen.y, 8.5, 12);
  pen.y += note.length * 12 + 14;
}

const percentText = (f: Formats, row: { label: string; percent: number; kind: string; status: string }) =>
  `${row.label} ${f.number(row.percent, 2)}% of the ${row.status === 'over-cdrr' ? 'CDRR' : row.status === 'over-limit' ? 'UL' : row.kind}`;

/** The sentences of "Intake against needs", from the food diary the client kept in the portal. */
export function intakeSentences(
  intake: NonNullable<ReportContent['intake']>,
  addressed: boolean,
  f: Formats,
): string[] {
  const grams = (value: number) => `${f.number(value, 2)} g`;
  const lines: string[] = [];
  const who = addressed ? 'You' : 'The client';
  lines.push(`${who} logged meals on ${intake.loggedDays} of ${intake.days} days.`);
  const { eaten, planned } = intake;
  lines.push(
    planned
      ? `On those days, on average: ${f.energy(eaten.calories)} eaten against ${f.energy(planned.calories)} planned; protein ${grams(eaten.protein)} (planned ${grams(planned.protein)}), carbohydrate ${grams(eaten.carbs)} (${grams(planned.carbs)}), fat ${grams(eaten.fat)} (${grams(planned.fat)}).`
      : `On those days, on average: ${f.energy(eaten.calories)}, protein ${grams(eaten.protein)}, carbohydrate ${grams(eaten.carbs)}, fat ${grams(eaten.fat)} (no plan covered them).`,
  );
  if (intake.waterMl !== null)
    lines.push(`Water: ${f.number(Math.round(intake.waterMl / 10) * 10)} ml a day on average.`);
  if (intake.lifeStageLabel) {
    lines.push(
      intake.under.length
        ? `Furthest under needs (DRIs for ${intake.lifeStageLabel}): ${intake.under.map((row) => percentText(f, row)).join('; ')}.`
        : `Every nutrient with a known amount met its target (DRIs for ${intake.lifeStageLabel}).`,
    );
    if (intake.over.length) lines.push(`Above a limit: ${intake.over.map((row) => percentText(f, row)).join('; ')}.`);
  } else {
    lines.push('The profile lacks the date of birth or sex, so the intake is not compared with the DRIs.');
  }
  if (intake.notAnalysed || intake.notLogged)
    lines.push(
      `Not counted: ${intake.notAnalysed} item(s) described only in words and ${intake.notLogged} planned meal(s) with nothing logged; the figures are at least what was eaten.`,
    );
  return lines;
}

/** What the client logged in the food diary over the report's period, against the plan and their DRIs. */
function drawIntake(pen: Pen, f: Formats, content: ReportContent, addressed: boolean): void {
  const intake = content.intake;
  if (!intake) return;
  drawBullets(pen, 'Intake against needs', intakeSentences(intake, addressed, f));
  drawPeriodNote(
    pen,
    `${spanText(f, intake.from, intake.to)}. From the food diary ${addressed ? 'you kept' : 'the client kept'} in the client portal; averages of the days with meals logged.`,
  );
}

function drawClientReport(pen: Pen, f: Formats, report: Report, practice: PracticeBranding): void {
  const { content } = report;
  drawTitle(pen, report, false);
  drawFactsStrip(pen, [
    { label: 'Prepared for', value: content.clientName, weight: 1 },
    content.period
      ? { label: 'Period', value: periodText(f, content), weight: 1.6 }
      : { label: 'Prepared on', value: documentDate(f, content.generatedOn), weight: 1.6 },
    { label: 'Prepared by', value: practice.practitionerName, weight: 1 },
  ]);
  const greeting = `Hello ${oneLine(content.client.firstName) || oneLine(content.clientName)},`;
  const intro = content.mealPlanName
    ? `This is a summary of your meal plan "${oneLine(content.mealPlanName)}". It shows what your planned days add up to, next to the daily targets we agreed, so you can see at a glance where you stand.`
    : 'This is a summary prepared for you by your practitioner.';
  pen.text(greeting, MARGIN_X, pen.y, BOLD, 11, INK);
  pen.y += 20;
  pen.paragraph(intro, { size: 10.5, color: BODY, leading: 15 });
  pen.y += 16;
  drawNutritionCards(pen, f, content);
  drawDayTypeAverages(pen, f, content);
  drawProgress(pen, f, content, true);
  drawIntake(pen, f, content, true);
  drawReportAdequacy(pen, f, content);
  drawParagraphBlock(pen, 'Notes from your practitioner', content.notes);
  drawBullets(pen, 'Recommendations', content.recommendations);
  drawClosing(pen, practice);
}

function drawFormalReport(pen: Pen, f: Formats, report: Report, practice: PracticeBranding): void {
  const { content } = report;
  const medical = report.type === 'medical_report';
  drawTitle(pen, report, true);
  drawFactsStrip(pen, [
    { label: medical ? 'Patient' : 'Client', value: content.clientName, weight: 1 },
    { label: 'Period', value: periodText(f, content), weight: 1.6 },
    { label: 'Report date', value: documentDate(f, content.generatedOn), weight: 1 },
  ]);
  drawFieldBlock(pen, medical ? 'Patient details' : 'Client details', clientFields(report, f));
  drawFieldBlock(pen, 'Practitioner', practitionerFields(practice));
  drawFieldBlock(pen, 'Service period', periodFields(f, content), 2);
  drawNutritionTable(pen, f, content);
  drawDayTypeAverages(pen, f, content);
  drawProgress(pen, f, content, false);
  drawIntake(pen, f, content, false);
  drawReportAdequacy(pen, f, content);
  drawParagraphBlock(pen, medical ? 'Clinical notes' : 'Notes', content.notes);
  drawBullets(pen, 'Recommendations', content.recommendations);
  drawSignature(pen, practice);
}

/** The report as a branded A4 PDF; user text is drawn as plain text only. */
export async function renderReportPdf({ report, practice, preferences }: ReportPdfInput): Promise<Buffer> {
  const f = createFormats(preferences);
  const { pen, logo, finish } = startBrandedPdf(practice, {
    title: report.title,
    fallbackTitle: reportTypeLabels[report.type],
    subject: `${reportTypeLabels[report.type]} for ${report.content.clientName}`,
  });
  drawHeaderBand(pen, practice, logo);
  if (report.type === 'client_report') drawClientReport(pen, f, report, practice);
  else drawFormalReport(pen, f, report, practice);
  drawPageFurniture(pen, practice, oneLine(report.title) || reportTypeLabels[report.type]);
  return finish();
}
