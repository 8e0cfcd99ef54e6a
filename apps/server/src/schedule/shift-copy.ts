import { localDateOf, shiftSpanByDays } from '@punchline/domain';
import { sql } from 'kysely';
import type { Actor } from '../audit/actor';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { rangeDays, unavailableDays } from './board.service';
import { draftState, SHIFT_COLUMNS, type ShiftDbRow } from './shift-model';
import { createShift } from './shift-writes';

// Copy a week (issue 19): the shifts of a range, each moved by whole days at the same wall-clock
// times (so 9:00 stays 9:00 across a DST change), as new drafts. A copy that would overlap the
// worker's shifts or fall on a day they cannot work is left out and said why, never forced.

export type CopyInput = { from: string; to: string; days: number; shiftIds?: number[]; employeeIds?: number[] };

export async function copyShifts(trx: TenantTx, orgId: number, zone: string, actor: Actor, input: CopyInput) {
  rangeDays(input.from, input.to);
  if (input.days === 0) throw ApiError.fields({ days: ['must not be 0.'] });
  const { rows } = await sql<ShiftDbRow>`select ${SHIFT_COLUMNS} from shifts s
    where s.org_id = ${orgId} and s.deleted_at is null and s.work_date between ${input.from}::date and ${input.to}::date
      ${input.shiftIds ? sql`and s.id = any(${input.shiftIds}::bigint[])` : sql``}
      ${input.employeeIds ? sql`and s.employee_id = any(${input.employeeIds}::bigint[])` : sql``}
    order by s.start_at, s.id`.execute(trx);
  const targets = rows.map((row) => {
    const v = draftState(row);
    const span = shiftSpanByDays(Date.parse(v.start) / 1000, Date.parse(v.end) / 1000, input.days, zone);
    return { row, span, date: localDateOf(span.start, zone) };
  });
  const workers = [...new Set(rows.map((r) => r.employee_id).filter((id): id is number => id !== null))];
  const unavailable = await unavailableDays(trx, orgId, workers, [...new Set(targets.map((t) => t.date))]);
  const made: ShiftDbRow[] = [];
  const skipped: { shiftId: number; reason: string }[] = [];
  for (const { row, span, date } of targets) {
    const reason = row.employee_id === null ? undefined : unavailable.get(row.employee_id)?.get(date);
    if (reason) {
      skipped.push({ shiftId: row.id, reason: `The worker cannot work that day: ${reason}.` });
      continue;
    }
    try {
      const v = draftState(row);
      const copy = {
        ...v,
        start: new Date(span.start * 1000).toISOString(),
        end: new Date(span.end * 1000).toISOString(),
        teamId: row.team_id,
      };
      made.push(await createShift(trx, orgId, zone, actor, copy));
    } catch (error) {
      // The rules' refusals (overlap, a worker no longer active) skip this shift; anything else fails the copy.
      if (!(error instanceof ApiError) || error.statusCode !== 400) throw error;
      skipped.push({ shiftId: row.id, reason: reasonOf(error) });
    }
  }
  return { made, skipped };
}

function reasonOf(error: ApiError): string {
  const body = error.body as { detail?: string; [field: string]: unknown };
  if (typeof body.detail === 'string') return body.detail;
  return Object.values(body).flat().map(String).join(' ');
}
