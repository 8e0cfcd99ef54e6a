import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { geoNoteOutside, GEO_NOTE_UNKNOWN } from './punch-checks';
import { deviceWorld } from '../../test/kits/device-test-world';

// Issue 30: a kiosk in no org unit was told no geo rules (so it never asked for a location), yet
// its punches were judged by the worker's org unit's rules and flagged G. A punch is judged by the
// rules its clock was given; a G punch comes with a sentence the clock shows.

describe('device API: the geo rules a punch is judged by', async () => {
  const w = await deviceWorld();
  const { db, org } = w;
  const shop = { latitude: 42.3651, longitude: -71.1032 };
  await sql`insert into geo_rules (org_id, name, shape, latitude, longitude, radius_m, org_unit_list)
    values (${org}, 'Shop', 'circle', ${shop.latitude}, ${shop.longitude}, 150, ${JSON.stringify([w.refs.unitA])}::jsonb)`.execute(db);
  const config = async (token: string) => (await w.deviceCall(token, 'GET', '/config')).json<{ result: { geoRules: unknown[] } }>().result;

  it('does not flag G the punches of a kiosk in no org unit that was given no rules', async () => {
    const kiosk = await w.device({ name: 'Lobby' });
    expect((await config(kiosk.token)).geoRules).toEqual([]);
    const worker = await w.pinWorker({ orgUnitId: w.refs.unitA });
    const answer = await w.accepted(kiosk.token, w.punchBody(worker.pin));
    expect(answer.punch.flags).toEqual(['P']);
    expect(answer.geo).toBeNull();
    expect((await w.punchesOf(worker.id)).map((p) => p.geo)).toEqual([null]);
  });

  it("gives a worker's own phone their org unit's rules, judges by them, and explains a G", async () => {
    const worker = await w.pinWorker({ orgUnitId: w.refs.unitA });
    await w.call('owner', 'PUT', `${w.base}/clocks/defaults`, { personalClocksAllowed: true });
    const phoneId = await w.makeDevice({ name: 'Phone' });
    await sql`update devices set employee_id = ${worker.id} where id = ${phoneId}`.execute(db);
    const code = await w.pairingCode(phoneId);
    const token = (await w.pair({ code, platform: 'web' })).json<{ result: { token: string } }>().result.token;
    expect((await config(token)).geoRules).toEqual([expect.objectContaining({ name: 'Shop' })]);
    const personal = { identification: { method: 'personal' } };
    const far = { latitude: 42.382, longitude: -71.02, accuracy: 12 };
    const outside = await w.accepted(token, w.punchBody('', { ...personal, location: far }));
    expect(outside.punch.flags).toEqual(['G', 'P']);
    expect(outside.geo).toEqual({ verdict: 'outside', detail: geoNoteOutside(['Shop']) });
    const unknown = await w.accepted(token, w.punchBody('', personal));
    expect(unknown.geo).toEqual({ verdict: 'unknown', detail: GEO_NOTE_UNKNOWN });
    const inside = await w.accepted(token, w.punchBody('', { ...personal, location: shop }));
    expect(inside).toMatchObject({ punch: { flags: ['P'] }, geo: { verdict: 'inside', detail: null } });
  });
});
