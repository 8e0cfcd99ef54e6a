import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { claimsWorld, DAY_MS, HOUR_MS } from '../../test/kits/claims-test-world';
import { SCHEDULE_OFF } from './schedule-gate';

// The worker's published schedule at the clock (POST /device/v1/schedule) and its change notice.

type Answer = {
  result: {
    shifts: { id: number; start: string; end: string; departmentName: string | null }[];
    changes: {
      shiftId: number;
      kind: string;
      before: { start: string; end: string } | null;
      after: { start: string; end: string } | null;
    }[];
    through: number;
  };
};

describe('the worker’s schedule at the clock', async () => {
  const w = await claimsWorld();
  const iso = (ms: number) => new Date(ms).toISOString();
  const schedule = async (pin: string) => {
    const r = await w.asWorker(pin, '/schedule');
    expect(r.statusCode, r.body).toBe(200);
    return r.json<Answer>().result;
  };
  const seen = (pin: string, through: number) => w.asWorker(pin, '/schedule/seen', { through });

  it('shows what was published for the worker, never a draft nor another worker’s shift', async () => {
    const ada = await w.pinWorker({ departmentId: w.refs.deptA });
    const other = await w.pinWorker();
    const tomorrow = await w.published(ada.id, w.nine(1), 8, { departmentId: w.refs.deptA });
    const lastWeek = await w.published(ada.id, w.nine(-6), 8);
    await w.published(ada.id, w.nine(-9), 8); // before the 7 days back
    await w.published(ada.id, w.nine(30), 8); // after the 28 days ahead
    await w.draft(ada.id, w.nine(2), 8); // never published
    await w.published(other.id, w.nine(1), 8);
    // A published shift edited since: the worker still sees what was published.
    await w.edit(tomorrow, { startMs: w.nine(1) + 2 * HOUR_MS });

    const result = await schedule(ada.pin);
    expect(result.shifts.map((s) => s.id)).toEqual([lastWeek, tomorrow]);
    expect(result.shifts[1]).toMatchObject({ start: iso(w.nine(1)), end: iso(w.nine(1) + 8 * HOUR_MS), departmentName: 'Dept A' });
  });

  it('tells what publishing changed since the worker last dismissed the notice', async () => {
    const ada = await w.pinWorker();
    const bob = await w.pinWorker();
    const moved = await w.published(ada.id, w.nine(2), 8);
    const given = await w.published(ada.id, w.nine(3), 8);

    // Never seen: both are new to them.
    const first = await schedule(ada.pin);
    expect(first.changes.map((c) => [c.shiftId, c.kind])).toEqual([
      [moved, 'added'],
      [given, 'added'],
    ]);
    expect((await seen(ada.pin, first.through)).statusCode).toBe(200);
    expect((await schedule(ada.pin)).changes).toEqual([]);

    // Moved an hour later and the other given to Bob, then republished.
    await w.edit(moved, { startMs: w.nine(2) + HOUR_MS });
    await w.edit(given, { employeeId: bob.id });
    await w.publish(moved, given);
    const after = await schedule(ada.pin);
    expect(after.changes).toEqual([
      {
        shiftId: moved,
        kind: 'changed',
        before: { start: iso(w.nine(2)), end: iso(w.nine(2) + 8 * HOUR_MS) },
        after: { start: iso(w.nine(2) + HOUR_MS), end: iso(w.nine(2) + 9 * HOUR_MS) },
      },
      { shiftId: given, kind: 'removed', before: { start: iso(w.nine(3)), end: iso(w.nine(3) + 8 * HOUR_MS) }, after: null },
    ]);
    expect(after.shifts.map((s) => s.id)).toEqual([moved]);
    // Bob was never shown anything: the shift is new to him.
    expect((await schedule(bob.pin)).changes).toEqual([{ shiftId: given, kind: 'added', before: null, after: expect.any(Object) }]);

    // A draft edit is not a change until published.
    await w.edit(moved, { startMs: w.nine(2) + 3 * HOUR_MS });
    await seen(ada.pin, after.through);
    expect((await schedule(ada.pin)).changes).toEqual([]);
  });

  it('keeps the seen mark from moving backwards or past the newest publication', async () => {
    const ada = await w.pinWorker();
    await w.published(ada.id, w.nine(4), 6);
    const { through } = await schedule(ada.pin);
    const ahead = await seen(ada.pin, through + 1000);
    expect(ahead.json()).toEqual({ result: { through } });
    await w.published(ada.id, w.nine(5), 6);
    // An older mark sent late (another tab) leaves the newer one.
    await seen(ada.pin, 0);
    expect((await schedule(ada.pin)).changes.map((c) => c.kind)).toEqual(['added']);
    const bad = await seen(ada.pin, -1);
    expect(bad.statusCode).toBe(400);
  });

  it('is a personal clock’s worker’s own, and refused when the organization does not schedule', async () => {
    const ada = await w.pinWorker();
    const when = w.nine(1) + 12 * DAY_MS;
    const shift = await w.published(ada.id, when, 4);
    await w.call('owner', 'PUT', `${w.base}/clocks/defaults`, { personalClocksAllowed: true });
    const phoneId = await w.makeDevice({ name: 'Ada’s phone' });
    await sql`update devices set employee_id = ${ada.id} where id = ${phoneId}`.execute(w.db);
    const code = await w.pairingCode(phoneId);
    const token = (await w.pair({ code, platform: 'web' })).json<{ result: { token: string } }>().result.token;
    const mine = await w.deviceCall(token, 'POST', '/schedule', { identification: { method: 'personal' } });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<Answer>().result.shifts.map((s) => s.id)).toEqual([shift]);

    const unknown = await w.asWorker('999999999999', '/schedule');
    expect(w.status(unknown)).toMatchObject({ status: 400, body: { code: 'unknown_worker' } });

    await w.call('owner', 'PUT', `${w.base}/shift/defaults`, { shiftMode: 'default' });
    const off = await w.asWorker(ada.pin, '/schedule');
    expect(w.status(off)).toEqual({ status: 403, body: { detail: SCHEDULE_OFF, code: 'schedule_off' } });
    await w.call('owner', 'PUT', `${w.base}/shift/defaults`, { shiftMode: 'open' });
  });
});
