import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { deviceWorld } from '../../test/kits/device-test-world';
import { MISSED_PUNCH_IN_FUTURE, MISSED_PUNCHES_OFF } from './missed-punch.service';

describe('device API: missed punch requests', async () => {
  const w = await deviceWorld();
  const { db, org } = w;
  const clock = await w.device();
  const switchTo = (on: boolean) =>
    sql`update organizations set settings = settings || jsonb_build_object('enableSubmitMissedPunch', ${on}::boolean) where id = ${org}`.execute(
      db,
    );
  const request = (pin: string, extra: Record<string, unknown> = {}) => ({
    clientId: crypto.randomUUID(),
    identification: { method: 'pin', pin },
    type: 'out',
    at: new Date(Date.now() - 3 * 3600_000).toISOString(),
    note: 'Forgot on my way out',
    ...extra,
  });
  const stored = async (employeeId: number) => {
    const { rows } = await sql<{ type: string; state: string; note: string | null; device_id: number }>`
      select type, state, note, device_id from missed_punch_requests where org_id = ${org} and employee_id = ${employeeId}`.execute(db);
    return rows;
  };

  it('is refused while the organization has them turned off', async () => {
    await switchTo(false);
    const worker = await w.pinWorker();
    const response = await w.deviceCall(clock.token, 'POST', '/missed-punch-requests', request(worker.pin));
    expect(w.status(response)).toEqual({ status: 403, body: { detail: MISSED_PUNCHES_OFF } });
    expect(await stored(worker.id)).toEqual([]);
  });

  it('records a pending request once, however often the clock sends it', async () => {
    await switchTo(true);
    const worker = await w.pinWorker();
    const body = request(worker.pin);
    const first = await w.deviceCall(clock.token, 'POST', '/missed-punch-requests', body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().result).toMatchObject({ type: 'out', at: body.at.replace(/\.\d+Z$/, (ms) => ms), state: 'pending' });
    const again = await Promise.all(Array.from({ length: 5 }, () => w.deviceCall(clock.token, 'POST', '/missed-punch-requests', body)));
    expect(again.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect(again[0]!.json()).toEqual(first.json());
    expect(await stored(worker.id)).toEqual([{ type: 'out', state: 'pending', note: 'Forgot on my way out', device_id: clock.id }]);
    const config = (await w.deviceCall(clock.token, 'GET', '/config')).json().result;
    expect(config.enableSubmitMissedPunch).toBe(true);
  });

  it('refuses a request for the future and a worker it cannot identify', async () => {
    await switchTo(true);
    const worker = await w.pinWorker();
    const future = await w.deviceCall(
      clock.token,
      'POST',
      '/missed-punch-requests',
      request(worker.pin, { at: new Date(Date.now() + 3600_000).toISOString() }),
    );
    expect(w.status(future)).toEqual({ status: 400, body: { at: [MISSED_PUNCH_IN_FUTURE] } });
    const unknown = await w.deviceCall(clock.token, 'POST', '/missed-punch-requests', request('000000000001'));
    expect(w.status(unknown).body).toMatchObject({ code: 'unknown_worker' });
    expect(await stored(worker.id)).toEqual([]);
  });
});
