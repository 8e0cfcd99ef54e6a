import { epochFromLocal } from '@punchline/domain';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { deviceWorld } from './device-test-world';
import { ZONE } from './timecard-world';

// Shared set-up of the claims and worker-schedule tests: the device world (Los Angeles) with the
// schedule feature and a shift mode other than default, a kiosk taking PINs, and shifts written
// and published as the board's publish does (a publication row, one shift_publications row per
// shift, the published_* columns), since these tests are about what happens after publishing.

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

type ShiftSeed = { departmentId?: number | null; orgUnitId?: number | null; note?: string | null };

export async function claimsWorld() {
  const w = await deviceWorld();
  const { db, org, call, base } = w;
  await sql`update organizations set features = array_append(features, 'schedule') where id = ${org}`.execute(db);
  const mode = await call('owner', 'PUT', `${base}/shift/defaults`, { shiftMode: 'open' });
  expect(mode.statusCode, mode.body).toBe(200);
  const kiosk = await w.device({ methods: ['pin'] });

  /** Claims of open shifts need a manager's approval (on) or not. */
  const needApproval = async (on: boolean) => {
    const r = await call('owner', 'PUT', `${base}/shift/defaults`, { openShiftClaimNeedsApproval: on });
    expect(r.statusCode, r.body).toBe(200);
  };

  /** Publishes the shifts' drafts as they are now (one publication): what workers then see. */
  const publish = async (...shiftIds: number[]) => {
    const { rows } = await sql<{
      id: number;
      version: number;
    }>`insert into schedule_publications (org_id, version, from_date, to_date, changed)
      select ${org}, coalesce(max(version), 0) + 1, current_date, current_date, ${shiftIds.length} from schedule_publications where org_id = ${org}
      returning id::int as id, version`.execute(db);
    const pub = rows[0]!;
    for (const id of shiftIds) {
      await sql`with snap as (
          select s.id, case when s.deleted_at is null then jsonb_build_object('employeeId', s.employee_id::int,
            'start', to_char(s.start_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            'end', to_char(s.end_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            'workDate', s.work_date::text, 'orgUnitId', s.org_unit_id::int, 'departmentId', s.department_id::int, 'costing', s.costing,
            'shiftClassId', s.shift_class_id::int, 'breaks', s.breaks, 'note', s.note) end as snapshot
          from shifts s where s.id = ${id}),
        written as (insert into shift_publications (org_id, publication_id, shift_id, employee_id, snapshot)
          select ${org}, ${pub.id}, snap.id, (snap.snapshot->>'employeeId')::bigint, snap.snapshot from snap)
        update shifts s set published_version = ${pub.version}, published = snap.snapshot,
          published_employee_id = (snap.snapshot->>'employeeId')::bigint,
          published_start_at = (snap.snapshot->>'start')::timestamptz, published_end_at = (snap.snapshot->>'end')::timestamptz
        from snap where s.id = snap.id`.execute(db);
    }
    return pub;
  };

  /** A draft shift from `startMs` for `hours` (employeeId null: open). */
  const draft = async (employeeId: number | null, startMs: number, hours: number, seed: ShiftSeed = {}) => {
    const start = new Date(startMs);
    const { rows } = await sql<{
      id: number;
    }>`insert into shifts (org_id, employee_id, start_at, end_at, work_date, department_id, org_unit_id, note)
      values (${org}, ${employeeId}, ${start}, ${new Date(startMs + hours * HOUR_MS)},
        (${start}::timestamptz at time zone 'America/Los_Angeles')::date, ${seed.departmentId ?? null}, ${seed.orgUnitId ?? null}, ${seed.note ?? null})
      returning id::int as id`.execute(db);
    return rows[0]!.id;
  };

  /** A shift drafted and published at once. */
  const published = async (employeeId: number | null, startMs: number, hours: number, seed: ShiftSeed = {}) => {
    const id = await draft(employeeId, startMs, hours, seed);
    await publish(id);
    return id;
  };

  /** Changes a shift's draft (then publish it to show workers). */
  const edit = (id: number, set: { employeeId?: number | null; startMs?: number; hours?: number }) =>
    sql`update shifts set employee_id = ${set.employeeId === undefined ? sql`employee_id` : set.employeeId},
      start_at = ${set.startMs === undefined ? sql`start_at` : new Date(set.startMs)},
      end_at = ${set.startMs === undefined ? sql`end_at` : new Date(set.startMs + (set.hours ?? 8) * HOUR_MS)},
      version = version + 1 where id = ${id}`.execute(db);

  const shiftRow = async (id: number) =>
    (
      await sql<{ employee_id: number | null; published_employee_id: number | null; version: number }>`
        select employee_id::int as employee_id, published_employee_id::int as published_employee_id, version from shifts where id = ${id}`.execute(
        db,
      )
    ).rows[0]!;

  const claimsOf = async (shiftId: number) =>
    (
      await sql<{ id: number; employee_id: number; status: string; note: string | null }>`
        select id::int as id, employee_id::int as employee_id, status, note from open_shift_claims where shift_id = ${shiftId} order by id`.execute(
        db,
      )
    ).rows;

  /** A call of the device API's schedule part for a PIN worker. */
  const asWorker = (pin: string, url: string, extra: Record<string, unknown> = {}, token = kiosk.token) =>
    w.deviceCall(token, 'POST', url, { identification: { method: 'pin', pin }, ...extra });

  /** 09:00 in the organization's zone (Los Angeles) `days` from today. */
  const nine = (days = 1) => {
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + days * DAY_MS));
    return epochFromLocal(`${local}T09:00`, ZONE) * 1000;
  };

  return { ...w, kiosk, needApproval, publish, draft, published, edit, shiftRow, claimsOf, asWorker, nine };
}
