import { GEO_RULE_MAX_RADIUS_M } from '@punchline/contracts';
import { PERMISSIONS } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addMember, bearer, createUser, signInToken } from '../../test/test-app';
import { resourceWorld } from '../../test/kits/resource-test-kit';

type Punch = { employeeName: string; geo: string | null };

describe('geo rules and the geomap', async () => {
  const { app, db, orgA, call } = await resourceWorld();
  const rules = `/orgs/${orgA}/georules`;

  it('says what a circle and a polygon need', async () => {
    const circle = await call('admin', 'POST', rules, { name: 'Shop', shape: 'circle', radiusM: 0 });
    expect(circle.statusCode).toBe(400);
    expect(circle.json()).toEqual({
      latitude: ['A circle needs its centre: enter the latitude or click the map.'],
      longitude: ['A circle needs its centre: enter the longitude or click the map.'],
      radiusM: ['A circle needs a radius greater than 0.'],
    });
    const huge = await call('admin', 'POST', rules, { name: 'Shop', latitude: 1, longitude: 2, radiusM: GEO_RULE_MAX_RADIUS_M + 1 });
    expect(Object.keys(huge.json<object>())).toEqual(['radiusM']);
    const twoPoints = await call('admin', 'POST', rules, { name: 'Yard', shape: 'polygon', polygonPoints: ['1,1', '1,2'] });
    expect(twoPoints.json()).toEqual({ polygonPoints: ['A polygon needs at least 3 points: click the map to add them.'] });
    const offEarth = await call('admin', 'POST', rules, { name: 'Yard', shape: 'polygon', polygonPoints: ['1,1', '1,2', '95,2'] });
    expect(offEarth.json()).toEqual({
      polygonPoints: ['Write each point as latitude,longitude with latitude in -90..90 and longitude in -180..180 (not 95,2).'],
    });
    const { rows } = await sql`select 1 from geo_rules where org_id = ${orgA}`.execute(db);
    expect(rows).toHaveLength(0);
  });

  it('draws a polygon saved in the console on the geomap as its points', async () => {
    const made = await call('admin', 'POST', rules, {
      name: 'Yard',
      shape: 'polygon',
      polygonPoints: ['48.1,11.5', '48.1,11.6', '48.2,11.6'],
    });
    expect(made.statusCode).toBe(201);
    const map = await call('admin', 'GET', `/orgs/${orgA}/geomap/punches?from=2026-01-05T00:00:00Z&to=2026-01-12T00:00:00Z`);
    expect(map.statusCode, map.body).toBe(200);
    const rulesOnMap = map.json<{ supplementalData: { rules: { name: string; polygon: number[][] }[] } }>().supplementalData.rules;
    expect(rulesOnMap.find((r) => r.name === 'Yard')?.polygon).toEqual([
      [48.1, 11.5],
      [48.1, 11.6],
      [48.2, 11.6],
    ]);
  });

  it('shows located punches of the workers a restricted administrator may see, with the rules', async () => {
    const unit = async (name: string) =>
      Number(
        (await sql<{ id: number }>`insert into org_units (org_id, name) values (${orgA}, ${name}) returning id`.execute(db)).rows[0]!.id,
      );
    const [north, south] = [await unit('North'), await unit('South')];
    const worker = async (first: string, orgUnit: number) =>
      Number(
        (
          await sql<{ id: number }>`insert into employees (org_id, first_name, last_name, org_unit_id)
            values (${orgA}, ${first}, 'Field', ${orgUnit}) returning id`.execute(db)
        ).rows[0]!.id,
      );
    const [nora, sven] = [await worker('Nora', north), await worker('Sven', south)];
    const punch = (employee: number, at: string, lat: number | null, geo: string | null) =>
      sql`insert into punches (org_id, employee_id, at, original_at, type, origin, latitude, longitude, geo)
        values (${orgA}, ${employee}, ${at}, ${at}, 'in', 'clock', ${lat}, ${lat === null ? null : 11.5}, ${geo})`.execute(db);
    await punch(nora, '2026-01-06T08:00:00Z', 48.1, 'inside');
    await punch(sven, '2026-01-06T08:05:00Z', 48.3, 'outside');
    await punch(sven, '2026-01-06T09:00:00Z', null, 'unknown'); // no location: not on a map
    await punch(nora, '2026-02-06T08:00:00Z', 48.1, 'inside'); // outside the range
    await call('admin', 'POST', rules, { name: 'Depot', latitude: 48.1, longitude: 11.5, radiusM: 200 });

    const url = `/api/orgs/${orgA}/geomap/punches?from=2026-01-05T00:00:00Z&to=2026-01-12T00:00:00Z`;
    const all = await call('admin', 'GET', url.slice(4));
    expect(all.statusCode).toBe(200);
    const body = all.json<{ results: Punch[]; supplementalData: { rules: { name: string }[]; tileUrl: string } }>();
    expect(body.results.map((p) => [p.employeeName, p.geo])).toEqual([
      ['Nora Field', 'inside'],
      ['Sven Field', 'outside'],
    ]);
    expect(body.supplementalData.rules.map((r) => r.name)).toContain('Depot');
    expect(body.supplementalData.tileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    const onlySven = await call('admin', 'GET', `${url.slice(4)}&employeeIds=${sven}`);
    expect(onlySven.json<{ results: Punch[] }>().results.map((p) => p.employeeName)).toEqual(['Sven Field']);

    const user = await createUser(db, { email: 'north@example.com' });
    await addMember(db, orgA, user, [...PERMISSIONS]);
    await sql`update org_users set allowed_org_unit_ids = ${[north]}::bigint[] where user_id = ${user} and org_id = ${orgA}`.execute(db);
    const restricted = await app.inject({ method: 'GET', url, headers: bearer(await signInToken(app, 'north@example.com')) });
    expect(restricted.json<{ results: Punch[] }>().results.map((p) => p.employeeName)).toEqual(['Nora Field']);

    expect((await call('reader', 'GET', url.slice(4))).statusCode).toBe(403);
    const backwards = await call('admin', 'GET', `/orgs/${orgA}/geomap/punches?from=2026-01-12T00:00:00Z&to=2026-01-05T00:00:00Z`);
    expect(backwards.json()).toEqual({ to: ['The end must come after the start.'] });
  });
});
