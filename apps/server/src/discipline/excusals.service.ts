import type { Infraction } from '@punchline/contracts';
import { addDaysIso } from '@punchline/domain';
import type { Actor } from '../audit/actor';
import { recordAudit } from '../audit/audit.service';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { checkRange } from '../reports/report-range';
import { workerInfractions, infractionToApi } from './infractions.service';
import { ledgerStart, type DisciplineContext } from './ledger.service';
import { disciplineWorkers } from './workers';

// Manage → Attendance → Infractions: the list, and excusing (a fact with a reason and who, kept
// against the infraction's key) or taking an excusal back. Only an infraction found now, of a
// worker the caller may see, within the look-back, can be excused.

export const NO_SUCH_INFRACTION = 'is not an infraction found now: reload the list and try again.';

const AUDIT_FIELDS = { infraction: { type: 'text', label: 'Infraction' }, reason: { type: 'text', label: 'Reason' } } as const;

export type InfractionQuery = {
  from?: string;
  to?: string;
  employeeId?: number;
  kind?: Infraction['kind'];
  status: 'counted' | 'excused' | 'all';
  searchText?: string;
};

/** The infractions of the range (the last 30 days unless given), newest first; the search matches the worker, the kind and the description. */
export async function listInfractions(trx: TenantTx, orgId: number, ctx: DisciplineContext, q: InfractionQuery) {
  const to = q.to ?? ctx.today;
  const from = q.from ?? addDaysIso(to, -29);
  checkRange({ from, to });
  const workers = await disciplineWorkers(trx, orgId, ctx.prefs, { employeeIds: q.employeeId ? [q.employeeId] : undefined });
  const search = q.searchText?.trim().toLowerCase();
  const matches = (i: Infraction) => !search || [i.worker, i.description, i.typeName].some((text) => text.toLowerCase().includes(search));
  const found = await workerInfractions(trx, orgId, workers, ctx.policies, { from, to }, ctx.now, ctx.describe);
  const results: Infraction[] = [];
  for (const w of workers)
    for (const i of found.get(w.id) ?? []) {
      if (q.kind && i.kind !== q.kind) continue;
      // A kind the worker's policy does not count is no infraction of theirs (a custom one always is).
      if (i.points === 0 && i.kind !== 'custom') continue;
      if (q.status === 'counted' && i.excused) continue;
      if (q.status === 'excused' && !i.excused) continue;
      const shaped = infractionToApi(i, w);
      if (matches(shaped)) results.push(shaped);
    }
  results.sort((a, b) => b.date.localeCompare(a.date) || a.worker.localeCompare(b.worker) || a.key.localeCompare(b.key));
  return { results, from, to };
}

const workerOfKey = (key: string) => Number(/^w(\d+):/.exec(key)![1]);

/** The infractions (found now, within the look-back) the keys name; a key that names none is a 400. */
async function foundByKey(trx: TenantTx, orgId: number, ctx: DisciplineContext, keys: readonly string[]) {
  const ids = [...new Set(keys.map(workerOfKey))];
  const workers = await disciplineWorkers(trx, orgId, ctx.prefs, { employeeIds: ids });
  const found = await workerInfractions(
    trx,
    orgId,
    workers,
    ctx.policies,
    { from: ledgerStart(ctx, ctx.today), to: ctx.today },
    ctx.now,
    ctx.describe,
  );
  const byKey = new Map([...found.values()].flat().map((i) => [i.key, i]));
  const missing = keys.filter((k) => !byKey.has(k));
  if (missing.length > 0) throw ApiError.fields({ keys: missing.map((k) => `${k} ${NO_SUCH_INFRACTION}`) });
  return byKey;
}

/** Excuses the infractions with the reason (an excused one gets the new reason): how many changed. */
export async function excuse(trx: TenantTx, orgId: number, ctx: DisciplineContext, actor: Actor, body: { keys: string[]; reason: string }) {
  const keys = [...new Set(body.keys)];
  const found = await foundByKey(trx, orgId, ctx, keys);
  const reason = body.reason.trim();
  let changed = 0;
  for (const key of keys) {
    const before = await trx
      .selectFrom('discipline_excusals')
      .select(['id', 'reason'])
      .where('org_id', '=', orgId)
      .where('infraction_key', '=', key)
      .executeTakeFirst();
    if (before?.reason === reason) continue;
    const row = await trx
      .insertInto('discipline_excusals')
      .values({ org_id: orgId, employee_id: workerOfKey(key), infraction_key: key, reason, excused_by: actor.id })
      .onConflict((oc) => oc.columns(['org_id', 'infraction_key']).doUpdateSet({ reason, excused_by: actor.id }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const infraction = found.get(key)!.description;
    await recordAudit(trx, {
      orgId,
      actor,
      action: before ? 'update' : 'create',
      kind: 'disciplineexcusal',
      recordId: row.id,
      fields: AUDIT_FIELDS,
      before: before ? { infraction, reason: before.reason } : null,
      after: { infraction, reason },
      associated: [{ kind: 'employee', id: workerOfKey(key) }],
    });
    changed += 1;
  }
  return changed;
}

/** Takes the excusals of the keys back: how many there were. */
export async function reinstate(trx: TenantTx, orgId: number, actor: Actor, keys: readonly string[]) {
  const ids = [...new Set(keys.map(workerOfKey))];
  // Row-level security hides the excusals of workers the caller may not see: they stay.
  const visible = await trx.selectFrom('employees').select('id').where('org_id', '=', orgId).where('id', 'in', ids).execute();
  const allowed = new Set(visible.map((v) => v.id));
  const gone = await trx
    .deleteFrom('discipline_excusals')
    .where('org_id', '=', orgId)
    .where('infraction_key', 'in', [...new Set(keys)].filter((k) => allowed.has(workerOfKey(k))).concat(['-']))
    .returning(['id', 'employee_id', 'infraction_key', 'reason'])
    .execute();
  for (const g of gone)
    await recordAudit(trx, {
      orgId,
      actor,
      action: 'delete',
      kind: 'disciplineexcusal',
      recordId: g.id,
      fields: AUDIT_FIELDS,
      before: { infraction: g.infraction_key, reason: g.reason },
      after: null,
      associated: [{ kind: 'employee', id: g.employee_id }],
    });
  return gone.length;
}
