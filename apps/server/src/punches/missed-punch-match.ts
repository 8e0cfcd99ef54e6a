import { formatDateTime, type FormatPreferences } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';

// Whether the punch a missed-punch request asks for is already on the worker's card: most often a
// manager typed the forgotten OUT by hand before looking at the requests. Approving then would add
// a second OUT (M on the card) and undo the card's approval, so the approval is refused and the
// request can be closed as resolved instead, linked to the punch that is there.

/** How far (seconds) from the requested instant a punch of the same type may be the same one: a long shift. */
export const MATCH_WINDOW_SEC = 16 * 3600;

export type MatchingPunch = { id: number; at: Date };

/**
 * The worker's punch (not deleted) of the request's type right next to its instant (no punch in
 * between) and within MATCH_WINDOW_SEC of it: the punch the request asks for, already there, as
 * adding it would make two of a kind in a row. Not when a pending request of the other type lies
 * between them (a split shift whose OUT and next IN were both forgotten).
 */
export async function matchingPunch(
  trx: TenantTx,
  orgId: number,
  employeeId: number,
  type: 'in' | 'out',
  at: Date,
): Promise<MatchingPunch | null> {
  const { rows } = await sql<{ id: string; at: Date; type: string }>`
    (select id, at, type from punches where org_id = ${orgId} and employee_id = ${employeeId} and deleted_at is null and at <= ${at}
      order by at desc, id desc limit 1)
    union all
    (select id, at, type from punches where org_id = ${orgId} and employee_id = ${employeeId} and deleted_at is null and at > ${at}
      order by at, id limit 1)`.execute(trx);
  const near = rows
    .filter((r) => r.type === type && Math.abs(new Date(r.at).getTime() - at.getTime()) <= MATCH_WINDOW_SEC * 1000)
    .sort((a, b) => Math.abs(new Date(a.at).getTime() - at.getTime()) - Math.abs(new Date(b.at).getTime() - at.getTime()));
  const found = near[0];
  if (!found) return null;
  const [from, to] = [new Date(found.at), at].sort((a, b) => a.getTime() - b.getTime());
  const between = await sql<{ one: number }>`select 1 as one from missed_punch_requests where org_id = ${orgId}
    and employee_id = ${employeeId} and state = 'pending' and type <> ${type} and at > ${from} and at < ${to} limit 1`.execute(trx);
  return between.rows.length > 0 ? null : { id: Number(found.id), at: new Date(found.at) };
}

/** The 409 detail when approving would add the punch a second time (times in the organization's formats). */
export const punchAlreadyThere = (type: 'in' | 'out', at: Date, timeZone: string, prefs: FormatPreferences) =>
  `This worker already has an ${type.toUpperCase()} at ${formatDateTime(at, timeZone, prefs)}: approving would add a second one. Close the request as resolved instead.`;

export const NOTHING_TO_RESOLVE =
  'No punch of this type is on the time card near the requested time: approve the request to add it, or reject it.';

/** The decision note of a request closed as resolved, when the supervisor gives none. */
export const RESOLVED_NOTE = 'Closed as resolved: the punch was already on the time card.';
