import type { DisciplineEvent, DisciplineLedger, Infraction, NotificationFeed } from '@punchline/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { scheduleReportWorld } from '../../test/kits/schedule-report-world';
import { DISCIPLINE_OFF } from './discipline-gate';
import { evaluateDiscipline } from './evaluate-job';

// Attendance discipline through the API on the schedule reports' world (late grace 5 minutes):
// Ann came 12 minutes late on Monday (0.5 point), did not come on Wednesday (no-show, 2 points)
// and had Thursday off; Ben was 3 minutes late on Monday (within the grace) and did not come on
// Tuesday (no-show, 2 points). The policy raises a verbal warning at 2 points, a written one at 2.5.

describe('attendance discipline', async () => {
  const w = await scheduleReportWorld();
  const { db, org, base, call, create, ann, ben, day } = w;
  await sql`update organizations set features = features || array['discipline']::text[] where id = ${org}`.execute(db);

  const week = `from=${day(0)}&to=${day(6)}`;
  const infractions = async (query = '', who = 'owner') => {
    const r = await call(who, 'GET', `${base}/discipline/infractions?${week}${query}`);
    expect(r.statusCode, r.body).toBe(200);
    return r.json<{ results: Infraction[] }>().results;
  };
  const ledger = async (employeeId: number) => {
    const r = await call('owner', 'GET', `${base}/discipline/ledger/${employeeId}`);
    expect(r.statusCode, r.body).toBe(200);
    return r.json<{ result: DisciplineLedger }>().result;
  };
  const events = async (status = 'all') => {
    const r = await call('owner', 'GET', `${base}/discipline/events?status=${status}`);
    expect(r.statusCode, r.body).toBe(200);
    return r.json<{ results: DisciplineEvent[] }>().results;
  };
  const evaluate = async () => {
    const r = await call('owner', 'POST', `${base}/discipline/events/evaluate`);
    expect(r.statusCode, r.body).toBe(200);
    return r.json<{ raised: number }>().raised;
  };
  const summary = (list: Infraction[]) => list.map((i) => [i.worker, i.kind, i.date, i.minutes, i.points, i.excused?.reason ?? null]);

  it('refuses every call until discipline is switched on, and then without manage_discipline', async () => {
    const off = await call('owner', 'GET', `${base}/discipline/infractions`);
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({ detail: DISCIPLINE_OFF });
    expect((await call('owner', 'GET', `${base}/discipline/policies`)).statusCode).toBe(403);

    const on = await call('owner', 'PUT', `${base}/discipline/settings`, { disciplineEnabled: true });
    expect(on.statusCode, on.body).toBe(200);
    const session = await call('owner', 'GET', `${base}/session`);
    expect(session.json<{ disciplineEnabled: boolean }>().disciplineEnabled).toBe(true);

    await w.member('scheduler', ['manage_schedule', 'edit_punches']);
    expect((await call('scheduler', 'GET', `${base}/discipline/infractions`)).statusCode).toBe(403);
    expect((await call('scheduler', 'GET', `${base}/discipline/events`)).statusCode).toBe(403);
    expect((await call('outsider', 'GET', `${base}/discipline/infractions`)).statusCode).toBe(403);
  });

  it('finds the infractions from the cards against the published schedule, only those the policy counts', async () => {
    // Without a policy nothing counts, so nothing is listed.
    expect(summary(await infractions())).toEqual([]);
    const types = {
      verbal: await create('discipline/event-types', { name: 'Verbal', level: 1 }),
      written: await create('discipline/event-types', { name: 'Written', level: 2, workerAcknowledges: true }),
    };
    const policy = await create('discipline/policies', {
      name: 'Standard',
      threshold1Points: 2,
      threshold1EventTypeId: types.verbal.id,
      threshold2Points: 2.5,
      threshold2EventTypeId: types.written.id,
    });
    expect(policy).toMatchObject({ latePoints: 0.5, lateBeyondPoints: 1, noShowPoints: 2, expireAfterDays: 90 });
    const found = await infractions();
    expect(summary(found)).toEqual([
      ['Ann Archer', 'no_show', day(3), null, 2, null],
      ['Ben Baker', 'no_show', day(2), null, 2, null],
      ['Ann Archer', 'late', day(1), 12, 0.5, null],
    ]);
    expect(found[2]!.description).toMatch(/^Late 12 min on .* against the 9:00 AM shift$/);
    expect(found.map((i) => i.key)).toEqual([
      `w${ann.id}:no_show:s${w.shifts.annWed}`,
      `w${ben.id}:no_show:s${w.shifts.benTue}`,
      `w${ann.id}:late:s${w.shifts.annMon}`,
    ]);
    expect(summary(await infractions(`&employeeId=${ben.id}`))).toEqual([['Ben Baker', 'no_show', day(2), null, 2, null]]);
    expect(summary(await infractions('&kind=late'))).toHaveLength(1);
    // The search matches the worker's name, the kind and the description.
    expect(summary(await infractions('&searchText=BAKER'))).toEqual([['Ben Baker', 'no_show', day(2), null, 2, null]]);
    expect((await infractions('&searchText=late 12')).map((i) => i.kind)).toEqual(['late']);
  });

  it('keeps a ledger that explains itself, and raises each threshold once as an event', async () => {
    const l = await ledger(ann.id);
    expect(l.policy?.name).toBe('Standard');
    expect(l.balance).toBe(2.5);
    expect(l.entries.map((e) => [e.date, e.kind, e.delta, e.balance])).toEqual([
      [day(1), 'infraction', 0.5, 0.5],
      [day(3), 'infraction', 2, 2.5],
    ]);
    expect(l.entries[0]!.text).toMatch(/^Late 12 min on .*: 0\.5 points$/);
    expect(l.nextExpiry).toEqual({ date: w.day(1 + 90), points: 0.5 });

    expect(await evaluate()).toBe(3);
    expect(await evaluate()).toBe(0);
    const raised = await events('open');
    expect(raised.map((e) => [e.worker, e.eventType, e.threshold, e.points, e.crossedOn, e.holds])).toEqual(
      expect.arrayContaining([
        ['Ann Archer', 'Verbal', 2, 2.5, day(3), true],
        ['Ann Archer', 'Written', 2.5, 2.5, day(3), true],
        ['Ben Baker', 'Verbal', 2, 2, day(2), true],
      ]),
    );
    const feed = await call('owner', 'GET', `${base}/dashboard/notifications?multiOrg=no`);
    expect(feed.statusCode, feed.body).toBe(200);
    const groups = feed.json<NotificationFeed>();
    expect(groups.disciplineEvents.count).toBe(3);
    const written = await call('owner', 'GET', `${base}/discipline/events?status=open&searchText=writ`);
    expect(written.json<{ results: DisciplineEvent[] }>().results.map((e) => e.eventType)).toEqual(['Written']);
    // The worker's name as the punches' search reads it, in either order.
    const ben = await call('owner', 'GET', `${base}/discipline/events?status=open&searchText=${encodeURIComponent('Baker, Ben')}`);
    expect(ben.json<{ results: DisciplineEvent[] }>().results.map((e) => [e.worker, e.eventType])).toEqual([['Ben Baker', 'Verbal']]);
    expect(groups.disciplineEvents.ids.sort()).toEqual(raised.map((e) => e.id).sort());
    // The managers were told.
    const { rows } = await sql<{ title: string }>`select title from notification_messages where org_id = ${org} order by id`.execute(db);
    expect(rows.map((r) => r.title)).toEqual(expect.arrayContaining(['Written: Ann Archer', 'Verbal: Ben Baker']));
  });

  it('excusing an infraction takes its points away at the next read, and the events behind it say so', async () => {
    const key = `w${ann.id}:no_show:s${w.shifts.annWed}`;
    expect((await call('owner', 'POST', `${base}/discipline/infractions/excuse`, { keys: [key], reason: ' ' })).statusCode).toBe(400);
    const bad = await call('owner', 'POST', `${base}/discipline/infractions/excuse`, { keys: [`w${ann.id}:late:s999999`], reason: 'x' });
    expect(bad.statusCode).toBe(400);
    const r = await call('owner', 'POST', `${base}/discipline/infractions/excuse`, { keys: [key], reason: 'Car broke down, called in' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ changed: 1 });

    const l = await ledger(ann.id);
    expect(l.balance).toBe(0.5);
    expect(l.entries.map((e) => [e.kind, e.delta, e.balance])).toEqual([
      ['infraction', 0.5, 0.5],
      ['excused', 0, 0.5],
    ]);
    expect(l.entries[1]!.text).toMatch(/: excused \(Car broke down, called in\)$/);
    const anns = l.events.filter((e) => e.worker === 'Ann Archer');
    expect(anns.map((e) => e.holds)).toEqual([false, false]);
    expect(anns[0]!.why).toMatch(/^The points no longer reach .*No-show on .* no longer counts\.$/);
    expect(anns[0]!.gone.map((g) => g.key)).toEqual([key]);
    expect(summary(await infractions('&status=excused'))).toEqual([
      ['Ann Archer', 'no_show', day(3), null, 2, 'Car broke down, called in'],
    ]);

    const back = await call('owner', 'POST', `${base}/discipline/infractions/reinstate`, { keys: [key] });
    expect(back.json()).toEqual({ changed: 1 });
    expect((await ledger(ann.id)).balance).toBe(2.5);
  });

  it('fixing the card removes the infraction and its points: the ledger no longer has it', async () => {
    // Ben did work on Tuesday: the forgotten punches are added.
    for (const [type, time] of [
      ['in', '10:00'],
      ['out', '14:00'],
    ] as const) {
      const r = await call('owner', 'POST', `${base}/punches`, {
        employeeId: ben.id,
        type,
        at: new Date(w.at(2, time) * 1000).toISOString(),
      });
      expect(r.statusCode, r.body).toBe(201);
    }
    expect(summary(await infractions(`&employeeId=${ben.id}`))).toEqual([]);
    const l = await ledger(ben.id);
    expect(l.balance).toBe(0);
    expect(l.events.map((e) => [e.eventType, e.holds, e.gone.length])).toEqual([['Verbal', false, 1]]);
  });

  it('a manager acknowledges an event with a note; a stale version is refused', async () => {
    const [event] = (await events('open')).filter((e) => e.worker === 'Ben Baker');
    const stale = await call('owner', 'POST', `${base}/discipline/events/${event!.id}/acknowledge`, {
      note: 'Talked',
      version: event!.version + 1,
    });
    expect(stale.statusCode).toBe(409);
    const ok = await call('owner', 'POST', `${base}/discipline/events/${event!.id}/acknowledge`, {
      note: 'Talked it over',
      version: event!.version,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ result: DisciplineEvent }>().result).toMatchObject({ note: 'Talked it over', acknowledgedBy: 'owner' });
    const again = await call('owner', 'POST', `${base}/discipline/events/${event!.id}/acknowledge`, {
      note: 'Again',
      version: event!.version + 1,
    });
    expect(again.statusCode).toBe(409);
    expect((await events('open')).map((e) => e.worker)).toEqual(['Ann Archer', 'Ann Archer']);
  });

  it("counts a custom infraction recorded by a manager, with its type's points", async () => {
    const type = await create('discipline/custom-infraction-types', { name: 'Dress code', points: 1.5 });
    const custom = await create('discipline/custom-infractions', {
      employeeId: ben.id,
      typeId: type.id,
      date: day(5),
      note: 'No safety boots',
    });
    const found = await infractions(`&employeeId=${ben.id}`);
    expect(summary(found)).toEqual([['Ben Baker', 'custom', day(5), null, 1.5, null]]);
    expect(found[0]).toMatchObject({ typeName: 'Dress code', customId: custom.id });
    expect((await ledger(ben.id)).balance).toBe(1.5);
    const gone = await call('owner', 'DELETE', `${base}/discipline/custom-infractions/${custom.id}`);
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await ledger(ben.id)).balance).toBe(0);
  });

  it('keeps a manager with label restrictions to the workers they may see', async () => {
    await w.member('unitB', ['manage_discipline']);
    await w.restrict('unitB', { orgUnitIds: [w.refs.unitB] });
    expect((await infractions('', 'unitB')).map((i) => i.worker)).toEqual([]);
    const annKey = `w${ann.id}:late:s${w.shifts.annMon}`;
    const refused = await call('unitB', 'POST', `${base}/discipline/infractions/excuse`, { keys: [annKey], reason: 'x' });
    expect(refused.statusCode).toBe(400);
    expect((await call('unitB', 'GET', `${base}/discipline/ledger/${ann.id}`)).statusCode).toBe(404);
    const seen = await call('unitB', 'GET', `${base}/discipline/events?status=all`);
    expect(seen.json<{ results: DisciplineEvent[] }>().results.map((e) => e.worker)).toEqual(['Ben Baker']);
  });

  it('the job raises due events in every organization that runs discipline', async () => {
    await sql`delete from discipline_events where org_id = ${org}`.execute(db);
    // Ann's verbal and written warnings hold again (her no-show was reinstated); Ben's do not.
    expect(await evaluateDiscipline(db, Date.now())).toBe(2);
  });
});
