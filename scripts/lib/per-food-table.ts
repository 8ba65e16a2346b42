/**
 * What the allergen and animal-fact tables share: both are one code letter per food and column (C contains,
 * M may contain, F free, U unknown), built from SR28 by reviewed rules and per-food overrides, committed as JSON,
 * and checked by a command that prints coverage and fails when the committed file is stale or unknowns are too many.
 */
import { readFileSync, writeFileSync } from 'node:fs';

export interface PerFoodTable {
  foods: Record<string, string>;
}

interface Food {
  id: number;
  description: string;
  foodGroup?: string | null;
}

/** Writes the table one food per line, so a review reads its diff food by food. */
export function writePerFoodTable(filePath: string, table: PerFoodTable): void {
  writeFileSync(filePath, `${JSON.stringify(table, null, 0).replace(/,"(\d+)":/g, ',\n"$1":')}\n`);
  console.log(`Wrote ${Object.keys(table.foods).length} foods to ${filePath}`);
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`.padStart(7);
const unknownsIn = (code: string) => [...code].filter((c) => c === 'U').length;

/**
 * Prints per rule, per column and per food group what the rules decide, and returns the problems: more than
 * `maxUnknownShare` of the cells unknown, or a committed file that differs from what the rules build.
 */
export function reportPerFoodTable(options: {
  title: string;
  columns: { label: string }[];
  foods: Food[];
  table: PerFoodTable;
  decisions: Map<string, { foods: number; decisions: number }>;
  ruleIds: string[];
  committedPath: string;
  buildCommand: string;
  /** what an unknown means to a user, printed beside the count */
  unknownMeans: string;
  maxUnknownShare?: number;
}): string[] {
  const { title, columns, foods, table, decisions, committedPath } = options;
  const maxUnknownShare = options.maxUnknownShare ?? 0.01;
  const committed = JSON.parse(readFileSync(committedPath, 'utf8')) as PerFoodTable;
  const problems: string[] = [];
  const cells = foods.length * columns.length;

  console.log(`${title}: ${foods.length} SR28 foods x ${columns.length} columns = ${cells} decisions\n`);
  console.log('Foods decided (at least one column) and decisions made, per rule, in rule order:');
  for (const rule of [...options.ruleIds, 'override']) {
    const entry = decisions.get(rule);
    console.log(
      `  ${String(entry?.foods ?? 0).padStart(5)} foods ${String(entry?.decisions ?? 0).padStart(6)} decisions  ${rule}`,
    );
  }

  console.log('\nPer column: contains / may contain / free / unknown');
  const labelWidth = Math.max(...columns.map((column) => column.label.length)) + 2;
  for (const [index, column] of columns.entries()) {
    const count: Record<string, number> = { C: 0, M: 0, F: 0, U: 0 };
    for (const code of Object.values(table.foods)) count[code[index]] += 1;
    console.log(
      `  ${column.label.padEnd(labelWidth)} ${['C', 'M', 'F', 'U'].map((c) => String(count[c]).padStart(5)).join(' ')} unknown`,
    );
  }

  console.log('\nPer food group: foods, unknown share, may-contain share (of the cells), foods with an unknown');
  const groups = new Map<string, { foods: number; unknown: number; may: number; withUnknown: number }>();
  for (const food of foods) {
    const code = table.foods[String(food.id)];
    const group = food.foodGroup ?? '(none)';
    const entry = groups.get(group) ?? { foods: 0, unknown: 0, may: 0, withUnknown: 0 };
    entry.foods += 1;
    entry.unknown += unknownsIn(code);
    entry.may += [...code].filter((c) => c === 'M').length;
    if (code.includes('U')) entry.withUnknown += 1;
    groups.set(group, entry);
  }
  for (const [group, entry] of [...groups].sort((a, b) => a[0].localeCompare(b[0]))) {
    const groupCells = entry.foods * columns.length;
    console.log(
      `  ${group.padEnd(36)} ${String(entry.foods).padStart(5)} ${percent(entry.unknown, groupCells)} unknown ${percent(entry.may, groupCells)} may contain ${String(entry.withUnknown).padStart(5)}`,
    );
  }

  const unknownCells = Object.values(table.foods).reduce((sum, code) => sum + unknownsIn(code), 0);
  const unknownFoods = Object.values(table.foods).filter((code) => code.includes('U')).length;
  console.log(
    `\nUnknown: ${unknownCells} of ${cells} cells (${percent(unknownCells, cells).trim()}, at most ${100 * maxUnknownShare} % allowed); ${unknownFoods} of ${foods.length} foods have one (${options.unknownMeans})`,
  );
  if (unknownCells > maxUnknownShare * cells)
    problems.push(`${unknownCells} unknown cells is over ${100 * maxUnknownShare} % of ${cells}`);

  const stale = Object.keys(table.foods).filter((id) => committed.foods[id] !== table.foods[id]);
  const extra = Object.keys(committed.foods).filter((id) => !(id in table.foods));
  if (stale.length || extra.length)
    problems.push(
      `the committed table differs from the rules for ${stale.length + extra.length} foods (e.g. ${[...stale, ...extra].slice(0, 5).join(', ')}): run ${options.buildCommand} and review the diff`,
    );
  return problems;
}

/** Ends a check command: prints the problems and fails, or says the table holds. */
export function finishCheck(command: string, problems: string[]): void {
  if (problems.length) {
    console.error(`\n${command} failed:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('The committed table matches the rules and overrides; unknowns are within bounds.');
}
