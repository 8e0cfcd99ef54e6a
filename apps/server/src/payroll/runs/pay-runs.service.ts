import type { PayRunSelection, UNAPPROVED_CHOICES } from '@punchline/contracts';
import { formatDate, type FormatPreferences } from '@punchline/domain';
import type { Actor } from '../../audit/actor';
import { recordAudit } from '../../audit/audit.service';
import type { TenantTx } from '../../db/tenant';
import { ApiError } from '../../http/api-error';
import { approveCard } from '../../timecards/timecard-approvals.service';
import type { OrgInputs } from '../../timecards/timecards.service';
import { calculateWorkers } from './calculate';
import type { PayRunGate } from './pay-run-gate';
import { rangeCards } from './range-cards';
import { auditRun, contextOf, type RunRow } from './run-record';
import { periodsOf, runRange, selectedWorkers, type RunRange, type RunScopeInput } from './run-scope';
import { unapprovedCards, type Unapproved } from './unapproved-cards';
import { workerNames } from './worker-names';

// Creating a pay run (issue 33): its scope, the refusals (one regular run per pay period), the
// choice about cards not approved, the run's row, and its first calculation, in one transaction.

export type RunScope = RunScopeInput & { selection: PayRunSelection };
export type NewRun = RunScope & {
  name?: string | undefined;
  unapproved: (typeof UNAPPROVED_CHOICES)[number];
  payDate?: string | null | undefined;
  note?: string | null | undefined;
};

/** Who calls, with what, when. */
export type RunCall = {
  trx: TenantTx;
  orgId: number;
  userId: number;
  actor: Actor;
  inputs: OrgInputs;
  gate: PayRunGate;
  prefs: FormatPreferences;
  now: number;
};

export const NO_WORKERS = 'No worker of this selection is employed during these days: choose other days or workers.';
export const FINALIZED_PERIOD = 'A finalized regular run already pays this pay period: make an off-cycle run to correct it.';
export const openRegularRun = (name: string, state: string) =>
  `This pay period already has a regular run ("${name}", ${state}): finish or delete it first.`;

/** The runs already over the range's days. */
export async function runsOver(trx: TenantTx, orgId: number, range: RunRange) {
  return trx
    .selectFrom('pay_runs')
    .select(['id', 'name', 'kind', 'state', 'period_start'])
    .where('org_id', '=', orgId)
    .where('period_start', '<=', range.end)
    .where('period_end', '>=', range.start)
    .orderBy('period_start')
    .orderBy('id')
    .execute();
}

/** What a run would cover: days, workers, cards not approved (by name), runs already there. */
export async function previewRun(call: RunCall, scope: RunScope) {
  const { trx, orgId } = call;
  const range = runRange(call.inputs, scope);
  const ids = await selectedWorkers(trx, orgId, scope.selection, range);
  const cards = await rangeCards(trx, orgId, call.inputs, periodsOf(call.inputs, range), range, ids, call.now);
  const unapproved = await unapprovedCards(trx, orgId, cards);
  const names = await workerNames(
    trx,
    orgId,
    unapproved.map((u) => u.employeeId),
    call.prefs,
  );
  const existing = await runsOver(trx, orgId, range);
  return {
    periodStart: range.start,
    periodEnd: range.end,
    workers: ids.length,
    unapproved: unapproved
      .map((u) => ({ employeeId: u.employeeId, name: names.get(u.employeeId)?.name ?? '', approvalStale: u.approvalStale }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.employeeId - b.employeeId),
    existingRuns: existing.map((r) => ({ id: r.id, name: r.name, state: r.state })),
  };
}

async function refuseSecondRegular(trx: TenantTx, orgId: number, range: RunRange) {
  const regular = (await runsOver(trx, orgId, range)).filter((r) => r.kind === 'regular' && r.period_start === range.start);
  const finalized = regular.find((r) => r.state === 'finalized');
  if (finalized) throw ApiError.badRequest(FINALIZED_PERIOD);
  const open = regular[0];
  if (open) throw ApiError.badRequest(openRegularRun(open.name, open.state));
}

/** Approves the cards not approved (through the approvals service), each approval audited. */
async function approveCards(call: RunCall, unapproved: readonly Unapproved[]) {
  for (const u of unapproved) {
    for (const periodStart of u.periods) {
      const card = await approveCard(call.trx, call.orgId, u.employeeId, periodStart, call.userId, { inputs: call.inputs, now: call.now });
      await recordAudit(call.trx, {
        orgId: call.orgId,
        actor: call.actor,
        action: 'update',
        kind: 'timecard_approval',
        recordId: u.employeeId,
        fields: { periodStart: { type: 'date', label: 'Pay Period' }, approved: { type: 'bool', label: 'Approved' } },
        before: { periodStart, approved: false },
        after: { periodStart: card.period.start, approved: card.approved },
        associated: [{ kind: 'employee', id: u.employeeId }],
      });
    }
  }
}

/** POST payroll/runs: the run, calculated at once. */
export async function createRun(call: RunCall, body: NewRun): Promise<RunRow> {
  const { trx, orgId } = call;
  const range = runRange(call.inputs, body);
  if (body.kind === 'regular') await refuseSecondRegular(trx, orgId, range);
  const ids = await selectedWorkers(trx, orgId, body.selection, range);
  if (ids.length === 0) throw ApiError.badRequest(NO_WORKERS);
  const cards = await rangeCards(trx, orgId, call.inputs, periodsOf(call.inputs, range), range, ids, call.now);
  const unapproved = await unapprovedCards(trx, orgId, cards);
  if (body.unapproved === 'approve') await approveCards(call, unapproved);
  const left = new Set(body.unapproved === 'exclude' ? unapproved.map((u) => u.employeeId) : []);
  const marked = new Set(body.unapproved === 'include' ? unapproved.map((u) => u.employeeId) : []);
  const paid = ids.filter((id) => !left.has(id));
  if (paid.length === 0) throw ApiError.badRequest(NO_WORKERS);
  const kindName = body.kind === 'regular' ? 'Regular' : 'Off-cycle';
  const name = body.name ?? `${kindName} ${formatDate(range.start, call.prefs)} – ${formatDate(range.end, call.prefs)}`;
  const created = await trx
    .insertInto('pay_runs')
    .values({
      org_id: orgId,
      name,
      kind: body.kind,
      period_start: range.start,
      period_end: range.end,
      selection: JSON.stringify(body.selection),
      unapproved: body.unapproved,
      state: 'calculated',
      pay_date: body.payDate ?? null,
      note: body.note ?? null,
      created_by: call.userId,
      calculated_at: new Date(call.now * 1000),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  // Cards approved just now changed since read: those are read again; else the ones read above serve.
  await calculateWorkers(
    trx,
    contextOf(orgId, call.inputs, call.gate, created, call.now),
    new Map(paid.map((id) => [id, marked.has(id)])),
    body.unapproved === 'approve' && unapproved.length > 0 ? undefined : cards,
  );
  await auditRun(trx, call.actor, 'create', null, created, { workers: paid.length });
  return created;
}
