import { DATE_OUT_OF_RANGE, dayFromIso, epochFromLocal, isoFromDay } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { HOUR, timecardWorld, ZONE } from '../../test/kits/timecard-world';

// Issue 30, time data the server must never answer 500 on: punches with milliseconds (one took
// down the worker's card, the organization's card list and the dashboard for the whole period),
// dates at the calendar's ends, and empty list filters.

describe('time queries on awkward input', async () => {
  const w = await timecardWorld();
  const { org, call, db, weekStart } = w;
  const ana = await w.worker({ firstName: 'Ana', orgUnitId: w.refs.unitA });
  const bo = await w.worker({ firstName: 'Bo', orgUnitId: w.refs.unitA });
  const monday = isoFromDay(dayFromIso(weekStart(1)) + 1);
  const tuesday = isoFromDay(dayFromIso(monday) + 1);
  const local = (date: string, time: string) => epochFromLocal(`${date}T${time}`, ZONE) * 1000;
  const ok = async (url: string) => {
    const response = await call('owner', 'GET', url);
    expect(response.statusCode, `${url} ${response.body}`).toBe(200);
    return response.json();
  };

  it('stores a punch sent with milliseconds at its whole second, through POST and PUT', async () => {
    const added = await call('owner', 'POST', `/orgs/${org}/punches`, {
      employeeId: ana.id,
      type: 'in',
      at: new Date(local(monday, '08:00') + 123).toISOString(),
    });
    expect(added.statusCode, added.body).toBe(201);
    const punch = added.json<{ result: { id: number; version: number; at: string; originalAt: string } }>().result;
    expect([punch.at, punch.originalAt]).toEqual([
      new Date(local(monday, '08:00')).toISOString(),
      new Date(local(monday, '08:00')).toISOString(),
    ]);
    const out = await call('owner', 'POST', `/orgs/${org}/punches`, {
      employeeId: ana.id,
      type: 'out',
      at: new Date(local(monday, '16:00') + 999).toISOString(),
    });
    expect(out.statusCode, out.body).toBe(201);
    const edited = await call('owner', 'PUT', `/orgs/${org}/punches/${punch.id}`, {
      at: new Date(local(monday, '08:30') + 500).toISOString(),
      version: punch.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().result.at).toBe(new Date(local(monday, '08:30')).toISOString());
    const { rows } = await sql<{ ms: number }>`select count(*)::int as ms from punches
      where org_id = ${org} and (extract(microseconds from at)::int % 1000000 <> 0 or extract(microseconds from original_at)::int % 1000000 <> 0)`.execute(
      db,
    );
    expect(rows[0]!.ms).toBe(0);
    const card = await w.card(ana.id, monday);
    expect(card.totals.workedSeconds).toBe(7.5 * HOUR);
  });

  it("answers the card, the organization's card list and the dashboard when a stored punch has milliseconds", async () => {
    // As a clock stored them before: fractions in at, original_at and received_at.
    for (const [at, type] of [
      [local(tuesday, '09:00') + 250, 'in'],
      [local(tuesday, '17:00') + 750, 'out'],
    ] as const) {
      const instant = new Date(at);
      await sql`insert into punches (org_id, employee_id, at, original_at, received_at, type, origin)
        values (${org}, ${bo.id}, ${instant}, ${instant}, ${new Date(at + 400)}, ${type}, 'clock')`.execute(db);
    }
    const card = await w.card(bo.id, tuesday);
    expect(card.totals.workedSeconds).toBe(8 * HOUR);
    const list = await ok(`/orgs/${org}/timecards?date=${tuesday}`);
    expect(list.results.length).toBeGreaterThan(0);
    const activity = await ok(`/orgs/${org}/dashboard/period-activity?startDate=${monday}&endDate=${tuesday}`);
    expect(activity.periodActivity.find((d: { date: string }) => d.date === tuesday).totalHours).toBeGreaterThanOrEqual(8);
  });

  it('refuses dates at the ends of the calendar with a 400 saying the range, never a 500', async () => {
    const refused = async (url: string, field: string) => {
      const response = await call('owner', 'GET', url);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.json()[field]).toEqual([DATE_OUT_OF_RANGE]);
    };
    await refused(`/orgs/${org}/timecards/${ana.id}?date=9999-12-31`, 'date');
    await refused(`/orgs/${org}/timecards/${ana.id}?date=0001-01-01`, 'date');
    await refused(`/orgs/${org}/timecards/${ana.id}/input?date=9999-12-31`, 'date');
    await refused(`/orgs/${org}/timecards?date=0001-01-01`, 'date');
    await refused(`/orgs/${org}/punches?from=0001-01-01&to=9999-12-31`, 'from');
    await refused(`/orgs/${org}/punches?to=9999-12-31`, 'to');
    await refused(`/orgs/${org}/clocklogs?from=0001-01-01`, 'from');
    await refused(`/orgs/${org}/dashboard/period-activity?startDate=9999-12-01&endDate=9999-12-31`, 'startDate');
    // The range's own ends are answered.
    await ok(`/orgs/${org}/timecards/${ana.id}?date=2999-12-31`);
    await ok(`/orgs/${org}/punches?from=1900-01-01&to=2999-12-31`);
  });

  it('reads an empty list filter as no filter', async () => {
    const all = (await ok(`/orgs/${org}/punches?limit=100`)).results.length;
    expect(all).toBeGreaterThan(0);
    for (const query of ['deviceId=', 'employeeId=', 'id=', 'flags=', 'deviceId=,']) {
      expect((await ok(`/orgs/${org}/punches?limit=100&${query}`)).results.length, query).toBe(all);
    }
    const logs = (await ok(`/orgs/${org}/clocklogs`)).results.length;
    for (const query of ['id=', 'decision=', 'deviceId=', 'employeeId=']) {
      expect((await ok(`/orgs/${org}/clocklogs?${query}`)).results.length, query).toBe(logs);
    }
  });
});
