import { dayFromIso, isoFromDay, PERMISSIONS } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { runQueuedJobs } from '../../test/test-app';
import { FINALIZED_FOREVER } from './pay-periods.service';
import { secondsByCode, timecardWorld } from '../../test/kits/timecard-world';

// Time cards from stored rules (issue 15): a worker's week under a California pay rule made
// through the API, recomputed in the background when the rule changes with Confirm Save's
// "retroactive" answer, never in a locked period, and only for callers who may see the worker.

describe('time cards', async () => {
  const w = await timecardWorld();
  const { org, call, db, rule, weekStart, punchWeek, card, cached, runs } = w;
  const lastWeek = weekStart(1);
  const twoWeeksAgo = weekStart(2);
  const maria = await w.worker({ firstName: 'Maria', orgUnitId: w.refs.unitA });
  await sql`insert into employee_pay_rates (org_id, employee_id, effective_from, rate) values (${org}, ${maria.id}, '2000-01-01', 20)`.execute(
    db,
  );
  await punchWeek(maria.id, lastWeek);
  await punchWeek(maria.id, twoWeeksAgo);
  let version = rule.version;
  const changeRule = async (values: object, denorm: boolean) => {
    const response = await call('owner', 'PUT', `/orgs/${org}/payroll/rules/${rule.id}?denorm=${denorm}`, { ...values, version });
    expect(response.statusCode, response.body).toBe(200);
    version = response.json<{ result: { version: number } }>().result.version;
  };

  it("computes a worker's week under California overtime: daily, double time and weekly", async () => {
    const result = await card(maria.id, lastWeek);
    expect(result.period).toMatchObject({ start: lastWeek });
    // Mon 10 h: 8 + 2 OT; Wed 13 h: 8 + 4 OT + 1 DT; Sat: the week already has 40 h REG, so 8 OT.
    expect(secondsByCode(result)).toEqual({ REG: 40, OT: 14, DT: 1 });
    expect(result.payCodes.find((c) => c.code === 'OT')!.amount).toBe('420.00');
    expect(result.totals.amount).toBe('1260.00');
    expect(result.periodState).toBe('open');
    // The card is cached with what it was computed from.
    expect((await cached(maria.id, lastWeek))!.card.totals.amount).toBe('1260.00');
  });

  it('a change saved without "retroactive" queues nothing, yet the next read is right', async () => {
    const before = (await runs()).length;
    await changeRule({ daily2Threshold: null, daily2PayCode: null }, false);
    expect(await runs()).toHaveLength(before);
    expect(await runQueuedJobs(w.app)).toBe(0);
    // The cached card's fingerprint no longer matches: it is not served.
    expect(secondsByCode(await card(maria.id, lastWeek))).toEqual({ REG: 40, OT: 15 });
    await changeRule({ daily2Threshold: 12, daily2PayCode: 'DT' }, false);
    expect(secondsByCode(await card(maria.id, lastWeek))).toEqual({ REG: 40, OT: 14, DT: 1 });
  });

  it('a retroactive change queues a run that recomputes the cached cards of open periods, not locked ones', async () => {
    await card(maria.id, twoWeeksAgo);
    const locked = await call('owner', 'PUT', `/orgs/${org}/pay-periods/${twoWeeksAgo}`, { state: 'locked' });
    expect(locked.statusCode, locked.body).toBe(200);
    const frozen = (await cached(maria.id, twoWeeksAgo))!;
    const open = (await cached(maria.id, lastWeek))!;

    await changeRule({ daily2Threshold: null, daily2PayCode: null }, true);
    const [queued] = await runs();
    expect(queued).toMatchObject({ state: 'queued', reason: `Pay Rule #${rule.id} changed`, done: 0 });
    // Nothing is recomputed in the request: the cache still holds the old card.
    expect((await cached(maria.id, lastWeek))!.fingerprint).toBe(open.fingerprint);

    expect(await runQueuedJobs(w.app)).toBe(1);
    const [finished] = await runs();
    expect(finished).toMatchObject({ id: queued!.id, state: 'done' });
    // One card: Maria's last week. The locked week before it is not even counted.
    expect(finished).toMatchObject({ total: 1, done: 1 });
    const recomputed = (await cached(maria.id, lastWeek))!;
    expect(recomputed.fingerprint).not.toBe(open.fingerprint);
    expect(secondsByCode(recomputed.card)).toEqual({ REG: 40, OT: 15 });

    // The locked period kept its card, row for row; reading it says the rules changed since.
    expect(await cached(maria.id, twoWeeksAgo)).toEqual(frozen);
    const lockedCard = await card(maria.id, twoWeeksAgo);
    expect(lockedCard).toMatchObject({ periodState: 'locked', stale: true });
    expect(secondsByCode(lockedCard)).toEqual({ REG: 40, OT: 14, DT: 1 });
  });

  it('a finalized period cannot be reopened; a date that does not start a period is refused', async () => {
    const url = `/orgs/${org}/pay-periods/${twoWeeksAgo}`;
    expect((await call('owner', 'PUT', url, { state: 'finalized' })).statusCode).toBe(200);
    const reopen = await call('owner', 'PUT', url, { state: 'open' });
    expect(reopen.statusCode).toBe(400);
    expect(reopen.json()).toEqual({ detail: FINALIZED_FOREVER });
    const monday = isoFromDay(dayFromIso(lastWeek) + 1);
    const notAStart = await call('owner', 'PUT', `/orgs/${org}/pay-periods/${monday}`, { state: 'locked' });
    expect(notAStart.statusCode).toBe(400);
  });

  it('a restricted administrator cannot read the card of a worker outside their restriction', async () => {
    const outside = await w.worker({ firstName: 'Outside', orgUnitId: w.refs.unitB });
    await punchWeek(outside.id, lastWeek);
    await w.member('unitAdmin', ['edit_punches']);
    await w.restrict('unitAdmin', { orgUnitIds: [w.refs.unitA] });
    expect((await call('unitAdmin', 'GET', `/orgs/${org}/timecards/${outside.id}?date=${lastWeek}`)).statusCode).toBe(404);
    expect(secondsByCode(await card(maria.id, lastWeek, 'unitAdmin'))).toEqual({ REG: 40, OT: 15 });
  });

  it('needs edit_punches in the organization: another organization or another permission is refused', async () => {
    expect((await call('outsider', 'GET', `/orgs/${org}/timecards/${maria.id}?date=${lastWeek}`)).statusCode).toBe(403);
    expect((await call('outsider', 'GET', `/orgs/${org}/timecards/recompute`)).statusCode).toBe(403);
    await w.member(
      'viewer',
      PERMISSIONS.filter((p) => p !== 'edit_punches'),
    );
    expect((await call('viewer', 'GET', `/orgs/${org}/timecards/${maria.id}?date=${lastWeek}`)).statusCode).toBe(403);
    const bad = await call('owner', 'GET', `/orgs/${org}/timecards/${maria.id}?date=last-week`);
    expect(bad.statusCode).toBe(400);
  });

  // Last: it changes the organization's payroll defaults.
  it('a retroactive change of a settings record queues a run named after it; a save that changes nothing queues none', async () => {
    const url = `/orgs/${org}/payroll/defaults`;
    const current = (await call('owner', 'GET', url)).json<{ result: { version: number; payAccuracy: number } }>().result;
    const before = (await runs()).length;
    const payAccuracy = current.payAccuracy === 2 ? 3 : 2;
    const saved = await call('owner', 'PUT', `${url}?denorm=true`, { payAccuracy, version: current.version });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await runs();
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({ state: 'queued', reason: 'Payroll Defaults changed' });
    const same = await call('owner', 'PUT', `${url}?denorm=true`, { payAccuracy, version: current.version + 1 });
    expect(same.statusCode, same.body).toBe(200);
    expect(await runs()).toHaveLength(before + 1);
  });
});
