import { epochFromLocal, extractErrorText, hasFeature } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { OrgAccess } from '../orgs/org-access';
import { markEntryState } from '../punches/punch-store';
import { approveCard } from './timecard-approvals.service';
import { addCardPunch, type Writer } from './timecard-punch-ops';
import { instantsOf } from './timecard-summaries.service';
import { loadOrgInputs, workerOf } from './timecards.service';

// Bulk edit's actions (issue 16). All or nothing: every worker is tried, and when any is refused
// (a locked period, a worker the caller cannot see) nothing at all is saved and the answer lists
// each refused worker with the reason, so the user can leave them out and send the rest again.

export type BulkAction =
  | {
      action: 'addPunches';
      employeeIds: number[];
      date: string;
      punches: { type: 'in' | 'out'; time: string }[];
      costing?: Record<string, string | null> | null;
    }
  | { action: 'approve'; employeeIds: number[]; date: string }
  | { action: 'setEntryState'; employeeIds: number[]; from: string; to: string; entryStateId: number | null };

export type BulkResult = { employeeId: number; count: number };

export const ENTRY_STATES_DISABLED = 'Entry states are turned off for this organization: turn them on in Settings → Punches first.';
export const ENTRY_STATE_UNKNOWN = 'This entry state does not exist or is inactive. Choose another one.';
export const bulkRefused = (refused: number, total: number) =>
  `Nothing was saved: ${refused} of ${total} workers were refused (listed by worker). Leave them out or fix them, then try again.`;

async function eachWorker(employeeIds: readonly number[], fn: (employeeId: number) => Promise<number>): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  const refusals: Record<string, string[]> = {};
  for (const employeeId of new Set(employeeIds)) {
    try {
      results.push({ employeeId, count: await fn(employeeId) });
    } catch (error) {
      // Only refusals are collected; a database error aborts the transaction and goes up as is.
      if (!(error instanceof ApiError)) throw error;
      // A field refusal (a costing the rules refuse) reads as its field's message.
      refusals[String(employeeId)] = [extractErrorText(error.body)];
    }
  }
  const refused = Object.keys(refusals).length;
  // The spec's field-error shape: the summary as a non-field error, each worker's id as a field
  // (`detail` beside fields would be neither of the spec's shapes).
  if (refused > 0) throw ApiError.fields({ nonFieldErrors: [bulkRefused(refused, new Set(employeeIds).size)], ...refusals });
  return results;
}

async function entryStatesOn(trx: TenantTx, access: OrgAccess): Promise<boolean> {
  if (!hasFeature(access.features, 'entry_state')) return false;
  const org = await trx
    .selectFrom('organizations')
    .select(sql<boolean | null>`(settings->>'entryStateEnabled')::boolean`.as('on'))
    .where('id', '=', access.orgId)
    .executeTakeFirstOrThrow();
  return org.on === true;
}

export async function runBulkAction(trx: TenantTx, access: OrgAccess, writer: Writer, body: BulkAction): Promise<BulkResult[]> {
  const { orgId } = writer;
  if (body.action === 'addPunches') {
    const { timeZone } = await loadOrgInputs(trx, orgId);
    const punches = [...body.punches].sort((a, b) => a.time.localeCompare(b.time));
    return eachWorker(body.employeeIds, async (employeeId) => {
      await workerOf(trx, orgId, employeeId);
      for (const p of punches) {
        const at = new Date(epochFromLocal(`${body.date}T${p.time}`, timeZone) * 1000);
        await addCardPunch(trx, writer, { employeeId, type: p.type, at, costing: body.costing ?? null });
      }
      return punches.length;
    });
  }
  if (body.action === 'approve') {
    const inputs = await loadOrgInputs(trx, orgId);
    return eachWorker(body.employeeIds, async (employeeId) => {
      await approveCard(trx, orgId, employeeId, body.date, access.userId, { inputs, now: writer.now });
      return 1;
    });
  }
  if (!(await entryStatesOn(trx, access))) throw ApiError.badRequest(ENTRY_STATES_DISABLED);
  if (body.entryStateId !== null) {
    const state = await trx
      .selectFrom('entry_states')
      .select('id')
      .where('id', '=', body.entryStateId)
      .where('active', '=', true)
      .executeTakeFirst();
    if (!state) throw ApiError.fields({ entryStateId: [ENTRY_STATE_UNKNOWN] });
  }
  const { timeZone } = await loadOrgInputs(trx, orgId);
  const { start, end } = instantsOf({ from: body.from, to: body.to }, timeZone);
  return eachWorker(body.employeeIds, async (employeeId) => {
    await workerOf(trx, orgId, employeeId);
    // Marking entries changes no instant, so a locked period may be marked (e.g. Exported).
    return markEntryState(trx, orgId, employeeId, { start, end }, body.entryStateId);
  });
}
