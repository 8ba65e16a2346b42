// Decision records a reader finishes: each under 8 KB (long measurement logs live in docs/measurements/), and every
// relative link in them and in the measurement logs points at a file that exists.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const decisions = path.join(root, 'docs/decisions');
const measurements = path.join(root, 'docs/measurements');
const markdownIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(dir, name));

describe('decision records', () => {
  it('are each under 8 KB', () => {
    const long = markdownIn(decisions)
      .filter((file) => statSync(file).size > 8 * 1024)
      .map((file) => `${path.basename(file)}: ${statSync(file).size} bytes`);
    expect(long).toEqual([]);
  });

  it('link only to files that exist', () => {
    const broken: string[] = [];
    for (const file of [
      ...markdownIn(decisions),
      ...markdownIn(measurements),
      path.join(root, 'docs/adding-a-feature.md'),
    ]) {
      for (const [, target] of readFileSync(file, 'utf8').matchAll(/\]\((?!https?:|#)([^)#\s]+)/g)) {
        if (!existsSync(path.resolve(path.dirname(file), target))) broken.push(`${path.basename(file)} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
