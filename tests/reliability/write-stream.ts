import type { HttpAgent } from '../support/server-process.ts';

/** What happened to every write a stream sent: acknowledged (201 + id), refused with a status, or no answer at all. */
export interface WriteLedger {
  /** client id → last name, for every 201 the server sent */
  acknowledged: Map<string, string>;
  /** every answer that was not a 201 */
  refused: { status: number; body: unknown; retryAfter: string | null }[];
  /** requests that got no HTTP answer (connection refused or cut) */
  unanswered: number;
}

export function newLedger(): WriteLedger {
  return { acknowledged: new Map(), refused: [], unanswered: 0 };
}

let sequence = 0;

/**
 * `concurrency` writers creating clients back to back until `stop()`; each outcome goes to the ledger.
 * `stop()` resolves when every writer has had its last answer.
 */
export function startWriteStream(agent: HttpAgent, ledger: WriteLedger, concurrency = 4) {
  let stopped = false;
  const writer = async () => {
    while (!stopped) {
      const lastName = `Stream${(sequence += 1)}`;
      try {
        const response = await agent.request('POST', '/api/clients', {
          firstName: 'Fault',
          lastName,
          weight: 70.5,
          allergies: ['Peanut'],
        });
        if (response.status === 201) ledger.acknowledged.set(response.json.id, lastName);
        else
          ledger.refused.push({
            status: response.status,
            body: response.json,
            retryAfter: response.headers.get('retry-after'),
          });
      } catch {
        ledger.unanswered += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  const writers = Array.from({ length: concurrency }, writer);
  return {
    stop: async () => {
      stopped = true;
      await Promise.all(writers);
    },
  };
}

/** `explain`, when given, says on a time-out what was seen instead, so a rare failure leaves its evidence. */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
  explain?: () => Promise<string>,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline)
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${what}${explain ? `; seen instead: ${await explain()}` : ''}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
