import { type Fields, type ResourceListQueryFor } from '@punchline/contracts';
import { DEFAULT_SESSION_SETTINGS, formatPersonName, type FormatPreferences } from '@punchline/domain';
import { sql } from 'kysely';
import type { Actor } from '../audit/actor';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { decodeCursor, encodeCursor, invalidCursor } from '../paging/cursor';
import { updateWith, type RecordKind } from '../resources/write-core';
import { matchingPunch, NOTHING_TO_RESOLVE, punchAlreadyThere, RESOLVED_NOTE } from './missed-punch-match';
import { addPunch } from './punch-writes';
import { selectionOf } from './punch-costing';
import { formatPrefs, POSITION, rangeBounds } from './punches.list';

// Manage → Missed Punches: workers' requests (made at a clock) for a punch they forgot, pending
// first. Approving one adds the punch (origin 'added': flag A) through punch-writes, so the pay
// period lock, costing rules and audit trail apply; the request row is locked first, so two
// supervisors approving at once make exactly one punch.

export const MISSED_PUNCHES_OFF =
  'Missed punch requests are turned off for this organization. Turn on "Submit missed punches" in the organization settings first.';
export const REQUEST_NOT_FOUND = 'This missed punch request no longer exists. Reload the list and try again.';
export const ALREADY_DECIDED = (state: string) => `This request was already ${state}. Reload the list to see its decision.`;

/** SPEC section 6: the missed-punch screens need the organization's enableSubmitMissedPunch. */
export async function assertMissedPunchesOn(trx: TenantTx, orgId: number): Promise<void> {
  const org = await trx.selectFrom('organizations').select('settings').where('id', '=', orgId).executeTakeFirstOrThrow();
  const settings = { ...DEFAULT_SESSION_SETTINGS, ...((org.settings ?? {}) as Record<string, unknown>) };
  if (!settings.enableSubmitMissedPunch) throw ApiError.forbidden(MISSED_PUNCHES_OFF);
}

type RequestRow = {
  id: string | number;
  version: number;
  employee_id: string | number;
  at: Date;
  type: 'in' | 'out';
  note: string | null;
  costing: Record<string, unknown> | null;
  state: 'pending' | 'approved' | 'rejected';
  decided_at: Date | null;
  decision_note: string | null;
  punch_id: string | number | null;
  created_at: Date;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  display_name: string | null;
  decided_by_name: string | null;
  position: string;
};

const SELECT = sql`select r.id, r.version, r.employee_id, r.at, r.type, r.note, r.costing, r.state, r.decided_at, r.decision_note,
  r.punch_id, r.created_at, e.first_name, e.middle_name, e.last_name, e.display_name, u.name as decided_by_name, r.at::text as position
  from missed_punch_requests r join employees e on e.id = r.employee_id left join users u on u.id = r.decided_by`;

function shape(row: RequestRow, prefs: FormatPreferences) {
  const names = { firstName: row.first_name, middleName: row.middle_name, lastName: row.last_name, displayName: row.display_name };
  return {
    id: Number(row.id),
    version: row.version,
    employeeId: Number(row.employee_id),
    employeeName: formatPersonName(names, prefs),
    at: new Date(row.at).toISOString(),
    type: row.type,
    note: row.note,
    costing: row.costing,
    state: row.state,
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    decidedByName: row.decided_by_name,
    decisionNote: row.decision_note,
    punchId: row.punch_id === null ? null : Number(row.punch_id),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export type MissedPunch = ReturnType<typeof shape>;

const rank = (state: string) => (state === 'pending' ? 0 : 1);

/** One page: pending first, then newest first. */
export async function listMissedPunches(trx: TenantTx, orgId: number, params: ResourceListQueryFor, now: number) {
  const where = [sql`r.org_id = ${orgId}`];
  const { from, before } = await rangeBounds(trx, orgId, params, now);
  if (from) where.push(sql`r.at >= ${from}`);
  if (before) where.push(sql`r.at < ${before}`);
  const employees = (params.employeeId as number[] | undefined)?.map(Number);
  if (employees) where.push(sql`r.employee_id = any(${employees}::bigint[])`);
  const states = params.state as string[] | undefined;
  if (states) where.push(sql`r.state = any(${states}::text[])`);
  if (params.id) where.push(sql`r.id = any(${params.id}::bigint[])`);
  const search = params.searchText?.trim();
  if (search) where.push(sql`r.note ilike ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const after = decodeCursor(params.cursor, 3);
  if (after && (!Number.isSafeInteger(after[0]) || !POSITION.test(String(after[1])) || !Number.isSafeInteger(after[2])))
    throw invalidCursor();
  if (after)
    where.push(sql`((case when r.state = 'pending' then 0 else 1 end) > ${after[0] as number}
      or ((case when r.state = 'pending' then 0 else 1 end) = ${after[0] as number} and (r.at, r.id) < (${after[1] as string}::timestamptz, ${after[2] as number})))`);
  const [rows, prefs] = await Promise.all([
    sql<RequestRow>`${SELECT} where ${sql.join(where, sql` and `)}
      order by (case when r.state = 'pending' then 0 else 1 end), r.at desc, r.id desc limit ${params.limit + 1}`.execute(trx),
    formatPrefs(trx, orgId),
  ]);
  const page = rows.rows.slice(0, params.limit);
  const last = page.at(-1);
  const more = rows.rows.length > params.limit && last;
  return {
    results: page.map((r) => shape(r, prefs)),
    supplementalData: {},
    ...(more ? { cursor: encodeCursor([rank(last.state), last.position, Number(last.id)]) } : {}),
  };
}

const AUDIT_FIELDS: Fields = {
  state: { type: 'text', label: 'State' },
  decisionNote: { type: 'text', label: 'Decision Note' },
  punchId: { type: 'integer', label: 'Punch' },
};

export type Decision = { decision: 'approve' | 'reject' | 'resolve'; note?: string | null; version?: number };

const idOrNull = (id: string | number | null) => (id === null ? null : Number(id));

/** Missed punch requests for the write core: a decision is audited with the request's worker. */
const REQUEST: RecordKind<RequestRow> = {
  kind: 'missedpunch',
  fields: AUDIT_FIELDS,
  notFound: REQUEST_NOT_FOUND,
  // The lock makes a concurrent decision wait, then see the state this one leaves.
  read: async ({ trx, orgId }, id, lock) =>
    (await sql<RequestRow>`${SELECT} where r.org_id = ${orgId} and r.id = ${id} ${lock ? sql`for update of r` : sql``}`.execute(trx))
      .rows[0],
  trail: (row) => ({ state: row.state, decisionNote: row.decision_note, punchId: idOrNull(row.punch_id) }),
  associated: (before, after) => [{ kind: 'employee', id: Number((before ?? after)!.employee_id) }],
};

/**
 * Approves (adds the punch), rejects, or closes as resolved (approved, linked to the punch already
 * on the card, adding none) a pending request; a decided one is refused. Approving one whose punch
 * is already there is refused (409 punch_exists, with that punch's id) rather than adding it twice.
 */
export async function decideMissedPunch(trx: TenantTx, orgId: number, actor: Actor, id: number, d: Decision): Promise<MissedPunch> {
  const after = await updateWith(
    { trx, orgId, actor },
    REQUEST,
    { id, version: d.version },
    {
      refuse: (row) => {
        if (row.state !== 'pending') throw ApiError.conflict(ALREADY_DECIDED(row.state));
      },
      plan: async (row) => {
        let punchId: number | null = null;
        let note = d.note?.trim() || null;
        if (d.decision !== 'reject') {
          const existing = await matchingPunch(trx, orgId, Number(row.employee_id), row.type, new Date(row.at));
          if (d.decision === 'resolve') {
            if (!existing) throw ApiError.badRequest(NOTHING_TO_RESOLVE);
            punchId = existing.id;
            note ??= RESOLVED_NOTE;
          } else if (existing) {
            const [org, prefs] = await Promise.all([
              trx.selectFrom('organizations').select('timezone').where('id', '=', orgId).executeTakeFirstOrThrow(),
              formatPrefs(trx, orgId),
            ]);
            throw new ApiError(409, {
              detail: punchAlreadyThere(row.type, existing.at, org.timezone, prefs),
              code: 'punch_exists',
              punchId: String(existing.id),
            });
          }
        }
        return { state: d.decision === 'reject' ? 'rejected' : 'approved', note, punchId };
      },
      write: async (next, row) => {
        let { punchId } = next;
        if (d.decision === 'approve') {
          const costing = row.costing ? selectionOf(row.costing) : null;
          const employeeId = Number(row.employee_id);
          const punch = await addPunch(trx, orgId, actor, { employeeId, type: row.type, at: new Date(row.at), costing, note: row.note });
          punchId = punch.id;
        }
        await sql`update missed_punch_requests set state = ${next.state}, decided_by = ${actor.id}, decided_at = now(),
        decision_note = ${next.note}, punch_id = ${punchId},
        punch_at = (select at from punches where org_id = ${orgId} and id = ${punchId}), version = version + 1 where org_id = ${orgId} and id = ${id}`.execute(
          trx,
        );
        return (await REQUEST.read({ trx, orgId }, id, false))!;
      },
    },
  );
  return shape(after, await formatPrefs(trx, orgId));
}
