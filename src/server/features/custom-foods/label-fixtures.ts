import { readFileSync } from 'node:fs';
import type { LabelTarget } from './read-label.ts';

/** One label of tests/fixtures/label-ingredient-lists.txt and what a careful reader finds in it. */
export interface LabelFixture {
  name: string;
  ingredientsText: string;
  allergenStatement: string | null;
  contains: LabelTarget[];
  mayContain: LabelTarget[];
}

const listOf = (value: string | undefined) =>
  !value || value.trim() === '-' ? [] : (value.trim().split(/\s+/) as LabelTarget[]);

/** The fixture file's blocks: `# name`, `I:` ingredients, `S:` statement, `C:` contains, `M:` may contain. */
export function readLabelFixtures(path: string): LabelFixture[] {
  return readFileSync(path, 'utf8')
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').filter(Boolean))
    .filter((lines) => lines.some((line) => line.startsWith('I: ')))
    .map((lines) => {
      const field = (key: string) => lines.find((line) => line.startsWith(`${key}: `))?.slice(key.length + 2);
      return {
        name: lines[0].replace(/^#\s*/, ''),
        ingredientsText: field('I')!,
        allergenStatement: field('S') ?? null,
        contains: listOf(field('C')),
        mayContain: listOf(field('M')),
      };
    });
}
