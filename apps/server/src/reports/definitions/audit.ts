import { ACTOR_TYPES, AUDIT_REPORT, type ActorType, type ReportParams, type ReportRow } from '@punchline/contracts';
import { formatPersonName, parseAuditFilter, type AuditFilter } from '@punchline/domain';
import { sql } from 'kysely';
import { ApiError } from '../../http/api-error';
import { loadOrgInputs } from '../../timecards/timecards.service';
import type { ReportRun, ServerReport } from '../report-definition';
import { reportRange } from '../report-range';
import { actionText, changesText, whoText, type StoredChanges } from './audit-cells';
import { rangeInstants } from './range-instants';

// Audit: the audit trail (audit_events, written by audit/audit.service.ts) over a range, oldest
// first, narrowed by the view's JSON filter (SPEC section 2: actor, affected or associated record)
// as the audit list narrows it (audit/audit.query.ts). The worker column is the record's worker
// (an employee record, or the worker a punch or request is associated with).

export const BAD_FILTER =
  'The filter is not valid JSON: write it as {"actor": {"type": "user", "id": 12}}, with affected or associated {"kind": ..., "id": ...}.';

export const BAD_ACTOR = `The actor type must be one of: ${ACTOR_TYPES.join(', ')}.`;

function filterOf(params: ReportParams): AuditFilter {
  if (!params.filter) return {};
  try {
    const parsed: unknown = JSON.parse(params.filter);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    return parseAuditFilter(parsed as Record<string, unknown>);
  } catch {
    throw ApiError.fields({ filter: [BAD_FILTER] });
  }
}

/** An id of the filter as the table holds it (a number), or an error naming the field. */
function idOf(id: number | string, field: string): number {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n <= 0) throw ApiError.fields({ filter: [`The ${field} id must be a record number.`] });
  return n;
}

async function run(r: ReportRun) {
  const inputs = await loadOrgInputs(r.trx, r.orgId);
  const range = reportRange(r.params, 'last30Days', inputs, r.now, r.weekStartsOn);
  const { start, end } = rangeInstants(range, inputs.timeZone);
  const filter = filterOf(r.params);
  let query = r.trx
    .selectFrom('audit_events as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .leftJoin('employees as e', (join) =>
      join.on(
        sql<boolean>`e.id = coalesce(case when a.kind = 'employee' then a.record_id end,
          (select (x->>'id')::bigint from jsonb_array_elements(a.associated) x where x->>'kind' = 'employee' limit 1))`,
      ),
    )
    .select([
      'a.id',
      'a.occurred_at',
      'a.action',
      'a.actor_type',
      'a.actor_id',
      'u.name as actor_name',
      'a.kind',
      'a.record_id',
      'a.changes',
    ])
    .select(['e.first_name', 'e.middle_name', 'e.last_name', 'e.display_name'])
    .where('a.org_id', '=', r.orgId)
    .where('a.occurred_at', '>=', start)
    .where('a.occurred_at', '<', end);
  if (filter.actor) {
    const type = filter.actor.type as ActorType;
    if (!ACTOR_TYPES.includes(type)) throw ApiError.fields({ filter: [BAD_ACTOR] });
    query = query.where('a.actor_type', '=', type).where('a.actor_id', '=', idOf(filter.actor.id, 'actor'));
  }
  if (filter.affected)
    query = query.where('a.kind', '=', filter.affected.kind).where('a.record_id', '=', idOf(filter.affected.id, 'affected'));
  if (filter.associated) {
    // jsonb containment, as the audit list: the GIN index answers it.
    const probe = JSON.stringify([{ kind: filter.associated.kind, id: idOf(filter.associated.id, 'associated') }]);
    query = query.where(sql<boolean>`a.associated @> ${probe}::jsonb`);
  }
  const events = await query.orderBy('a.occurred_at').orderBy('a.id').execute();
  const rows: ReportRow[] = events.map((a) => ({
    auditId: a.id,
    when: Math.floor(a.occurred_at.getTime() / 1000),
    who: whoText(a.actor_type, a.actor_name, a.actor_id),
    action: actionText(a.action),
    kind: a.kind,
    record: `#${a.record_id}`,
    worker:
      a.last_name === null
        ? null
        : formatPersonName(
            { firstName: a.first_name, middleName: a.middle_name, lastName: a.last_name, displayName: a.display_name },
            r.prefs,
          ),
    changes: changesText(a.action, (a.changes ?? {}) as StoredChanges),
  }));
  return { rows };
}

export const auditReport: ServerReport = { spec: AUDIT_REPORT, run };
