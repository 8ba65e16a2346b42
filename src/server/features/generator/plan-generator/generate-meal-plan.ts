import type { Formats } from '../../../../shared/format/formats.ts';
import type { GeneratedPlan } from '../../../../shared/schemas/generator.ts';
import { filterTextFor, requestNotes } from './notes.ts';
import { planAnswer } from './plan-answer.ts';
import { buildProblem, mealShares, WEEK, type GenerationInput, type PlanCandidate } from './problem.ts';
import { runSearch } from './search.ts';
import { createRandom, SearchState } from './search-state.ts';

/**
 * The meal-plan generator: pure (no I/O), deterministic for a seed. See docs/decisions/0007-meal-plan-generator.md.
 *
 * Each day is scored by how far its calories and macros land from the targets (squared relative deviations,
 * calories weighted up, with a steeper cost beyond the tolerance bands), plus small costs for variety: a recipe
 * repeated within a week, two meals of one cuisine on a day, one cuisine crowding the week, servings far from 1.
 * Hard rules are never traded: health filters, meal types, no recipe twice on a day, a weekly repeat limit,
 * servings 0.5–2.5 in quarter steps (3 on days of one or two meals). An iterated local search over recipe choice
 * and servings minimises the score within an evaluation budget (counted, not timed, so a seed always gives the
 * same plan).
 */

export interface GeneratorOptions {
  /** Scales the evaluation budget (1 = default). Tests and the benchmark may use less or more. */
  effort?: number;
  /**
   * Wall-clock guard in ms. Only a machine far slower than planned reaches it; then the plan is the best found
   * so far and no longer depends on the seed alone.
   */
  deadlineMs?: number;
  now?: () => number;
  /** how the notes write energy (the practice's or the client's unit, decision 0033); en-US kcal when absent */
  formats?: Pick<Formats, 'energy'>;
}

export function generateMealPlan(
  input: GenerationInput,
  allCandidates: readonly PlanCandidate[],
  options: GeneratorOptions = {},
): GeneratedPlan {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const deadline = started + (options.deadlineMs ?? 5_000);
  const random = createRandom(input.seed);
  const { problem, lockedAt, banned, dayNotes } = buildProblem(input, allCandidates);
  const filterText = filterTextFor(input.healthFilters);
  const weekLength = Math.min(WEEK, problem.days);
  const notes = requestNotes(
    input,
    problem.slots,
    problem.pools,
    weekLength,
    problem.targets,
    filterText,
    options.formats,
  );

  const search = new SearchState(problem, random, lockedAt, banned);
  const effort = options.effort ?? 1;
  // Work units (a recipe looked at, a servings score computed): 60k per meal of the plan, at least 1.2M. Twice
  // as much improved the benchmark little; half as much cost accuracy (docs/decisions/0007).
  const budget = Math.round(effort * Math.max(1_200_000, 60_000 * (problem.days * problem.m)));
  runSearch(search, budget, () => now() > deadline);

  return planAnswer({
    seed: input.seed,
    problem,
    search,
    lockedAt,
    distribution: mealShares(input),
    dayNotes,
    notes,
    filterText,
  });
}
