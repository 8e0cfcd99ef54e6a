import { AUDIT_TIME_ENTRY_REPORT, type ReportRow } from '@punchline/contracts';
import { sql } from 'kysely';
import { loadOrgInputs } from '../../timecards/timecards.service';
import type { ReportRun, ServerReport } from '../report-definition';
import { reportRange } from '../report-range';
import { reportWorkers, workerCells } from '../report-workers';
import { whoText, type StoredChanges } from './audit-cells';
import { rangeInstants } from './range-instants';
import { PUNCH_FIELD_LABELS, timeEntryNames, timeEntryValue } from './time-entry-values';

// Time entry audit: every change an administrator made to punches (the punch list, the time card
// editor, bulk actions, approved missed punches: all go through punches/punch-writes.ts, which
// audits them as kind 'punch'), one row per changed value with its value before and after.
// Clock punches are facts, not changes: they are not in the trail. The worker filters and label
// restrictions apply through the punch's worker (the punch row stays after a delete).

const isEmpty = (v: unknown) =>
  v === null || v === undefined || v === '' || v === false || (typeof v === 'object' && Object.keys(v).length === 0);

// jsonb keeps keys by length: list the fields in the punch form's order instead.
const FIELD_ORDER = Object.keys(PUNCH_FIELD_LABELS);
const rank = (field: string) => (FIELD_ORDER.includes(field) ? FIELD_ORDER.indexOf(field) : FIELD_ORDER.length);
const inFormOrder = (changes: StoredChanges) => Object.entries(changes).sort(([a], [b]) => rank(a) - rank(b));

const ACTIONS: Record<string, string> = { create: 'Added', update: 'Edited', delete: 'Deleted' };

async function run(r: ReportRun) {
  const inputs = await loadOrgInputs(r.trx, r.orgId);
  const range = reportRange(r.params, 'currentPayPeriod', inputs, r.now, r.weekStartsOn);
  const { start, end } = rangeInstants(range, inputs.timeZone);
  const workers = await reportWorkers(r.trx, r.orgId, r.params, r.prefs);
  if (workers.length === 0) return { rows: [] };
  const byId = new Map(workers.map((w) => [w.id, w]));
  const [events, names] = await Promise.all([
    r.trx
      .selectFrom('audit_events as a')
      .innerJoin('punches as p', 'p.id', 'a.record_id')
      .leftJoin('users as u', 'u.id', 'a.actor_id')
      .select(['a.id', 'a.occurred_at', 'a.action', 'a.actor_type', 'a.actor_id', 'u.name as actor_name', 'a.changes', 'p.employee_id'])
      .where('a.org_id', '=', r.orgId)
      .where('a.kind', '=', 'punch')
      .where('p.org_id', '=', r.orgId)
      // One array parameter, not one per worker: an organization may have more workers than a statement has parameters.
      .where(sql<boolean>`p.employee_id = any(${[...byId.keys()]}::bigint[])`)
      .where('a.occurred_at', '>=', start)
      .where('a.occurred_at', '<', end)
      .orderBy('a.occurred_at')
      .orderBy('a.id')
      .execute(),
    timeEntryNames(r.trx, r.orgId),
  ]);
  const context = { names, timeZone: inputs.timeZone, prefs: r.prefs };
  const rows: ReportRow[] = [];
  for (const a of events) {
    const worker = byId.get(a.employee_id)!;
    const head = {
      auditId: a.id,
      when: Math.floor(a.occurred_at.getTime() / 1000),
      who: whoText(a.actor_type, a.actor_name, a.actor_id),
      action: ACTIONS[a.action] ?? a.action,
      ...workerCells(worker),
    };
    for (const [field, change] of inFormOrder((a.changes ?? {}) as StoredChanges)) {
      // An added punch lists what it was given, a deleted one what it held: not its empty defaults.
      if (a.action !== 'update' && isEmpty(a.action === 'create' ? change.after : change.before)) continue;
      rows.push({
        ...head,
        field: PUNCH_FIELD_LABELS[field] ?? field,
        before: timeEntryValue(field, change.before, context),
        after: timeEntryValue(field, change.after, context),
      });
    }
  }
  return { rows };
}

export const auditTimeEntryReport: ServerReport = { spec: AUDIT_TIME_ENTRY_REPORT, run };
