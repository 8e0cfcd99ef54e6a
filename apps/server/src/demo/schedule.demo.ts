import type { PublishedShift } from '@punchline/contracts';
import { dayFromIso, epochFromLocal, isoFromDay, localFromEpoch, weekdayOf } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { materializeRecurring } from '../schedule/materialize.service';
import { DEMO_SHIFT_SECONDS, demoStartTime, seeded, worksOn, type DemoActivityWorker, type DemoPlannedShift } from './activity.demo';

// The demo's schedule (issue 19): the schedule feature with shift mode 'schedule' and a 5-minute
// grace for starting late, teams, and a published schedule matching the clocks' activity: each past
// work day of the activity plan is a shift from the worker's planned start (so the plan's late
// starts show SL on the time cards, and the attendance policy counts them; a few minutes' queue at
// the kiosk does not), and the next two weeks are scheduled the same way. A few open shifts on next
// Sunday (nobody works Sundays, so anyone may take them), one claimed and waiting for a manager,
// and one shift moved after publishing, so a worker at the clock sees "Your schedule changed".
// Plain SQL: the typed schema has only the core's tables.

const DAYS_AHEAD = 14;
/** The demo's Settings → Shifts → Defaults. */
const DEMO_SHIFT_SETTINGS = { shiftMode: 'schedule', openShiftClaimNeedsApproval: true, startLateGrace: 5 };
const HOUR = 3600;
const DAY_BREAK = [{ startMinute: 240, durationMinutes: 30, paid: false }];

export const DEMO_TEAMS = [
  { name: 'Bakers', department: 'Bakery', color: '#e8590c' },
  { name: 'Front of house', department: 'Front of House', color: '#1c7ed6' },
  { name: 'Drivers', department: 'Delivery', color: '#2f9e44' },
] as const;

/** Next Sunday's open shifts: [department, org unit, start, hours]. */
const OPEN_SHIFTS: readonly [string, string, string, number][] = [
  ['Bakery', 'Downtown', '06:00', 8],
  ['Front of House', 'Harbor', '10:00', 6],
  ['Delivery', 'Airport', '09:00', 8],
];

type Worker = { id: number; department_id: number | null; org_unit_id: number | null; department: string | null; unit: string | null };
type Snapshot = Omit<PublishedShift, 'costing'> & { costing: null };

/** The shifts of the next two weeks, from tomorrow: the plan's habits (weekdays, start times) carried on. */
export function futureDemoShifts(workers: readonly DemoActivityWorker[], zone: string, now: number): DemoPlannedShift[] {
  const today = dayFromIso(localFromEpoch(now, zone).slice(0, 10));
  const shifts: DemoPlannedShift[] = [];
  for (const worker of workers) {
    const random = seeded(5000 + worker.index);
    const night = worker.index === 3;
    for (let day = today + 1; day <= today + DAYS_AHEAD; day += 1) {
      if (!worksOn(worker, weekdayOf(day))) continue;
      const date = isoFromDay(day);
      const start = epochFromLocal(`${date}T${demoStartTime(night, random)}`, zone);
      shifts.push({ employeeId: worker.id, date, start, end: start + (night ? DEMO_SHIFT_SECONDS.night : DEMO_SHIFT_SECONDS.day), night });
    }
  }
  return shifts;
}

const iso = (epoch: number) => new Date(epoch * 1000).toISOString();

/** Inserts shifts already published as publication `publicationId` (version `version`), answering their ids in order. */
async function insertPublished(trx: TenantTx, orgId: number, publication: { id: number; version: number }, snapshots: Snapshot[]) {
  const { rows } = await sql<{ id: number }>`
    insert into shifts (org_id, employee_id, start_at, end_at, work_date, org_unit_id, department_id, shift_class_id, breaks,
      published_version, published_employee_id, published_start_at, published_end_at, published)
    select ${orgId}, (x.s->>'employeeId')::bigint, (x.s->>'start')::timestamptz, (x.s->>'end')::timestamptz, (x.s->>'workDate')::date,
      (x.s->>'orgUnitId')::bigint, (x.s->>'departmentId')::bigint, (x.s->>'shiftClassId')::bigint, x.s->'breaks',
      ${publication.version}, (x.s->>'employeeId')::bigint, (x.s->>'start')::timestamptz, (x.s->>'end')::timestamptz, x.s
    from jsonb_array_elements(${JSON.stringify(snapshots)}::jsonb) with ordinality as x(s, n) order by x.n
    returning id::int as id`.execute(trx);
  await sql`insert into shift_publications (org_id, publication_id, shift_id, employee_id, snapshot)
    select ${orgId}, ${publication.id}, s.id, s.published_employee_id, s.published from shifts s
    where s.org_id = ${orgId} and s.id = any(${rows.map((r) => r.id)}::bigint[])`.execute(trx);
  return rows.map((r) => r.id);
}

async function publication(
  trx: TenantTx,
  orgId: number,
  version: number,
  from: string,
  to: string,
  counts: { added?: number; changed?: number },
) {
  const { rows } = await sql<{
    id: number;
  }>`insert into schedule_publications (org_id, version, from_date, to_date, published_at, added, changed)
    values (${orgId}, ${version}, ${from}, ${to}, now(), ${counts.added ?? 0}, ${counts.changed ?? 0}) returning id::int as id`.execute(
    trx,
  );
  return { id: rows[0]!.id, version };
}

/**
 * The demo's schedule for the activity's workers: past shifts (`planned`, from the activity plan)
 * and the next two weeks, published as version 1 and seen by every worker; open shifts, a pending
 * claim, and one shift moved an hour later as version 2 (not yet seen by its worker).
 */
export async function seedDemoSchedule(
  trx: TenantTx,
  orgId: number,
  workers: readonly DemoActivityWorker[],
  planned: readonly DemoPlannedShift[],
  zone: string,
  now: number,
): Promise<void> {
  await sql`update organizations set features = array(select distinct unnest(features || array['schedule'])),
    settings = settings || ${JSON.stringify(DEMO_SHIFT_SETTINGS)}::jsonb where id = ${orgId}`.execute(trx);
  const { rows: people } =
    await sql<Worker>`select e.id::int as id, e.department_id::int as department_id, e.org_unit_id::int as org_unit_id,
      d.name as department, u.name as unit
    from employees e left join departments d on d.id = e.department_id left join org_units u on u.id = e.org_unit_id
    where e.org_id = ${orgId} and e.active and e.is_worker order by e.id`.execute(trx);
  const byId = new Map(people.map((p) => [p.id, p]));
  const { rows: classes } = await sql<{
    id: number;
    name: string;
  }>`select id::int as id, name from shift_classes where org_id = ${orgId}`.execute(trx);
  const classId = (name: string) => classes.find((c) => c.name === name)?.id ?? null;

  for (const team of DEMO_TEAMS) {
    const members = people.filter((p) => p.department === team.department).map((p) => p.id);
    await sql`insert into teams (org_id, name, lead_id, member_ids, color)
      values (${orgId}, ${team.name}, ${members[0] ?? null}, ${JSON.stringify(members)}::jsonb, ${team.color})`.execute(trx);
  }
  await seedDemoRecurring(trx, orgId, zone, now);

  const shifts = [...planned, ...futureDemoShifts(workers, zone, now)].sort((a, b) => a.start - b.start || a.employeeId - b.employeeId);
  const snapshot = (s: DemoPlannedShift): Snapshot => ({
    employeeId: s.employeeId,
    start: iso(s.start),
    end: iso(s.end),
    workDate: s.date,
    orgUnitId: byId.get(s.employeeId)?.org_unit_id ?? null,
    departmentId: byId.get(s.employeeId)?.department_id ?? null,
    costing: null,
    shiftClassId: classId(s.night ? 'Night' : 'Morning'),
    breaks: s.night ? [] : DAY_BREAK,
    note: null,
  });
  const today = dayFromIso(localFromEpoch(now, zone).slice(0, 10));
  const sunday = today + 7 - weekdayOf(today); // next Sunday (a week on when today is Sunday)
  const unitOf = (name: string) => people.find((p) => p.unit === name)?.org_unit_id ?? null;
  const departmentOf = (name: string) => people.find((p) => p.department === name)?.department_id ?? null;
  const open: Snapshot[] = OPEN_SHIFTS.map(([department, unit, time, hours]) => {
    const start = epochFromLocal(`${isoFromDay(sunday)}T${time}`, zone);
    return {
      ...snapshot({ employeeId: 0, date: isoFromDay(sunday), start, end: start + hours * HOUR, night: false }),
      employeeId: null,
      orgUnitId: unitOf(unit),
      departmentId: departmentOf(department),
      note: 'Sunday market: extra hands needed',
    };
  });
  const first = shifts[0]?.date ?? isoFromDay(today);
  const v1 = await publication(trx, orgId, 1, first, isoFromDay(today + DAYS_AHEAD), { added: shifts.length + open.length });
  const ids = await insertPublished(trx, orgId, v1, [...shifts.map(snapshot), ...open]);
  // Everyone has seen version 1: their clocks do not greet them with every shift as new.
  await sql`insert into schedule_seen (org_id, employee_id, publication_id)
    select ${orgId}, id, ${v1.id} from employees where org_id = ${orgId} and active and is_worker`.execute(trx);

  // A baker of Downtown claimed the Sunday bakery shift; a manager has yet to decide.
  const bakeryShift = ids[shifts.length]!;
  const baker = people.find((p) => p.department === 'Bakery' && p.unit === 'Downtown');
  if (baker)
    await sql`insert into open_shift_claims (org_id, shift_id, employee_id) values (${orgId}, ${bakeryShift}, ${baker.id})`.execute(trx);

  // The first worker's next shift moved an hour later and republished (version 2).
  const next = shifts.findIndex((s) => s.employeeId === workers[0]?.id && s.start > now);
  if (next < 0) return;
  const moved = { ...shifts[next]!, start: shifts[next]!.start + HOUR, end: shifts[next]!.end + HOUR };
  const v2 = await publication(trx, orgId, 2, moved.date, moved.date, { changed: 1 });
  const s = snapshot(moved);
  await sql`update shifts set start_at = ${s.start}, end_at = ${s.end}, published_version = ${v2.version},
      published_start_at = ${s.start}, published_end_at = ${s.end}, published = ${JSON.stringify(s)}::jsonb, version = version + 1
    where org_id = ${orgId} and id = ${ids[next]!}`.execute(trx);
  await sql`insert into shift_publications (org_id, publication_id, shift_id, employee_id, snapshot)
    values (${orgId}, ${v2.id}, ${ids[next]!}, ${s.employeeId}, ${JSON.stringify(s)}::jsonb)`.execute(trx);
}

/**
 * A template of delivery weekdays applied to the Drivers team from the day after the published
 * fortnight: the weeks after it are drafted by the recurring schedule, waiting to be published.
 */
async function seedDemoRecurring(trx: TenantTx, orgId: number, zone: string, now: number): Promise<void> {
  const slots = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((day) => `${day} 08:00-16:30 break 30`);
  const { rows } = await sql<{ id: number }>`insert into schedule_templates (org_id, name, weeks, slots, note)
    values (${orgId}, 'Delivery weekdays', 1, ${JSON.stringify(slots)}::jsonb, 'Vans out at 8, back by 4:30.') returning id::int as id`.execute(
    trx,
  );
  const drivers = await sql<{ id: number; member_ids: number[] }>`select id::int as id, member_ids from teams
    where org_id = ${orgId} and name = 'Drivers'`.execute(trx);
  const start = isoFromDay(dayFromIso(localFromEpoch(now, zone).slice(0, 10)) + DAYS_AHEAD + 1);
  // A driver moving house two days of the drafted weeks (left out of them), a baker never on Sundays.
  const mover = drivers.rows[0]?.member_ids.at(-1);
  if (mover !== undefined) {
    const days = [2, 3].map((d) => isoFromDay(dayFromIso(start) + d));
    await sql`insert into unavailability (org_id, employee_id, kind, start_date, end_date, note)
      values (${orgId}, ${mover}, 'dates', ${days[0]}::date, ${days[1]}::date, 'Moving house')`.execute(trx);
  }
  await sql`insert into unavailability (org_id, employee_id, kind, weekdays, note)
    select ${orgId}, t.lead_id, 'weekly', '["Sun"]', 'Family day' from teams t
     where t.org_id = ${orgId} and t.name = 'Bakers' and t.lead_id is not null`.execute(trx);
  const recurring = await sql<{ id: number }>`insert into recurring_schedules (org_id, name, template_id, team_ids, start_date)
    values (${orgId}, 'Drivers after the published fortnight', ${rows[0]!.id}, ${JSON.stringify(drivers.rows.map((d) => d.id))}::jsonb,
            ${start}::date) returning id::int as id`.execute(trx);
  await materializeRecurring(trx, orgId, recurring.rows[0]!.id, { now: now * 1000 });
}
