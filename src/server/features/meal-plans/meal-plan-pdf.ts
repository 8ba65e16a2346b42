// The branded meal-plan PDF a practitioner hands to a client: header band in the practice's colours, overview
// with targets, one table per day, the recipes, and a tick-box shopping list. The letterhead, palette, text
// handling and the pen that measures and places every line are shared with the report PDF (src/server/lib/pdf).
import { roundForDisplay, type NutrientKey } from '../../../shared/nutrition/recipe-nutrition.ts';
import { createFormats, type Formats } from '../../../shared/format/formats.ts';
import { dayTypeOf, type DayType } from '../../../shared/schemas/day-types.ts';
import type { MealPlanPdfInput, ResolvedDay, ResolvedMeal } from '../../../shared/schemas/meal-plans.ts';
import { drawAdequacy } from '../../lib/pdf/adequacy-table.ts';
import { BODY, INK, MUTED, RULE, ZEBRA } from '../../lib/pdf/brand-theme.ts';
import {
  drawHeaderBand,
  drawPageFurniture,
  SECTION_HEADING_HEIGHT,
  sectionHeading,
  sectionLabel,
  startBrandedPdf,
  subheading,
} from '../../lib/pdf/letterhead.ts';
import { documentDate, oneLine, toWinAnsi } from '../../lib/pdf/pdf-text.ts';
import { drawRecipes, formatAmount } from './meal-plan-pdf-recipes.ts';
import { drawList, listHeight, type ListItem, type ListStyle } from '../../lib/pdf/marker-list.ts';
import {
  drawTable,
  drawTableRow,
  fillWidth,
  tableHeaderHeight,
  tableRow,
  type TableColumn,
  type TableRow,
  type TableStyle,
} from '../../lib/pdf/table.ts';
import {
  BOLD,
  CONTENT_WIDTH,
  ITALIC,
  MARGIN_X,
  PAGE_CONTENT_HEIGHT,
  Pen,
  REGULAR,
  leadingFor,
  type Line,
  type Run,
} from '../../lib/pdf/pen.ts';

/**
 * A table figure without its unit (the column says it): energy in the practice's unit, from the unrounded kcal;
 * grams to 0.1 and sodium to a whole mg by the shared rule, with the locale's grouping.
 */
function formatNutrient(f: Formats, key: NutrientKey, value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (key === 'calories') return f.number(f.energyValue(value));
  return f.number(roundForDisplay(key, value), 1);
}

/** A target as it was set (kcal shown in the practice's unit): "2,000" / "8,368", "32.5". */
function targetFigure(f: Formats, key: Target['key'], value: number): string {
  return key === 'calories' ? f.number(f.energyValue(value)) : f.number(value, 2);
}

const STATUS_LABELS: Record<string, string> = { active: 'Active', completed: 'Completed', cancelled: 'Cancelled' };

export { formatAmount };

// ---------------------------------------------------------------------------------------------------------
// Overview

interface Target {
  key: 'calories' | 'protein' | 'carbs' | 'fat';
  label: string;
  unit: string;
  value: number;
}

function targetsOf(
  f: Formats,
  plan: Pick<MealPlanPdfInput['plan'], 'targetCalories' | 'targetProtein' | 'targetCarbs' | 'targetFat'>,
): Target[] {
  const all: (Target | null)[] = [
    plan.targetCalories !== null
      ? { key: 'calories', label: 'Calories', unit: f.energyLabel, value: plan.targetCalories }
      : null,
    plan.targetProtein !== null ? { key: 'protein', label: 'Protein', unit: 'g', value: plan.targetProtein } : null,
    plan.targetCarbs !== null ? { key: 'carbs', label: 'Carbohydrates', unit: 'g', value: plan.targetCarbs } : null,
    plan.targetFat !== null ? { key: 'fat', label: 'Fat', unit: 'g', value: plan.targetFat } : null,
  ];
  return all.filter((target): target is Target => target !== null && Number.isFinite(target.value));
}

/**
 * A typed day's own targets: its calories and the grams its type gives. A macro the type leaves open is not
 * compared with the plan's, which is set for another number of calories.
 */
function typeTargetsOf(f: Formats, type: DayType): Target[] {
  return targetsOf(f, {
    targetCalories: type.targetCalories,
    targetProtein: type.targetProtein,
    targetCarbs: type.targetCarbs,
    targetFat: type.targetFat,
  });
}

function drawOverview(pen: Pen, f: Formats, input: MealPlanPdfInput, targets: Target[]): void {
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
  const start = documentDate(f, plan.startDate);
  const end = documentDate(f, plan.endDate);
  facts.push({ label: 'Plan dates', value: start === end ? start : `${start} – ${end}`, weight: 1.75 });
  facts.push({ label: 'Status', value: STATUS_LABELS[plan.status] ?? oneLine(plan.status), weight: 0.65 });
  if (input.generatedOn) facts.push({ label: 'Prepared on', value: documentDate(f, input.generatedOn), weight: 0.9 });

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
      const value = targetFigure(f, target.key, target.value);
      pen.text(value, cardX + 14, pen.y + 9, BOLD, 16, INK);
      pen.text(target.unit, cardX + 14 + pen.width(value, BOLD, 16) + 3, pen.y + 14, REGULAR, 9.5, BODY);
      pen.text(target.label, cardX + 14, pen.y + 31, REGULAR, 8.5, MUTED);
    });
    pen.y += cardHeight + 20;
  }

  const types = plan.dayTypes ?? [];
  if (types.length) {
    const leading = 15;
    pen.ensure(11.5 * 1.5 + Math.min(types.length, 2) * leading);
    subheading(pen, 'Day types');
    for (const type of types) {
      pen.ensure(leading);
      pen.drawLine(dayTypeLine(pen, f, type, 10), MARGIN_X, pen.y, 10);
      pen.y += leading;
    }
    pen.y += 12;
  }

  const notes = toWinAnsi(plan.notes).trim();
  if (notes) {
    pen.ensure(11.5 * 1.5 + 2 * 15);
    subheading(pen, 'Notes');
    pen.paragraph(notes, { size: 10, color: BODY, leading: 14.5 });
    pen.y += 14;
  }

  const check = allergyCheckOf(input, f);
  if (check) {
    pen.ensure(11.5 * 1.5 + 2 * 15);
    subheading(pen, 'Allergy check');
    pen.paragraph(toWinAnsi(check), { size: 10, color: BODY, leading: 14.5 });
    pen.y += 14;
  }
}

/**
 * With a client, the plan states what its screening found when the PDF was made: the same warnings as the plan
 * page, from the allergen table. Without a client there is nothing to check against, so nothing is said.
 */
export function allergyCheckOf(input: MealPlanPdfInput, f: Formats = createFormats(input.preferences)): string | null {
  if (!oneLine(input.plan.clientName)) return null;
  const found: string[] = [];
  for (const day of input.days) {
    const meals = [
      ['Breakfast', day.meals.breakfast],
      ['Lunch', day.meals.lunch],
      ['Dinner', day.meals.dinner],
      ...day.meals.snacks.map((meal) => ['Snack', meal] as const),
    ] as const;
    for (const [label, meal] of meals)
      for (const conflict of meal?.conflicts ?? [])
        found.push(`Day ${day.dayNumber} ${label.toLowerCase()}, ${meal!.recipeName ?? 'removed recipe'}: ${conflict}`);
  }
  const when = documentDate(f, input.generatedOn);
  return found.length
    ? `Checked against the client's allergies and restrictions on ${when}: ${found.length} ${found.length === 1 ? 'conflict' : 'conflicts'}.\n${found.join('\n')}`
    : `Checked against the client's allergies and restrictions on ${when}: no conflicts.`;
}

// ---------------------------------------------------------------------------------------------------------
// Days

const NUTRIENT_COLUMNS: NutrientKey[] = ['calories', 'protein', 'carbs', 'fat'];

/** The day table's columns; the energy column is headed with the unit it is written in. */
function dayColumns(f: Formats): TableColumn[] {
  return fillWidth([
    { header: 'Meal', width: 62, align: 'left' },
    { header: 'Recipe', width: 0, align: 'left' },
    { header: 'Servings', width: 52, align: 'right' },
    { header: f.energyLabel, width: 50, align: 'right' },
    { header: 'Protein (g)', width: 58, align: 'right' },
    { header: 'Carbs (g)', width: 54, align: 'right' },
    { header: 'Fat (g)', width: 46, align: 'right' },
  ]);
}

const DAY_TABLE: TableStyle = {
  size: 9.5,
  leading: 12.5,
  padX: 6,
  padY: 5.5,
  headerSize: 8,
  headerPadY: 5.5,
  overflow: 'wrap',
  rules: true,
};

function mealRows(pen: Pen, f: Formats, day: ResolvedDay): TableRow[] {
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
      [
        recipe === null
          ? { text: 'Recipe removed', font: ITALIC, color: MUTED }
          : { text: recipe, font: REGULAR, color: INK },
      ],
      [{ text: formatAmount(meal.servings), font: REGULAR, color: BODY }],
      ...NUTRIENT_COLUMNS.map((key) => [
        {
          text: meal.nutrition ? formatNutrient(f, key, meal.nutrition[key]) : '—',
          font: REGULAR,
          color: meal.nutrition ? BODY : MUTED,
        },
      ]),
    ];
    return tableRow(pen, dayColumns(f), DAY_TABLE, texts);
  });
}

function totalRow(pen: Pen, f: Formats, day: ResolvedDay): TableRow {
  return tableRow(
    pen,
    dayColumns(f),
    DAY_TABLE,
    [
      [{ text: 'Daily total', font: BOLD, color: INK }],
      [],
      [],
      ...NUTRIENT_COLUMNS.map((key) => [{ text: formatNutrient(f, key, day.totals[key]), font: BOLD, color: INK }]),
    ],
    true,
  );
}

interface Progress {
  label: string;
  value: string;
  ratio: number | null;
}

function progressOf(f: Formats, day: ResolvedDay, targets: Target[]): Progress[] {
  return targets.map((target) => {
    const total = formatNutrient(f, target.key, day.totals[target.key]);
    const percent = target.value > 0 ? Math.round((day.totals[target.key] / target.value) * 100) : null;
    const value = `${total} / ${targetFigure(f, target.key, target.value)} ${target.unit}${percent !== null ? ` (${percent}%)` : ''}`;
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
      doc
        .roundedRect(x, barY, Math.max(3.5, width * Math.min(1, item.ratio)), 3.5, 1.75)
        .fill(over ? '#d97706' : theme.graphic);
    }
  });
  pen.y += PROGRESS_HEIGHT;
}

const DAY_HEADING_SIZE = 13;
const DAY_HEADING_HEIGHT = 24;
/** the line under a typed day's heading: its type and the type's targets */
const DAY_TYPE_SIZE = 9.5;
const DAY_TYPE_HEIGHT = 16;
const EMPTY_DAY_HEIGHT = 34;
const DAY_GAP = 24;

/** A day type's targets in a line: "2,800 kcal · P 175 g · C 350 g · F 78 g" / "11,715 kJ · P 175 g ...". */
export function dayTypeTargetsLine(f: Formats, type: DayType): string {
  const grams = (label: string, value: number | null) => (value === null ? [] : [`${label} ${f.number(value, 2)} g`]);
  return [
    f.energy(type.targetCalories),
    ...grams('P', type.targetProtein),
    ...grams('C', type.targetCarbs),
    ...grams('F', type.targetFat),
  ].join(' · ');
}

/** "Training day · 2,800 kcal · P 175 g · C 350 g · F 78 g", the name cut to fit the page's width. */
function dayTypeLine(pen: Pen, f: Formats, type: DayType, size: number): Line {
  const targets = ` · ${dayTypeTargetsLine(f, type)}`;
  const room = CONTENT_WIDTH - pen.width(targets, REGULAR, size);
  return [
    { text: pen.fit(oneLine(type.name) || 'Day type', BOLD, size, room), font: BOLD, color: pen.theme.ink },
    { text: targets, font: REGULAR, color: BODY },
  ];
}

function headingHeight(type: DayType | null): number {
  return DAY_HEADING_HEIGHT + (type ? DAY_TYPE_HEIGHT : 0);
}

function dayHeight(
  rows: TableRow[],
  total: TableRow | null,
  hasProgress: boolean,
  type: DayType | null = null,
): number {
  if (rows.length === 0) return headingHeight(type) + EMPTY_DAY_HEIGHT;
  return (
    headingHeight(type) +
    tableHeaderHeight(DAY_TABLE) +
    rows.reduce((sum, row) => sum + row.height, 0) +
    (total?.height ?? 0) +
    (hasProgress ? PROGRESS_HEIGHT : 0)
  );
}

function drawDayHeading(pen: Pen, f: Formats, day: ResolvedDay, type: DayType | null, continued = false): void {
  const date = documentDate(f, day.date, true);
  const line: Line = [
    { text: `Day ${day.dayNumber}`, font: BOLD, color: pen.theme.ink },
    { text: `  ·  ${date}${continued ? ' (continued)' : ''}`, font: REGULAR, color: BODY },
  ];
  pen.drawLine(line, MARGIN_X, pen.y, DAY_HEADING_SIZE);
  pen.y += DAY_HEADING_HEIGHT;
  if (type) {
    pen.drawLine(dayTypeLine(pen, f, type, DAY_TYPE_SIZE), MARGIN_X, pen.y - 6, DAY_TYPE_SIZE);
    pen.y += DAY_TYPE_HEIGHT;
  }
}

function drawDay(pen: Pen, f: Formats, day: ResolvedDay, planTargets: Target[], types: readonly DayType[]): void {
  // A typed day is measured against its type's targets, an ordinary day against the plan's.
  const type = dayTypeOf(types, day.dayType);
  const targets = type ? typeTargetsOf(f, type) : planTargets;
  const rows = mealRows(pen, f, day);
  const total = rows.length ? totalRow(pen, f, day) : null;
  const progress = rows.length && targets.length ? progressOf(f, day, targets) : [];
  const height = dayHeight(rows, total, progress.length > 0, type);
  pen.keepTogether(height, headingHeight(type) + tableHeaderHeight(DAY_TABLE) + (rows[0]?.height ?? EMPTY_DAY_HEIGHT));
  drawDayHeading(pen, f, day, type);

  if (rows.length === 0) {
    pen.doc.roundedRect(MARGIN_X, pen.y, CONTENT_WIDTH, EMPTY_DAY_HEIGHT - 8, 5).fill(ZEBRA);
    pen.text('No meals planned', MARGIN_X + 12, pen.y + 8.5, ITALIC, 9.5, MUTED);
    pen.y += EMPTY_DAY_HEIGHT;
    return;
  }

  // A day longer than a page continues on the next one, with its heading and the header again.
  const columns = dayColumns(f);
  drawTable(pen, columns, DAY_TABLE, rows, () => drawDayHeading(pen, f, day, type, true));
  pen.ensure(total!.height + (progress.length ? PROGRESS_HEIGHT : 0));
  drawTableRow(pen, columns, DAY_TABLE, total!, false);
  if (progress.length) drawProgress(pen, progress);
}

function drawDays(pen: Pen, f: Formats, days: ResolvedDay[], targets: Target[], types: readonly DayType[]): void {
  if (days.length === 0) {
    pen.ensure(SECTION_HEADING_HEIGHT + EMPTY_DAY_HEIGHT);
    sectionHeading(pen, 'Daily plan');
    pen.text('No days planned yet.', MARGIN_X, pen.y, ITALIC, 10, MUTED);
    pen.y += 24;
    return;
  }
  // The heading moves with the first day rather than sitting alone at the bottom of a page.
  const first = days[0];
  const firstType = dayTypeOf(types, first.dayType);
  const firstRows = mealRows(pen, f, first);
  const firstHeight = dayHeight(
    firstRows,
    firstRows.length ? totalRow(pen, f, first) : null,
    firstRows.length > 0 && (firstType !== null || targets.length > 0),
    firstType,
  );
  pen.keepTogether(SECTION_HEADING_HEIGHT + Math.min(firstHeight, PAGE_CONTENT_HEIGHT - SECTION_HEADING_HEIGHT));
  sectionHeading(pen, 'Daily plan');
  days.forEach((day, index) => {
    if (index > 0) pen.y += DAY_GAP;
    drawDay(pen, f, day, targets, types);
  });
}

// ---------------------------------------------------------------------------------------------------------
// Shopping list

function drawShoppingList(pen: Pen, list: MealPlanPdfInput['shoppingList']): void {
  const groups = list.filter((group) => group.items.length > 0);
  if (groups.length === 0) return;
  pen.newPage();
  sectionHeading(pen, 'Shopping list', 'Tick items off as you shop.');
  const style: ListStyle = {
    marker: 'check',
    size: 9.5,
    leading: 13,
    itemGap: 5.5,
    columns: 2,
    x: MARGIN_X,
    width: CONTENT_WIDTH,
  };
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
    pen.keepTogether(
      headingHeight + listHeight(pen, items, style),
      headingHeight + listHeight(pen, items.slice(0, firstItems), style),
    );
    const heading = (continued: boolean) => {
      const title = pen.fit(
        `${oneLine(group.group) || 'Other'}${continued ? ' (continued)' : ''}`,
        BOLD,
        10.5,
        CONTENT_WIDTH,
      );
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

/** The branded PDF of a meal plan: A4, Helvetica, page numbers; user text is drawn as plain text only. */
export async function renderMealPlanPdf(input: MealPlanPdfInput): Promise<Buffer> {
  const { pen, logo, finish } = startBrandedPdf(input.practice, {
    title: input.plan.name,
    fallbackTitle: 'Meal plan',
    subject: input.plan.clientName ? `Meal plan for ${input.plan.clientName}` : 'Meal plan',
  });
  const f = createFormats(input.preferences);
  const targets = targetsOf(f, input.plan);
  drawHeaderBand(pen, input.practice, logo);
  drawOverview(pen, f, input, targets);
  drawDays(pen, f, input.days, targets, input.plan.dayTypes ?? []);
  if (input.adequacy) {
    pen.y += 18;
    drawAdequacy(pen, input.adequacy, f);
  }
  drawRecipes(pen, f, input.recipes);
  drawShoppingList(pen, input.shoppingList);
  drawPageFurniture(pen, input.practice, oneLine(input.plan.name) || 'Meal plan');
  return finish();
}
