import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { deviceWorld } from '../../test/kits/device-test-world';
import { methodNotAllowed } from './identify';
import { ALERT_FAILURES, FREE_FAILURES, IDENTIFY_THROTTLED, triedAlert, waitAfterFailures } from './identify-throttle';

// Guessing PINs at a clock (issue 30): failed identifications are throttled per clock with growing
// waits (429, Retry-After), kept in PostgreSQL, logged in the clock log, and administrators are
// told; an inactive worker's PIN answers as an unknown one; face needs the plan's face feature.

describe('identification at a clock: throttled, logged, told', async () => {
  const w = await deviceWorld();
  const { db, org, app } = w;
  const identify = (token: string, identification: object, on = app) =>
    on.inject({
      method: 'POST',
      url: '/api/device/v1/identify',
      headers: { authorization: `Device ${token}` },
      payload: { identification },
    });
  const wrongPin = (i: number) => ({ method: 'pin', pin: String(900_000_000_000 + i) });
  /** As if the clock had waited out its turn. */
  const waitOut = (deviceId: number) =>
    sql`update device_identify_throttle set next_attempt_at = now() - interval '1 second' where device_id = ${deviceId}`.execute(db);
  const refusedLogs = async (deviceId: number) => {
    const { rows } = await sql<{ refusal_code: string; method: string; employee_id: number | null }>`
      select refusal_code, method, employee_id from clock_logs where org_id = ${org} and device_id = ${deviceId} and outcome = 'refused' order by id`.execute(
      db,
    );
    return rows;
  };

  it('answers an inactive worker’s PIN exactly as an unknown one, and logs which it was', async () => {
    const kiosk = await w.device({ methods: ['pin'] });
    const gone = await w.pinWorker();
    await sql`update employees set active = false where id = ${gone.id}`.execute(db);
    const inactive = await identify(kiosk.token, { method: 'pin', pin: gone.pin });
    const unknown = await identify(kiosk.token, wrongPin(1));
    expect(inactive.statusCode).toBe(400);
    expect([inactive.statusCode, inactive.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(unknown.json()).toMatchObject({ code: 'unknown_worker' });
    expect(await refusedLogs(kiosk.id)).toEqual([
      { refusal_code: 'inactive_worker', method: 'pin', employee_id: gone.id },
      { refusal_code: 'unknown_worker', method: 'pin', employee_id: null },
    ]);
  });

  it('forgets a streak after a quiet hour: the free failures are free again', async () => {
    const kiosk = await w.device({ methods: ['pin'] });
    for (let i = 1; i <= FREE_FAILURES + 1; i++) expect((await identify(kiosk.token, wrongPin(i))).statusCode).toBe(400);
    expect((await identify(kiosk.token, wrongPin(20))).statusCode).toBe(429);
    // An hour and more without a failure, as if the clock had been left alone.
    await sql`update device_identify_throttle set last_failure_at = now() - interval '2 hours', next_attempt_at = now() - interval '1 second'
      where device_id = ${kiosk.id}`.execute(db);
    for (let i = 1; i <= FREE_FAILURES; i++) expect((await identify(kiosk.token, wrongPin(30 + i))).statusCode).toBe(400);
    const { rows } = await sql<{ failures: number }>`select failures from device_identify_throttle where device_id = ${kiosk.id}`.execute(
      db,
    );
    expect(rows[0]!.failures).toBe(FREE_FAILURES);
  });

  it('lets a few failures pass, then makes the clock wait longer after each (429, Retry-After), and a known PIN too', async () => {
    const kiosk = await w.device({ methods: ['pin'] });
    const worker = await w.pinWorker();
    for (let i = 1; i <= FREE_FAILURES; i++) expect((await identify(kiosk.token, wrongPin(i))).statusCode).toBe(400);
    // The first failure beyond the free ones is answered, and sets the first wait.
    expect((await identify(kiosk.token, wrongPin(10))).statusCode).toBe(400);
    const held = await identify(kiosk.token, { method: 'pin', pin: worker.pin });
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({ detail: IDENTIFY_THROTTLED, code: 'too_many_attempts' });
    expect(Number(held.headers['retry-after'])).toBe(waitAfterFailures(FREE_FAILURES + 1));
    await waitOut(kiosk.id);
    expect((await identify(kiosk.token, wrongPin(11))).statusCode).toBe(400);
    const longer = await identify(kiosk.token, wrongPin(12));
    expect(Number(longer.headers['retry-after'])).toBe(waitAfterFailures(FREE_FAILURES + 2));
    expect(waitAfterFailures(FREE_FAILURES + 2)).toBeGreaterThan(waitAfterFailures(FREE_FAILURES + 1));
    await waitOut(kiosk.id);
    // A worker who is known still gets through once the wait is over.
    expect((await identify(kiosk.token, { method: 'pin', pin: worker.pin })).statusCode).toBe(200);
    const codes = (await refusedLogs(kiosk.id)).map((l) => l.refusal_code);
    expect(codes.filter((c) => c === 'too_many_attempts')).toHaveLength(2);
    expect(codes.filter((c) => c === 'unknown_worker')).toHaveLength(FREE_FAILURES + 2);
  });

  it('throttles punches with a PIN the same way, and a burst of parallel guesses gets one turn', async () => {
    const kiosk = await w.device({ methods: ['pin'] });
    for (let i = 0; i < FREE_FAILURES; i++) expect((await w.punch(kiosk.token, w.punchBody(wrongPin(100 + i).pin))).statusCode).toBe(400);
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => w.punch(kiosk.token, w.punchBody(wrongPin(200 + i).pin))));
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19);
  });

  it('keeps the count in PostgreSQL: another server instance on the same database makes the clock wait too', async () => {
    const kiosk = await w.device({ methods: ['pin'] });
    for (let i = 0; i <= FREE_FAILURES; i++) await identify(kiosk.token, wrongPin(200 + i));
    const other = await buildApp({ db, config: loadConfig({ DATABASE_URL: 'postgres://unused', NODE_ENV: 'test' }), logger: false });
    try {
      expect((await identify(kiosk.token, wrongPin(300), other)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('does not count what is not a guess: a method the clock does not take', async () => {
    const kiosk = await w.device({ methods: ['pin'] });
    for (let i = 0; i < 3 * FREE_FAILURES; i++) {
      const refused = await identify(kiosk.token, { method: 'nfc', tag: `tag-${i}` });
      expect(refused.json()).toEqual(methodNotAllowed('nfc').body);
    }
    expect((await identify(kiosk.token, wrongPin(400))).statusCode).toBe(400);
  });

  it('tells the clock administrators in their notification feed when a clock is being tried', async () => {
    const kiosk = await w.device({ name: 'Back door', methods: ['pin'] });
    const before = await sql<{ n: number }>`select count(*)::int as n from notification_messages where org_id = ${org}`.execute(db);
    for (let i = 0; i < ALERT_FAILURES; i++) {
      await waitOut(kiosk.id);
      expect((await identify(kiosk.token, wrongPin(500 + i))).statusCode).toBe(400);
    }
    const { rows } = await sql<{ title: string; user_id: number }>`
      select title, user_id from notification_messages where org_id = ${org} order by id`.execute(db);
    const told = rows.slice(before.rows[0]!.n);
    expect(told.length).toBeGreaterThan(0);
    expect(new Set(told.map((m) => m.title))).toEqual(new Set([triedAlert('Back door', ALERT_FAILURES, 1).title]));
    expect(told[0]!.title).toBe(`Clock Back door: ${ALERT_FAILURES} failed identifications in a minute`);
    // Once per step: more failures below the next step tell nobody again.
    await waitOut(kiosk.id);
    await identify(kiosk.token, wrongPin(999));
    const after = await sql<{ n: number }>`select count(*)::int as n from notification_messages where org_id = ${org}`.execute(db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n + told.length);
  });

  it('refuses face identification where the plan has no face feature, even when the clock lists face', async () => {
    const kiosk = await w.device({ methods: ['pin', 'face'] });
    const worker = await w.pinWorker();
    const face = {
      method: 'face',
      employeeId: worker.id,
      face: { status: 'ok', score: 0.99, matches: [{ employeeId: worker.id, score: 0.99 }] },
    };
    expect((await identify(kiosk.token, face)).statusCode).toBe(200);
    await sql`update organizations set features = array_remove(features, 'face') where id = ${org}`.execute(db);
    try {
      const refused = await identify(kiosk.token, face);
      expect(w.status(refused)).toEqual({ status: 400, body: methodNotAllowed('face').body });
      const punched = await w.punch(kiosk.token, w.punchBody('', { identification: face }));
      expect(w.status(punched)).toEqual({ status: 400, body: methodNotAllowed('face').body });
      const pinOnly = await w.device({ methods: ['pin'] });
      await sql`update organizations set features = features || array['face'] where id = ${org}`.execute(db);
      expect(w.status(await identify(pinOnly.token, face))).toEqual({ status: 400, body: methodNotAllowed('face').body });
    } finally {
      await sql`update organizations set features = array_append(array_remove(features, 'face'), 'face') where id = ${org}`.execute(db);
    }
  });
});
