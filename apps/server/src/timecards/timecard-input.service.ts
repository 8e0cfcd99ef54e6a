import type { TimecardInput } from '@punchline/domain';
import type { TenantTx } from '../db/tenant';
import type { PeriodState } from './pay-periods.service';
import { inputForCaller } from './pay-visibility';
import { inputFor, loadOrgInputs, periodOf, punchWindow, workerOf } from './timecards.service';

// The engine's input of one card for the browser (issue 16): the time card editor runs
// computeTimecard itself with the user's unsaved edits applied, so totals move as they type, from
// exactly what the server computes the card from (the same cardInput).

/** What the editor needs of a stored punch besides the engine's view: its version and entry state. */
export type PunchDetail = {
  id: string;
  version: number;
  note: string | null;
  entryStateId: number | null;
  /** Its entry state locks it: the editor shows it read-only, the change endpoint refuses it. */
  locked: boolean;
};

export type CardInputAnswer = {
  employeeId: number;
  periodState: PeriodState;
  /** Who locked or finalized the period, and when (null while open). */
  periodChange: { by: string | null; at: string } | null;
  /** False when the caller may not see pay: the input then has no wage and amounts are zero. */
  showsPay: boolean;
  input: TimecardInput;
  punchDetails: PunchDetail[];
};

export async function cardInputAnswer(
  trx: TenantTx,
  orgId: number,
  employeeId: number,
  date: string,
  showsPay: boolean,
  /** The app clock's time, epoch seconds. */
  now: number,
): Promise<CardInputAnswer> {
  const inputs = await loadOrgInputs(trx, orgId);
  const period = periodOf(inputs, date);
  const worker = await workerOf(trx, orgId, employeeId);
  const { from, to } = punchWindow(inputs, period);
  const [{ input }, periodRow, details] = await Promise.all([
    inputFor(trx, orgId, inputs, worker, period, now),
    trx
      .selectFrom('pay_period_states as s')
      .leftJoin('users as u', 'u.id', 's.changed_by')
      .select(['s.state', 's.changed_at', 'u.name'])
      .where('s.org_id', '=', orgId)
      .where('s.period_start', '=', period.start)
      .executeTakeFirst(),
    trx
      .selectFrom('punches as p')
      .leftJoin('entry_states as s', 's.id', 'p.entry_state_id')
      .select(['p.id', 'p.version', 'p.note', 'p.entry_state_id', 's.locks_entry'])
      .where('p.org_id', '=', orgId)
      .where('p.employee_id', '=', employeeId)
      .where('p.deleted_at', 'is', null)
      .where('p.at', '>=', from)
      .where('p.at', '<', to)
      .execute(),
  ]);
  return {
    employeeId,
    periodState: periodRow?.state ?? 'open',
    periodChange: periodRow ? { by: periodRow.name, at: new Date(periodRow.changed_at).toISOString() } : null,
    showsPay,
    input: inputForCaller(input, showsPay),
    punchDetails: details.map((d) => ({
      id: String(d.id),
      version: d.version,
      note: d.note,
      entryStateId: d.entry_state_id === null ? null : Number(d.entry_state_id),
      locked: d.locks_entry === true,
    })),
  };
}
