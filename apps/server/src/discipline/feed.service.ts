import type { FeedGroup } from '@punchline/contracts';
import { addDaysIso, hasPermission } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import type { OrgAccess } from '../orgs/org-access';
import { workerInfractions } from './infractions.service';
import { disciplineContext } from './ledger.service';
import { disciplineWorkers } from './workers';

// The dashboard feed's discipline groups (SPEC sections 3 and 4), for managers (manage_discipline)
// of an organization that runs discipline: events not yet acknowledged, and infractions of the
// last 7 days that count. The feed is read often in a read-only transaction, so infractions are
// found from the cards as cached (the evaluation job brings them up to date every 10 minutes).
// Infractions have no number of their own: their group's ids are their workers', newest first.

export const FEED_INFRACTION_DAYS = 7;

type Group = (ids: number[], count: number) => FeedGroup;

export async function disciplineFeed(trx: TenantTx, orgId: number, access: OrgAccess, now: number, group: Group, limit: number) {
  const empty = { infractions: group([], 0), events: group([], 0) };
  if (!hasPermission(access.permissions, 'manage_discipline')) return empty;
  const ctx = await disciplineContext(trx, orgId, now);
  if (!ctx.settings.enabled) return empty;
  const { rows } = await sql<{ id: number; total: number }>`
    select d.id::int as id, count(*) over ()::int as total from discipline_events d
     where d.org_id = ${orgId} and d.acknowledged_at is null and exists (select 1 from employees e where e.id = d.employee_id)
     order by d.raised_at desc, d.id desc limit ${limit + 1}`.execute(trx);
  const workers = await disciplineWorkers(trx, orgId, ctx.prefs, { activeOnly: true });
  const range = { from: addDaysIso(ctx.today, 1 - FEED_INFRACTION_DAYS), to: ctx.today };
  const found = await workerInfractions(trx, orgId, workers, ctx.policies, range, now, ctx.describe, 'cached');
  const counting = [...found.entries()].flatMap(([id, list]) =>
    list.filter((i) => !i.excused && i.points > 0).map((i) => ({ id, date: i.date })),
  );
  counting.sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
  return {
    infractions: group([...new Set(counting.map((c) => c.id))], counting.length),
    events: group(
      rows.map((r) => r.id),
      rows[0]?.total ?? 0,
    ),
  };
}
