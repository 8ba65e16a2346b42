import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/**
 * A journey that runs out of time says only "Test timeout of 60000ms exceeded". This reporter notes the steps still
 * open when the test's time ran out and its tear-down began (the click, the expectation, the navigation it was
 * waiting on) and, for a journey that timed out, appends a line naming the innermost of them, with its file and
 * line, to the file in WAITING_STEPS_FILE, which scripts/run-tests.mjs prints with the failed tests. Without that
 * variable it does nothing.
 */
export default class WaitingStepReporter implements Reporter {
  private readonly open = new Map<TestResult, TestStep[]>();
  private readonly atTeardown = new Map<TestResult, TestStep | undefined>();
  private readonly file = process.env.WAITING_STEPS_FILE;

  onStepBegin(_test: TestCase, result: TestResult, step: TestStep) {
    if (!this.file) return;
    const steps = this.open.get(result) ?? [];
    // The test's own steps end once their tear-down has begun: what was open then is what it was waiting on.
    if (step.category === 'hook' && step.title === 'After Hooks' && !this.atTeardown.has(result)) {
      this.atTeardown.set(result, steps.filter((one) => one.category !== 'hook' && one.category !== 'fixture').at(-1));
    }
    steps.push(step);
    this.open.set(result, steps);
  }

  onStepEnd(_test: TestCase, result: TestResult, step: TestStep) {
    const steps = this.open.get(result);
    if (steps)
      this.open.set(
        result,
        steps.filter((one) => one !== step),
      );
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const waiting = this.atTeardown.get(result);
    this.open.delete(result);
    this.atTeardown.delete(result);
    if (!this.file || result.status !== 'timedOut') return;
    const where = waiting?.location ? ` (${path.basename(waiting.location.file)} line ${waiting.location.line})` : '';
    const project = test.parent.project()?.name ?? '';
    const title = test.titlePath().slice(2).join(' › ');
    const said = waiting ? `${waiting.title}${where}` : 'no step of its own (a fixture, a hook or plain code)';
    appendFileSync(this.file, `[${project}] ${title}: ran out of time waiting on ${said}\n`);
  }
}
