import { formatDateInZone, formatTime, type FormatPreferences } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { formatPrefs } from '../punches/punches.list';

// The overlap rule of schedules (issue 19): a worker's shifts in the draft (what managers
// schedule) may not overlap. The board's writes, copies and claims all check it here; conflictsOf
// gives the sentences that name each conflict.

type Overlapping = { id: number; start_at: Date; end_at: Date };

async function overlapping(trx: TenantTx, orgId: number, employeeId: number, start: Date, end: Date, exceptShiftId?: number) {
  const { rows } = await sql<Overlapping>`select id::int as id, start_at, end_at from shifts
    where org_id = ${orgId} and employee_id = ${employeeId} and deleted_at is null
      and start_at < ${end} and end_at > ${start} ${exceptShiftId ? sql`and id <> ${exceptShiftId}` : sql``}
    order by start_at`.execute(trx);
  return rows;
}

/** 'Tue 11/24/2026 9:00 AM–5:00 PM' in the organization's formats and zone. */
export function spanText(start: Date, end: Date, timeZone: string, prefs: FormatPreferences): string {
  const time = (d: Date) =>
    formatTime(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d), prefs);
  return `${formatDateInZone(start, timeZone, prefs)} ${time(start)}–${time(end)}`;
}

const overlapSentence = (span: string) => `The worker already has a shift that overlaps this one: ${span}.`;

/** Why giving the worker this span would double-book them: one sentence per overlapping shift. */
export async function conflictsOf(
  trx: TenantTx,
  orgId: number,
  timeZone: string,
  employeeId: number,
  start: Date,
  end: Date,
  exceptShiftId?: number,
): Promise<string[]> {
  const rows = await overlapping(trx, orgId, employeeId, start, end, exceptShiftId);
  if (rows.length === 0) return [];
  const prefs = await formatPrefs(trx, orgId);
  return rows.map((r) => overlapSentence(spanText(new Date(r.start_at), new Date(r.end_at), timeZone, prefs)));
}

/**
 * Refuses (400, naming the conflict) a span that overlaps another shift of the worker in the draft:
 * the rule of every path that gives a worker a shift (the board, copies, claims). The worker's row
 * is locked first, so two requests scheduling the same worker at once check one after the other
 * and cannot both pass.
 */
export async function assertNoOverlap(
  trx: TenantTx,
  orgId: number,
  employeeId: number,
  start: Date,
  end: Date,
  exceptShiftId?: number,
): Promise<void> {
  await sql`select 1 from employees where org_id = ${orgId} and id = ${employeeId} for update`.execute(trx);
  const org = await trx.selectFrom('organizations').select('timezone').where('id', '=', orgId).executeTakeFirstOrThrow();
  const conflicts = await conflictsOf(trx, orgId, org.timezone || 'UTC', employeeId, start, end, exceptShiftId);
  if (conflicts.length > 0) throw ApiError.badRequest(conflicts[0]!);
}
