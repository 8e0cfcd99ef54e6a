import type { FeedGroup, NotificationFeed } from '@punchline/contracts';
import { DEFAULT_SESSION_SETTINGS, hasPermission } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import type { OrgAccess } from '../orgs/org-access';
import { disciplineFeed } from '../discipline/feed.service';
import { timeOffGate } from '../time-off/time-off-gate';

// The dashboard notification feed (SPEC sections 3 Dashboard data, 4 Dashboard notification feed):
// five groups, each the newest NOTIFICATION_LIST_LIMIT ids, their count and whether more exist.
// A group the caller may not act on answers empty: the feed never invents items.

export const NOTIFICATION_LIST_LIMIT = 10;

const EMPTY: FeedGroup = { count: 0, ids: [], hasMore: false };

/** A group from its newest ids (one more than the limit tells hasMore) and its count. */
function group(ids: number[], count: number): FeedGroup {
  return { count, ids: ids.slice(0, NOTIFICATION_LIST_LIMIT), hasMore: count > NOTIFICATION_LIST_LIMIT };
}

/**
 * The pending requests of a table (missed punches say `state`, time off `status`) of the workers
 * the caller may see: the employees' row-level security hides the others.
 */
async function pendingRequests(trx: TenantTx, orgId: number, table: 'missed_punch_requests' | 'time_off_requests'): Promise<FeedGroup> {
  const status = sql.ref(`r.${table === 'missed_punch_requests' ? 'state' : 'status'}`);
  const { rows } = await sql<{ id: string; total: number }>`
    select r.id, count(*) over ()::int as total
    from ${sql.table(table)} r
    where r.org_id = ${orgId} and ${status} = 'pending' and exists (select 1 from employees e where e.id = r.employee_id)
    order by r.created_at desc, r.id desc
    limit ${NOTIFICATION_LIST_LIMIT}`.execute(trx);
  return group(
    rows.map((r) => Number(r.id)),
    rows[0]?.total ?? 0,
  );
}

/** Pending missed-punch requests (edit_punches, enableSubmitMissedPunch). */
async function missedPunchRequests(trx: TenantTx, orgId: number, access: OrgAccess): Promise<FeedGroup> {
  const org = await trx.selectFrom('organizations').select('settings').where('id', '=', orgId).executeTakeFirstOrThrow();
  const settings = { ...DEFAULT_SESSION_SETTINGS, ...((org.settings ?? {}) as Record<string, unknown>) };
  if (!settings.enableSubmitMissedPunch || !hasPermission(access.permissions, 'edit_punches')) return EMPTY;
  return pendingRequests(trx, orgId, 'missed_punch_requests');
}

/** Pending time off requests (manage_pto, time off on). */
async function timeOffRequests(trx: TenantTx, orgId: number, access: OrgAccess): Promise<FeedGroup> {
  if (!hasPermission(access.permissions, 'manage_pto') || !(await timeOffGate(trx, orgId)).enabled) return EMPTY;
  return pendingRequests(trx, orgId, 'time_off_requests');
}

/** The caller's unread notification messages: of this organization, or of all theirs (multiOrg). */
async function unreadMessages(trx: TenantTx, orgId: number, userId: number, multiOrg: boolean): Promise<FeedGroup> {
  const { rows } = await sql<{ id: string; total: number }>`
    select m.id, count(*) over ()::int as total
    from notification_messages m
    where m.user_id = ${userId} and m.unread and (${multiOrg} or m.org_id = ${orgId})
    order by m.created_at desc, m.id desc
    limit ${NOTIFICATION_LIST_LIMIT}`.execute(trx);
  return group(
    rows.map((r) => Number(r.id)),
    rows[0]?.total ?? 0,
  );
}

export async function notificationFeed(
  trx: TenantTx,
  orgId: number,
  access: OrgAccess,
  multiOrg: boolean,
  now: number,
): Promise<NotificationFeed> {
  const [timeOff, missed, messages, discipline] = await Promise.all([
    timeOffRequests(trx, orgId, access),
    missedPunchRequests(trx, orgId, access),
    unreadMessages(trx, orgId, access.userId, multiOrg),
    disciplineFeed(trx, orgId, access, now, group, NOTIFICATION_LIST_LIMIT),
  ]);
  return {
    timeOffRequests: timeOff,
    missedPunchRequests: missed,
    disciplineInfractions: discipline.infractions,
    disciplineEvents: discipline.events,
    notificationMessages: messages,
  };
}
