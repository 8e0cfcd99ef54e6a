import type { DisciplineEvent, DisciplineLedger, NotificationFeed, WorkerDiscipline } from '@punchline/contracts';
import { addDaysIso, localFromEpoch } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { deviceWorld } from '../../test/kits/device-test-world';
import { ZONE } from '../../test/kits/timecard-world';
import { DISCIPLINE_OFF } from './discipline-gate';

// The whole path through the clock: a worker punches in two hours after their published shift
// began; the late arrival becomes an infraction worth a point, the point reaches the written
// warning's threshold, the manager sees the event in the feed and the worker acknowledges it at
// the clock; then the manager corrects the punch, and the point is gone with the ledger saying why.

describe('attendance discipline at the clock', async () => {
  const w = await deviceWorld();
  const { db, org, base, call, create } = w;
  await sql`update organizations set features = features || array['schedule', 'discipline']::text[] where id = ${org}`.execute(db);
  for (const [path, body] of [
    ['shift/defaults', { shiftMode: 'schedule', startLateGrace: 5 }],
    ['discipline/settings', { disciplineEnabled: true }],
  ] as const) {
    const r = await call('owner', 'PUT', `${base}/${path}`, body);
    expect(r.statusCode, r.body).toBe(200);
  }
  const written = await create('discipline/event-types', { name: 'Written Warning', level: 2, workerAcknowledges: true });
  await create('discipline/policies', { name: 'Standard', threshold1Points: 1, threshold1EventTypeId: written.id });
  const clock = await w.device();
  const worker = await w.pinWorker({ firstName: 'Lena', lastName: 'Late' });

  const now = Math.floor(Date.now() / 1000);
  const start = now - 2 * 3600;
  const shift = await call('owner', 'POST', `${base}/schedule/shifts`, {
    employeeId: worker.id,
    start: new Date(start * 1000).toISOString(),
    end: new Date((start + 8 * 3600) * 1000).toISOString(),
  });
  expect(shift.statusCode, shift.body).toBe(201);
  const day = localFromEpoch(start, ZONE).slice(0, 10);
  const publish = await call('owner', 'POST', `${base}/schedule/publish`, { from: day, to: addDaysIso(day, 1), notify: false });
  expect(publish.statusCode, publish.body).toBe(201);

  const identification = { method: 'pin', pin: worker.pin };
  const atClock = async () => {
    const r = await w.deviceCall(clock.token, 'POST', '/discipline', { identification });
    expect(r.statusCode, r.body).toBe(200);
    return r.json<{ result: WorkerDiscipline }>().result;
  };
  const ledger = async () =>
    (await call('owner', 'GET', `${base}/discipline/ledger/${worker.id}`)).json<{ result: DisciplineLedger }>().result;

  it('a late punch at the clock becomes an infraction the worker sees at once', async () => {
    await w.accepted(clock.token, w.punchBody(worker.pin, { type: 'in' }));
    const mine = await atClock();
    expect(mine).toMatchObject({ shown: true, policyName: 'Standard', points: 1, events: [] });
    expect(mine.recent[0]!.text).toMatch(/^Late 120 min on .*: 1 point$/);
  });

  it('crossing the threshold raises an event the manager sees in the feed and the worker acknowledges at the clock', async () => {
    expect((await call('owner', 'POST', `${base}/discipline/events/evaluate`)).json()).toEqual({ raised: 1 });
    const feed = (await call('owner', 'GET', `${base}/dashboard/notifications?multiOrg=no`)).json<NotificationFeed>();
    expect(feed.disciplineEvents.count).toBe(1);
    expect(feed.disciplineInfractions).toMatchObject({ count: 1, ids: [worker.id] });

    const [event] = (await atClock()).events;
    expect(event).toMatchObject({ eventType: 'Written Warning', points: 1, acknowledged: false });
    const ack = await w.deviceCall(clock.token, 'POST', `/discipline/events/${event!.id}/acknowledge`, { identification });
    expect(ack.statusCode, ack.body).toBe(200);
    const again = await w.deviceCall(clock.token, 'POST', `/discipline/events/${event!.id}/acknowledge`, { identification });
    expect(again.json()).toEqual(ack.json());
    expect((await atClock()).events[0]!.acknowledged).toBe(true);

    // Another worker cannot acknowledge it.
    const other = await w.pinWorker();
    const refused = await w.deviceCall(clock.token, 'POST', `/discipline/events/${event!.id}/acknowledge`, {
      identification: { method: 'pin', pin: other.pin },
    });
    expect(refused.statusCode).toBe(404);

    const managed = await call('owner', 'POST', `${base}/discipline/events/${event!.id}/acknowledge`, {
      note: 'Spoke with Lena',
      version: 1,
    });
    expect(managed.statusCode, managed.body).toBe(200);
    expect(managed.json<{ result: DisciplineEvent }>().result).toMatchObject({ holds: true, workerAcknowledgedAt: expect.any(String) });
  });

  it('correcting the punch removes the point, and the ledger and the event say why', async () => {
    const { rows } = await sql<{ id: number; version: number }>`select id, version from punches where employee_id = ${worker.id}`.execute(
      db,
    );
    const fixed = await call('owner', 'PUT', `${base}/punches/${rows[0]!.id}`, {
      at: new Date(start * 1000).toISOString(),
      version: rows[0]!.version,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const l = await ledger();
    expect(l.balance).toBe(0);
    expect(l.entries).toEqual([]);
    expect(l.events[0]).toMatchObject({
      holds: false,
      gone: [{ key: `w${worker.id}:late:s${shift.json<{ result: { id: number } }>().result.id}` }],
    });
    expect(l.events[0]!.why).toMatch(/^The points no longer reach 1 on .*: Late 120 min on .* no longer counts\.$/);
    expect((await atClock()).points).toBe(0);
  });

  it('hides points at the clock when the organization says so, and refuses when discipline is off', async () => {
    await call('owner', 'PUT', `${base}/discipline/settings`, { showPointsAtClock: false });
    expect(await atClock()).toMatchObject({ shown: false, points: 0, recent: [], events: [] });
    await call('owner', 'PUT', `${base}/discipline/settings`, { disciplineEnabled: false });
    const off = await w.deviceCall(clock.token, 'POST', '/discipline', { identification });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ detail: DISCIPLINE_OFF, code: 'discipline_off' });
  });
});
