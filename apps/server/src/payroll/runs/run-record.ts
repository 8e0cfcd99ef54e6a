import type { Fields } from '@punchline/contracts';
import { sql, type Selectable } from 'kysely';
import type { Actor } from '../../audit/actor';
import { recordAudit } from '../../audit/audit.service';
import type { TenantTx } from '../../db/tenant';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { assertVersion } from '../../resources/version';
import type { OrgInputs } from '../../timecards/timecards.service';
import type { PayRunGate } from './pay-run-gate';
import { periodsOf } from './run-scope';
import type { RunContext } from './summary-inputs';

// A pay run's own row: read locked for a change, its version checked (409), refused once
// finalized (a finalized run is immutable), and every change written to the audit trail.

export type RunRow = Selectable<Database['pay_runs']>;

export const RUN_NOT_FOUND = 'This pay run does not exist.';
export const RUN_FINALIZED = 'This pay run is finalized: make an off-cycle run to correct it.';

/** The audit trail's labels of a run. */
export const RUN_FIELDS: Fields = {
  name: { type: 'text', label: 'Name' },
  kind: { type: 'text', label: 'Kind' },
  periodStart: { type: 'date', label: 'Period Start' },
  periodEnd: { type: 'date', label: 'Period End' },
  state: { type: 'text', label: 'State' },
  unapproved: { type: 'text', label: 'Unapproved Cards' },
  payDate: { type: 'date', label: 'Pay Date' },
  workers: { type: 'integer', label: 'Workers Calculated' },
};

export const runTrail = (row: RunRow, extra: Record<string, unknown> = {}) => ({
  name: row.name,
  kind: row.kind,
  periodStart: row.period_start,
  periodEnd: row.period_end,
  state: row.state,
  unapproved: row.unapproved,
  payDate: row.pay_date,
  ...extra,
});

export async function readRun(trx: TenantTx, orgId: number, id: number, lock: boolean): Promise<RunRow> {
  let query = trx.selectFrom('pay_runs').selectAll().where('org_id', '=', orgId).where('id', '=', id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw ApiError.notFound(RUN_NOT_FOUND);
  return row;
}

/** The run about to change: locked, at the version the caller saw, not finalized. */
export async function runToChange(trx: TenantTx, orgId: number, id: number, version: number): Promise<RunRow> {
  const row = await readRun(trx, orgId, id, true);
  if (row.state === 'finalized') throw ApiError.badRequest(RUN_FINALIZED);
  assertVersion(row.version, version);
  return row;
}

/** Moves the run on (a new version) and writes the audit row of the change. */
export async function updateRun(
  trx: TenantTx,
  actor: Actor,
  before: RunRow,
  set: Partial<Pick<RunRow, 'state' | 'calculated_at' | 'approved_by' | 'approved_at' | 'finalized_by' | 'finalized_at'>>,
  extra: Record<string, unknown> = {},
): Promise<RunRow> {
  const after = await trx
    .updateTable('pay_runs')
    .set({ ...set, version: before.version + 1, updated_at: sql<Date>`now()` })
    .where('org_id', '=', before.org_id)
    .where('id', '=', before.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditRun(trx, actor, 'update', before, after, extra);
  return after;
}

export async function auditRun(
  trx: TenantTx,
  actor: Actor,
  action: 'create' | 'update' | 'delete',
  before: RunRow | null,
  after: RunRow | null,
  extra: Record<string, unknown> = {},
) {
  const row = (after ?? before)!;
  await recordAudit(trx, {
    orgId: row.org_id,
    actor,
    action,
    kind: 'pay_run',
    recordId: row.id,
    fields: RUN_FIELDS,
    before: before ? runTrail(before) : null,
    after: after ? runTrail(after, extra) : null,
    associated: [],
  });
}

/** What a calculation of the run reads, besides the workers. */
export function contextOf(orgId: number, inputs: OrgInputs, gate: PayRunGate, row: RunRow, now: number): RunContext {
  const range = { start: row.period_start, end: row.period_end };
  return { orgId, inputs, gate, run: { id: row.id, kind: row.kind, range, periods: periodsOf(inputs, range), payDate: row.pay_date }, now };
}
