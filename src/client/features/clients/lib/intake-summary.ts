import type { Intake } from '@/shared/schemas/food-diary';

type Row = Intake['average']['adequacy'][number];

/**
 * The nutrients furthest from the client's needs over the logged days: the lowest shares of the RDA/AI first, and
 * above it those over a UL or the sodium CDRR, then the highest shares. Unknown amounts are neither.
 */
export function intakeHighlights(rows: Row[], count = 3): { under: Row[]; over: Row[] } {
  const known = rows.filter((row) => row.percent !== null && row.status !== 'unknown');
  const under = known
    .filter((row) => row.status === 'short')
    .sort((a, b) => a.percent! - b.percent!)
    .slice(0, count);
  const flagged = (row: Row) => row.status === 'over-limit' || row.status === 'over-cdrr';
  const over = known
    .filter((row) => flagged(row) || (row.status === 'met' && row.percent! >= 150))
    .sort((a, b) => Number(flagged(b)) - Number(flagged(a)) || b.percent! - a.percent!)
    .slice(0, count);
  return { under, over };
}

/** "What the client wrote but could not be counted" and "planned meals with nothing logged", over the period. */
export function unanalysedCounts(intake: Intake): { texts: number; notLogged: number } {
  const logged = intake.days.filter((day) => day.logged);
  return {
    texts: logged.reduce((sum, day) => sum + day.notAnalysed.length, 0),
    notLogged: logged.reduce((sum, day) => sum + day.notLogged.length, 0),
  };
}
