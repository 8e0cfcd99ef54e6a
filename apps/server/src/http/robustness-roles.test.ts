import { afterAll, describe, expect, it } from 'vitest';
import { edgeProbes, malformedProbes, toProbe, type Probe } from '../../test/robustness/cases';
import { deepCaller, type Operation } from '../../test/robustness/phases';
import { moneyPaths, roleLeaks, type Forbidden } from '../../test/robustness/role-leaks';
import { createRoleWorld, OTHER_SHOP, RATE } from '../../test/robustness/role-world';
import { pool, send, shapeFindings, type Finding, type Outcome } from '../../test/robustness/runner';
import { describedOperations, servedOperations } from '../../test/robustness/served';
import type { Caller } from '../../test/robustness/world';

// The robustness net by role (issue 30): every operation of the OpenAPI document called as each of
// the demo's administrators, failing on anything the role may not see; edge values (empty, the
// calendar's ends, sub-second instants, beyond 32 bits) in every query and body field; and the
// device API fuzzed with a paired clock, past its token check. Never a 5xx, never a leak.

const CONCURRENCY = 6;
const bearer = (caller: Caller) => ({ authorization: `Bearer ${caller.token}` });

describe('robustness net by role: the demo administrators, edge values, a paired clock', async () => {
  const world = await createRoleWorld();
  const operations: Operation[] = describedOperations(await servedOperations(world.app));
  const isDevice = (op: Operation) => op.path.startsWith('/api/device/');
  const roles: { name: string; caller: Caller; forbidden: Forbidden }[] = [
    { name: 'the manager without pay (one shop)', caller: world.manager, forbidden: { money: true, otherShops: true } },
    { name: 'the payroll administrator', caller: world.payroll, forbidden: { money: false, otherShops: false } },
    { name: 'the owner', caller: world.owner, forbidden: { money: false, otherShops: false } },
  ];
  const clock: Forbidden = { money: true, otherShops: false }; // a clock is nobody's payroll
  const findings: Finding[] = [];
  const counts = { requests: 0, matrix: 0, edges: 0, device: 0 };
  const seconds: Record<string, number> = {};
  const run = async (label: keyof typeof counts, op: Operation, probes: Probe[]) => {
    counts.requests += probes.length;
    counts[label] += probes.length;
    const outcomes = await pool(probes, CONCURRENCY, (probe) => send(world.app, op.key, probe));
    findings.push(...shapeFindings(outcomes));
    return outcomes;
  };
  const timed = async (name: string, fn: () => Promise<void>) => {
    const started = Date.now();
    await fn();
    seconds[name] = Math.round((Date.now() - started) / 100) / 10;
  };

  afterAll(() => {
    console.log(
      `robustness net by role: ${operations.length} operations, ${roles.length} roles, ${counts.requests} requests ` +
        `(role matrix ${counts.matrix}, edge values ${counts.edges}, paired clock ${counts.device}), ` +
        `${findings.filter((f) => f.problem === '5xx').length} 5xx, ` +
        `${findings.filter((f) => f.problem.startsWith('leak')).length} leaks; seconds ${JSON.stringify(seconds)}`,
    );
  });

  it('fuzzes the device API with a paired clock: past its token, no 5xx, no money', async () => {
    await timed('paired clock', async () => {
      for (const op of operations.filter(isDevice)) {
        const sample = op.description.request(world, world.owner);
        const probes = [
          ...malformedProbes(op.method, op.path, op.openapi, sample, {}),
          ...edgeProbes(op.method, op.path, op.openapi, sample, {}),
        ];
        const outcomes = await run('device', op, probes);
        for (const o of outcomes) findings.push(...roleLeaks(o, op.path, 'a clock', clock));
        // The net's token is real: the valid request gets past the device check.
        const valid = outcomes.find((o) => o.probe.label === 'the valid request')!;
        if (op.key !== 'POST /api/device/v1/pair') expect(valid.status, `${op.key}: ${valid.body}`).not.toBe(401);
      }
    });
    expect(findings).toEqual([]);
  }, 600_000);

  it('answers edge values in every query and body field with a 4xx or an answer, never a 5xx', async () => {
    await timed('edge values', async () => {
      for (const op of operations.filter((o) => !isDevice(o))) {
        const caller = deepCaller(world, op.description.access);
        const sample = op.description.request(world, caller ?? world.owner);
        await run('edges', op, edgeProbes(op.method, op.path, op.openapi, sample, caller ? bearer(caller) : {}));
      }
    });
    expect(findings).toEqual([]);
  }, 600_000);

  it('calls every operation as each demo role: never a 5xx, no money without pay access, no worker of another shop', async () => {
    const seen = new Map<string, Outcome>();
    await timed('role matrix', async () => {
      for (const op of operations.filter((o) => !isDevice(o))) {
        for (const role of roles) {
          const sample = op.description.request(world, role.caller);
          const [outcome] = await run('matrix', op, [toProbe(`as ${role.name}`, op.method, op.path, sample, bearer(role.caller))]);
          findings.push(...roleLeaks(outcome!, op.path, role.name, role.forbidden));
          seen.set(`${op.key} as ${role.name}`, outcome!);
        }
      }
    });
    expect(findings).toEqual([]);
    // The detectors can fire: those who may see pay get the card's amounts, the owner sees the other shop.
    const card = (name: string) => seen.get(`GET /api/orgs/{orgId}/timecards/{employeeId} as ${name}`)!;
    for (const name of ['the owner', 'the payroll administrator'])
      expect(moneyPaths(JSON.parse(card(name).body), '')).toContain('result.totals.amount');
    expect(card('the manager without pay (one shop)').status).toBe(200);
    expect(seen.get('GET /api/orgs/{orgId}/timecards as the owner')!.body).toContain(OTHER_SHOP);
    expect(seen.get('GET /api/orgs/{orgId}/employee-pay-rates as the payroll administrator')!.body).toContain(RATE);
  }, 600_000);
});
