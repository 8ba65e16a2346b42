// The branded meal-plan PDF a practitioner hands to a client: header band in the practice's colours, overview
// with targets, one table per day, the recipes, and a tick-box shopping list. The letterhead, palette, text
// handling and the pen that measures and places every line are shared with the report PDF (src/server/lib/pdf).
import { roundForDisplay, type NutrientKey } from '../../../shared/nutrition/recipe-nutrition.ts';
import { formatMinutes } from '../../../shared/format/format-minutes.ts';
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
import { formatNumber, formatPlanDate, oneLine, toWinAnsi } from '../../lib/pdf/pdf-text.ts';
import {
  BOLD,
  CONTENT_WIDTH,
  ITALIC,
  MARGIN_TOP,
  MARGIN_X,
  PAGE_CONTENT_HEIGHT,
  Pen,
  REGULAR,
  leadingFor,
  type Line,
  type Run,
} from '../../lib/pdf/pen.ts';

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

function ingredientLine(ingredient: { name: string; amount: number; unit: string }): string {
  // an amount of 0 stands for 'to taste': the name alone
  if (!(ingredient.amount > 0)) return oneLine(ingredient.name);
  const amount = formatAmount(ingredient.amount);
  // 'piece' reads badly in print ('2 piece eggs'): the count alone says it.
  const unit =
    ingredient.unit === 'piece' ? '' : ingredient.unit === 'cup' && ingredient.amount > 1 ? 'cups' : ingredient.unit;
  return [amount, unit, oneLine(ingredient.name)].filter(Boolean).join(' ');
}

export { pdfFileName } from '../../lib/pdf/pdf-file-name.ts';

const STATUS_LABELS: Record<string, string> = { active: 'Active', completed: 'Completed', cancelled: 'Cancelled' };

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
    plan.targetCalories !== null
      ? { key: 'calories', label: 'Calories', unit: 'kcal', value: plan.targetCalories }
      : null,
    plan.targetProtein !== null ? { key: 'protein', label: 'Protein', unit: 'g', value: plan.targetProtein } : null,
    plan.targetCarbs !== null ? { key: 'carbs', label: 'Carbohydrates', unit: 'g', value: plan.targetCarbs } : null,
    plan.targetFat !== null ? { key: 'fat', label: 'Fat', unit: 'g', value: plan.targetFat } : null,
  ];
  return all.filter((target): target is Target => target !== null && Number.isFinite(target.value));
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

  const check = allergyCheckOf(input);
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
export function allergyCheckOf(input: MealPlanPdfInput): string | null {
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
  const when = formatPlanDate(input.generatedOn);
  return found.length
    ? `Checked against the client's allergies and restrictions on ${when}: ${found.length} ${found.length === 1 ? 'conflict' : 'conflicts'}.\n${found.join('\n')}`
    : `Checked against the client's allergies and restrictions on ${when}: no conflicts.`;
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
      [
        recipe === null
          ? { text: 'Recipe removed', font: ITALIC, color: MUTED }
          : { text: recipe, font: REGULAR, color: INK },
      ],
      [{ text: formatAmount(meal.servings), font: REGULAR, color: BODY }],
      ...NUTRIENT_COLUMNS.map(({ key }) => [
        {
          text: meal.nutrition ? formatNutrient(key, meal.nutrition[key]) : '—',
          font: REGULAR,
          color: meal.nutrition ? BODY : MUTED,
        },
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
    const textX =
      column.align === 'right' ? x + column.width - CELL_PAD_X - pen.width(text, BOLD, HEADER_SIZE) : x + CELL_PAD_X;
    pen.text(text, textX, pen.y + CELL_PAD_Y + 0.5, BOLD, HEADER_SIZE, theme.ink);
    x += column.width;
  }
  pen.y += height;
}

function drawTableRow(pen: Pen, row: TableRow, zebra: boolean): void {
  const { doc, theme } = pen;
  if (row.kind === 'total') {
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
    const column = DAY_COLUMNS[index];
    pen.drawLines(
      lines,
      x + CELL_PAD_X,
      pen.y + CELL_PAD_Y + 0.5,
      TABLE_SIZE,
      TABLE_LEADING,
      column.align,
      column.width - CELL_PAD_X * 2,
    );
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
      doc
        .roundedRect(x, barY, Math.max(3.5, width * Math.min(1, item.ratio)), 3.5, 1.75)
        .fill(over ? '#d97706' : theme.graphic);
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
  return (
    DAY_HEADING_HEIGHT +
    tableHeaderHeight() +
    rows.reduce((sum, row) => sum + row.height, 0) +
    (total?.height ?? 0) +
    (hasProgress ? PROGRESS_HEIGHT : 0)
  );
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
  const firstHeight = dayHeight(
    firstRows,
    firstRows.length ? totalRow(pen, first) : null,
    firstRows.length > 0 && targets.length > 0,
  );
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
          doc
            .rect(x + 0.5, y + style.size * 0.36 - 4, 8, 8)
            .lineWidth(0.8)
            .stroke('#9ca3af');
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
  return {
    marker: 'bullet',
    size: 9.5,
    leading: 12.5,
    itemGap: 3,
    columns: count > 4 ? 2 : 1,
    x: MARGIN_X,
    width: CONTENT_WIDTH,
  };
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
  const ingredients: ListItem[] = recipe.ingredients.map((ingredient) => ({
    runs: [{ text: ingredientLine(ingredient), font: REGULAR, color: BODY }],
  }));
  const style = ingredientStyle(ingredients.length);
  const ingredientsHeight = ingredients.length
    ? RECIPE_SUBHEADING_HEIGHT + listHeight(pen, ingredients, style) - style.itemGap + 12
    : 0;
  const steps = stepsOf(recipe.instructions);
  const numbered = steps.length > 1;
  const stepLines = steps.map((step) =>
    pen.wrap(step, REGULAR, STEP_SIZE, CONTENT_WIDTH - (numbered ? STEP_INDENT : 0), BODY),
  );
  const stepsHeight = steps.length
    ? RECIPE_SUBHEADING_HEIGHT +
      stepLines.reduce((sum, lines) => sum + lines.length * STEP_LEADING + STEP_GAP, 0) -
      STEP_GAP
    : 0;
  const firstBlock = ingredients.length
    ? RECIPE_SUBHEADING_HEIGHT +
      Math.min(3, Math.ceil(ingredients.length / style.columns)) * (style.leading + style.itemGap)
    : RECIPE_SUBHEADING_HEIGHT + Math.min(3, stepLines[0]?.length ?? 0) * STEP_LEADING;
  const head = titleHeight + RECIPE_META_HEIGHT;
  return {
    titleLines,
    titleHeight,
    ingredients,
    style,
    stepLines,
    numbered,
    height: head + ingredientsHeight + stepsHeight,
    minimum: head + firstBlock,
  };
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
        pen.doc
          .moveTo(MARGIN_X, pen.y)
          .lineTo(MARGIN_X + CONTENT_WIDTH, pen.y)
          .lineWidth(0.6)
          .stroke(RULE);
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
  const targets = targetsOf(input.plan);
  drawHeaderBand(pen, input.practice, logo);
  drawOverview(pen, input, targets);
  drawDays(pen, input.days, targets);
  if (input.adequacy) {
    pen.y += 18;
    drawAdequacy(pen, input.adequacy);
  }
  drawRecipes(pen, input.recipes);
  drawShoppingList(pen, input.shoppingList);
  drawPageFurniture(pen, input.practice, oneLine(input.plan.name) || 'Meal plan');
  return finish();
}
