import { isoFromDay, dayFromIso, localFromEpoch } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ZONE } from '../../test/kits/timecard-world';
import { deviceWorld } from '../../test/kits/device-test-world';

// Issue 30: an offline punch from 1900 was accepted. A clock's time older than the organization's
// window (clock defaults, 31 days unless changed), or older than the first open pay period, is
// refused with a clear answer and logged; no device time answers 500.

const DAY = 24 * 3600 * 1000;
const ago = (ms: number) => new Date(Math.floor((Date.now() - ms) / 1000) * 1000).toISOString();

describe('device API: how old a clock time may be', async () => {
  const w = await deviceWorld();
  const kiosk = await w.device({ name: 'Kiosk' });
  const defaults = `/orgs/${w.org}/clocks/defaults`;

  it('refuses a device time from 1900 or year 0 with a clear 400, logs it, and records nothing', async () => {
    const worker = await w.pinWorker();
    for (const at of ['1900-01-01T08:00:00Z', '0000-01-01T00:00:00Z']) {
      const response = await w.punch(kiosk.token, w.punchBody(worker.pin, { at, offline: true }));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'device_time_too_old' });
      expect(response.json<{ detail: string }>().detail).toContain('31 days');
    }
    expect(await w.punchesOf(worker.id)).toEqual([]);
    const logs = await w.logs(worker.id);
    expect(logs.map((l) => [l.outcome, l.refusal_code])).toEqual([
      ['refused', 'device_time_too_old'],
      ['refused', 'device_time_too_old'],
    ]);
    // Listed at their receipt (today), the device's time kept beside it.
    const { rows } = await sql<{ at: Date; device_at: string }>`select at, device_at::text from clock_logs
      where org_id = ${w.org} and employee_id = ${worker.id} order by id`.execute(w.db);
    expect(rows.every((r) => Math.abs(r.at.getTime() - Date.now()) < 60_000)).toBe(true);
    expect(rows[0]!.device_at).toMatch(/^1900-01-01/);
  });

  it("keeps an offline punch inside the window, and follows the organization's own window", async () => {
    const worker = await w.pinWorker();
    const kept = await w.accepted(kiosk.token, w.punchBody(worker.pin, { at: ago(10 * DAY), offline: true }));
    expect(kept.punch.flags).toContain('O');
    const put = await w.call('owner', 'PUT', defaults, { offlinePunchMaxDays: 5 });
    expect(put.statusCode, put.body).toBe(200);
    const refused = await w.punch(kiosk.token, w.punchBody(worker.pin, { at: ago(6 * DAY), offline: true }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toContain('5 days');
    await w.call('owner', 'PUT', defaults, { offlinePunchMaxDays: 31 });
  });

  it('refuses a time before the first open pay period, even inside the window', async () => {
    const worker = await w.pinWorker();
    // Lock last week's period: a punch from the week before (an open period, but older) is too old.
    const today = localFromEpoch(Math.floor(Date.now() / 1000), ZONE).slice(0, 10);
    const lastWeek = w.weekStart(1);
    await sql`insert into pay_period_states (org_id, period_start, period_end, state)
      values (${w.org}, ${lastWeek}, ${isoFromDay(dayFromIso(lastWeek) + 6)}, 'locked')`.execute(w.db);
    const response = await w.punch(kiosk.token, w.punchBody(worker.pin, { at: ago(16 * DAY), offline: true }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'device_time_too_old' });
    expect(today >= lastWeek).toBe(true);
    await sql`delete from pay_period_states where org_id = ${w.org}`.execute(w.db);
  });
});
