import { dayFromIso, epochFromLocal, isoFromDay, localFromEpoch } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PERIOD_CLOSED } from '../punches/punch-periods';
import { ZONE } from '../../test/kits/timecard-world';
import { deviceWorld } from '../../test/kits/device-test-world';
import { PUNCH_CODE_INVALID, PUNCH_CODE_REQUIRED, PUNCH_CODES_OFF, punchCodeWrongType } from './punch-checks';

const MIN = 60_000;
const ago = (ms: number) => new Date(Math.floor((Date.now() - ms) / 1000) * 1000).toISOString();
type CardPunch = { id: string; type: string; flags: string[] };

describe('device API: geo, punch codes, locked periods, forgotten clock-outs', async () => {
  const w = await deviceWorld();
  const { db, org, call } = w;
  const shop = { latitude: 42.3651, longitude: -71.1032 };

  it('records inside, outside (G) or unknown (G) against the geo rules of the worker and the clock', async () => {
    const unitClock = await w.device({ orgUnitId: w.refs.unitA });
    const elsewhere = await w.device({ orgUnitId: w.refs.unitB });
    await sql`insert into geo_rules (org_id, name, shape, latitude, longitude, radius_m, org_unit_list)
      values (${org}, 'Shop', 'circle', ${shop.latitude}, ${shop.longitude}, 150, ${JSON.stringify([w.refs.unitA])}::jsonb)`.execute(db);
    const worker = await w.pinWorker();
    const at = (location?: object) => w.punchBody(worker.pin, { type: 'auto', ...(location ? { location } : {}) });
    const inside = await w.accepted(unitClock.token, at({ ...shop, accuracy: 10 }));
    expect(inside.punch.flags).toEqual(['P']);
    const outside = await w.accepted(unitClock.token, at({ latitude: 42.382, longitude: -71.02, accuracy: 12 }));
    expect(outside.punch.flags).toEqual(['G', 'P']);
    const unknown = await w.accepted(unitClock.token, at());
    expect(unknown.punch.flags).toEqual(['G', 'P']);
    // The rule is Unit A's: a clock of Unit B records nothing about where it was.
    const free = await w.accepted(elsewhere.token, at());
    expect(free.punch.flags).toEqual(['P']);
    expect((await w.punchesOf(worker.id)).map((p) => p.geo)).toEqual(['inside', 'outside', 'unknown', null]);
    // The clock is told the rules of its unit.
    const config = (await w.deviceCall(unitClock.token, 'GET', '/config')).json().result;
    expect(config.geoRules).toEqual([expect.objectContaining({ name: 'Shop', shape: 'circle', radiusM: 150 })]);
    await sql`update geo_rules set active = false where org_id = ${org}`.execute(db);
  });

  it('applies a polygon rule naming the worker wherever they punch', async () => {
    const worker = await w.pinWorker();
    const other = await w.pinWorker();
    const square = [
      [42.3641, -71.1045],
      [42.3661, -71.1045],
      [42.3661, -71.1019],
      [42.3641, -71.1019],
    ];
    const points = square.map(([lat, lng]) => `${lat},${lng}`);
    await sql`insert into geo_rules (org_id, name, shape, polygon_points, employee_list)
      values (${org}, 'Yard', 'polygon', ${JSON.stringify(points)}::jsonb, ${JSON.stringify([worker.id])}::jsonb)`.execute(db);
    const phone = await w.device({ platform: 'ios' });
    const far = { latitude: 42.382, longitude: -71.02 };
    expect((await w.accepted(phone.token, w.punchBody(worker.pin, { location: shop }))).punch.flags).toEqual(['P']);
    expect((await w.accepted(phone.token, w.punchBody(worker.pin, { location: far }))).punch.flags).toEqual(['G', 'P']);
    expect((await w.accepted(phone.token, w.punchBody(other.pin, { location: far }))).punch.flags).toEqual(['P']);
    await sql`update geo_rules set active = false where org_id = ${org}`.execute(db);
  });

  it('asks for a punch code when required, refuses one when disabled, inactive or of the other type', async () => {
    const clock = await w.device();
    const worker = await w.pinWorker();
    const lunch = await w.create('punch-codes', { name: 'Lunch out', type: 'out' });
    const gone = await w.create('punch-codes', { name: 'Old', type: 'both', active: false });
    const fields = (r: Awaited<ReturnType<typeof w.punch>>) => w.status(r);
    expect(fields(await w.punch(clock.token, w.punchBody(worker.pin, { type: 'in', punchCodeId: lunch.id })))).toEqual({
      status: 400,
      body: { punchCodeId: [PUNCH_CODES_OFF] },
    });
    const mode = await call('owner', 'PUT', `/orgs/${org}/settings`, { punchCodeMode: 'required' });
    expect(mode.statusCode, mode.body).toBe(200);
    expect(fields(await w.punch(clock.token, w.punchBody(worker.pin, { type: 'in' })))).toEqual({
      status: 400,
      body: { punchCodeId: [PUNCH_CODE_REQUIRED] },
    });
    expect(fields(await w.punch(clock.token, w.punchBody(worker.pin, { type: 'in', punchCodeId: lunch.id })))).toEqual({
      status: 400,
      body: { punchCodeId: [punchCodeWrongType('in')] },
    });
    expect(fields(await w.punch(clock.token, w.punchBody(worker.pin, { type: 'in', punchCodeId: gone.id })))).toEqual({
      status: 400,
      body: { punchCodeId: [PUNCH_CODE_INVALID] },
    });
    const config = (await w.deviceCall(clock.token, 'GET', '/config')).json().result;
    expect(config).toMatchObject({ punchCodeMode: 'required', punchCodes: [{ id: lunch.id, name: 'Lunch out', type: 'out' }] });
    // A code that does not exist: refused like an inactive one, and the log keeps no dangling id.
    expect(fields(await w.punch(clock.token, w.punchBody(worker.pin, { type: 'in', punchCodeId: gone.id + 1000 })))).toEqual({
      status: 400,
      body: { punchCodeId: [PUNCH_CODE_INVALID] },
    });
    await call('owner', 'PUT', `/orgs/${org}/settings`, { punchCodeMode: 'optional' });
    await w.accepted(clock.token, w.punchBody(worker.pin, { type: 'in', at: ago(MIN) }));
    const out = await w.accepted(clock.token, w.punchBody(worker.pin, { type: 'out', punchCodeId: lunch.id }));
    expect((await w.punchesOf(worker.id)).map((p) => p.punch_code_id)).toEqual([null, lunch.id]);
    expect(out.punch.type).toBe('out');
    expect((await w.logs(worker.id)).filter((l) => l.outcome === 'refused').map((l) => l.refusal_code)).toEqual(
      Array(5).fill('punch_code_invalid'),
    );
    await call('owner', 'PUT', `/orgs/${org}/settings`, { punchCodeMode: 'disabled' });
  });

  it('refuses a punch into a locked pay period and logs the attempt (PA)', async () => {
    const clock = await w.device();
    const worker = await w.pinWorker();
    const lastWeek = w.weekStart(1);
    const locked = await call('owner', 'PUT', `/orgs/${org}/pay-periods/${lastWeek}`, { state: 'locked' });
    expect(locked.statusCode, locked.body).toBe(200);
    const at = new Date(epochFromLocal(`${isoFromDay(dayFromIso(lastWeek) + 2)}T09:00`, ZONE) * 1000).toISOString();
    const response = await w.punch(clock.token, w.punchBody(worker.pin, { type: 'in', at, offline: true }));
    expect(w.status(response)).toEqual({ status: 400, body: { detail: PERIOD_CLOSED } });
    expect(await w.punchesOf(worker.id)).toEqual([]);
    expect(await w.logs(worker.id)).toMatchObject([
      { outcome: 'refused', refusal_code: 'period_closed', refusal: PERIOD_CLOSED, punch_id: null },
    ]);
    await call('owner', 'PUT', `/orgs/${org}/pay-periods/${lastWeek}`, { state: 'open' });
  });

  describe('a forgotten clock-out', () => {
    const setUp = async () => {
      const clock = await w.device();
      const worker = await w.pinWorker();
      const inAt = ago(20 * 60 * MIN);
      await w.accepted(clock.token, w.punchBody(worker.pin, { type: 'in', at: inAt, offline: true }));
      const body = w.punchBody(worker.pin, { type: 'in' });
      const response = await w.punch(clock.token, body);
      return { clock, worker, inAt, body, response };
    };
    const since = (iso: string) => {
      const sec = Date.parse(iso) / 1000;
      const local = localFromEpoch(sec, ZONE);
      const days = dayFromIso(localFromEpoch(Math.floor(Date.now() / 1000), ZONE).slice(0, 10)) - dayFromIso(local.slice(0, 10));
      return `${local.slice(11, 16)}${days === 1 ? ' yesterday' : ''}`;
    };

    it('is asked about: nothing recorded, the clock offers the two ways out', async () => {
      const { worker, inAt, response } = await setUp();
      expect(w.status(response)).toEqual({
        status: 409,
        body: {
          detail: `You are still clocked in since ${since(inAt)}.`,
          code: 'still_clocked_in',
          since: inAt,
          choices: ['clock_out', 'missed_out'],
        },
      });
      expect(await w.punchesOf(worker.id)).toHaveLength(1);
      // A question to the worker, not a refused attempt: the answer's attempt is the one logged.
      expect((await w.logs(worker.id)).map((l) => l.outcome)).toEqual(['accepted']);
    });

    it('becomes an OUT with resolution clock_out', async () => {
      const { clock, worker, body } = await setUp();
      const answer = await w.accepted(clock.token, { ...body, resolution: 'clock_out' });
      expect(answer).toMatchObject({ punch: { type: 'out' }, clockedIn: false });
      expect((await w.logs(worker.id)).map((l) => [l.outcome, l.client_id])).toEqual([
        ['accepted', expect.any(String)],
        ['accepted', body.clientId],
      ]);
      expect((await w.punchesOf(worker.id)).map((p) => p.type)).toEqual(['in', 'out']);
    });

    it('records the IN with resolution missed_out, and the card shows the earlier IN missing its OUT (M)', async () => {
      const { clock, worker, body } = await setUp();
      const answer = await w.accepted(clock.token, { ...body, resolution: 'missed_out' });
      expect(answer).toMatchObject({ punch: { type: 'in' }, clockedIn: true });
      const [earlier] = await w.punchesOf(worker.id);
      const card = await w.card(worker.id, localFromEpoch(earlier!.at.getTime() / 1000, ZONE).slice(0, 10));
      const punches = (card as unknown as { punches: CardPunch[] }).punches;
      expect(punches.find((p) => p.id === String(earlier!.id))!.flags).toContain('missed');
    });

    it('is not asked about by auto punches: they clock out', async () => {
      const { clock, worker, body } = await setUp();
      const answer = await w.accepted(clock.token, { ...body, clientId: crypto.randomUUID(), type: 'auto' });
      expect(answer.punch.type).toBe('out');
      expect((await w.punchesOf(worker.id)).map((p) => p.type)).toEqual(['in', 'out']);
    });
  });
});
