import { RESOURCES } from '@punchline/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { serverSecret } from '../system/server-secrets';
import { DESCRIBED, OPERATIONS } from '../../test/robustness/operations';
import { accessPhase, malformedPhase, type Operation } from '../../test/robustness/phases';
import { tally, type Finding } from '../../test/robustness/runner';
import { seedRecords } from '../../test/robustness/records';
import { describedOperations, servedOperations } from '../../test/robustness/served';
import { forgedTokens } from '../../test/robustness/tokens';
import { createWorld } from '../../test/robustness/world';

// The robustness net (issue 13): every operation of the OpenAPI document the server serves, found
// there and not listed by hand, gets malformed input, forged tokens and callers who may not use
// it. Findings are listed with the operation, the input, the status and the body.

describe('robustness net: every operation in the OpenAPI document', async () => {
  const world = await createWorld();
  const { app, db } = world;
  await seedRecords(world);
  const served = await servedOperations(app);
  const operations: Operation[] = describedOperations(served);
  const forged = forgedTokens(await serverSecret(db, 'token-signing-key'), world.owner.userId);
  const findings: Finding[] = [];
  const report = (found: Finding[]) => findings.push(...found);
  const problems = (prefix: string) => findings.filter((f) => f.problem.startsWith(prefix));

  afterAll(() => {
    console.log(
      `robustness net: ${operations.length} operations covered, ${tally.requests} requests sent, ` +
        `${problems('5xx').length} 5xx seen, ${problems('leak').length} leaks seen, ${findings.length} findings in all`,
    );
  });

  it('has a description for every operation the server serves, and none for one it does not', () => {
    const keys = new Set(served.map((o) => o.key));
    const undescribed = served
      .filter((o) => !OPERATIONS[o.key])
      .map((o) => `describe ${o.key} in apps/server/test/robustness/operations.ts`);
    const stale = Object.keys(DESCRIBED)
      .filter((key) => !keys.has(key))
      .map((key) => `${key} is described in apps/server/test/robustness/operations.ts but not served: remove it`);
    expect([...undescribed, ...stale]).toEqual([]);
    expect(Object.keys(world.records).sort()).toEqual(RESOURCES.map((def) => def.path).sort()); // every collection has a record to aim at
  });

  it('refuses members of another organization and members without the permission, reading and changing nothing', async () => {
    for (const op of operations) report(await accessPhase(world, op));
    expect(findings).toEqual([]);
    // Every served operation, three callers each: about 40 s on a quiet machine and growing with the API.
  }, 240_000);

  it('answers malformed input and forged tokens with a 4xx in the spec’s shape, never a 5xx, and a refusal changes nothing', async () => {
    for (const op of operations) {
      const started = Date.now();
      const found = await malformedPhase(world, op, forged);
      report(found);
      if (process.env.ROBUSTNESS_TRACE) console.log(op.key, Date.now() - started, 'ms', found);
    }
    expect(findings).toEqual([]);
  }, 600_000);
});
