import type { Publication, PublishedShift } from '@punchline/contracts';
import { formatPersonName, type FormatPreferences } from '@punchline/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Row } from '../db/schema';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { recordNotification, type NewNotification } from '../push/notify.service';
import { formatPrefs } from '../punches/punches.list';
import { lockPublishing } from '../schedule-claims/assign-open-shift';
import { spanText } from '../schedule-claims/claim-overlap';
import { rangeDays } from './board.service';
import { draftState, SHIFT_COLUMNS, toShift, type ShiftDbRow } from './shift-model';
import { emitWebhookEvent } from '../webhooks/emit';

// Publishing (issue 19, docs/schedules.md): every shift of a range whose draft differs from what
// was published becomes one new version of the organization's schedule. Each shift's published
// state is kept in shift_publications, so any version can be compared with the draft later; the
// workers whose published shifts changed are told what changed.

export const NOTHING_TO_PUBLISH = 'Every shift of these dates is already published.';

export type PublishInput = { from: string; to: string; employeeIds?: number[]; notify: boolean };
export type PublishOutcome = { publication: Publication; notifications: { id: number; n: NewNotification }[] };

type Change = { row: ShiftDbRow; kind: 'added' | 'changed' | 'removed'; snapshot: PublishedShift | null };

const NO_CONTEXT = { rates: null, conflicts: new Map(), claims: new Map() };

async function unpublished(trx: TenantTx, orgId: number, input: PublishInput): Promise<Change[]> {
  const only = input.employeeIds;
  const { rows } = await sql<ShiftDbRow>`select ${SHIFT_COLUMNS} from shifts s
    where s.org_id = ${orgId}
      and (s.work_date between ${input.from}::date and ${input.to}::date
           or (s.published->>'workDate')::date between ${input.from}::date and ${input.to}::date)
      and not (s.deleted_at is not null and s.published is null)
      ${only ? sql`and (s.employee_id = any(${only}::bigint[]) or s.published_employee_id = any(${only}::bigint[]))` : sql``}
    order by s.start_at, s.id for update`.execute(trx);
  const changes: Change[] = [];
  for (const row of rows) {
    const status = toShift(row, NO_CONTEXT).status;
    if (status === 'draft') changes.push({ row, kind: 'added', snapshot: draftState(row) });
    if (status === 'changed') changes.push({ row, kind: 'changed', snapshot: draftState(row) });
    if (status === 'removed') changes.push({ row, kind: 'removed', snapshot: null });
  }
  return changes;
}

/** One line per change of a worker's published shifts: "Tue 11/24/2026 9:00 AM–5:00 PM (was ...)". */
function lineOf(change: Change, employeeId: number, zone: string, prefs: FormatPreferences): string {
  const span = (s: PublishedShift) => spanText(new Date(s.start), new Date(s.end), zone, prefs);
  const before = change.row.published;
  const after = change.snapshot;
  const mineBefore = before !== null && before.employeeId === employeeId ? before : null;
  const mineAfter = after !== null && after.employeeId === employeeId ? after : null;
  if (mineAfter && !mineBefore) return `New shift: ${span(mineAfter)}.`;
  if (mineBefore && !mineAfter) return `Cancelled: ${span(mineBefore)}.`;
  if (mineBefore && mineAfter) {
    const moved = span(mineBefore) !== span(mineAfter);
    return moved ? `Changed: ${span(mineAfter)} (was ${span(mineBefore)}).` : `Changed details: ${span(mineAfter)}.`;
  }
  return '';
}

/** Notification messages for the workers (with a user account) whose published shifts changed. */
async function notices(trx: TenantTx, orgId: number, zone: string, changes: Change[]) {
  const byWorker = new Map<number, Change[]>();
  for (const c of changes) {
    for (const id of new Set([c.row.published?.employeeId, c.snapshot?.employeeId])) {
      if (typeof id === 'number') byWorker.set(id, [...(byWorker.get(id) ?? []), c]);
    }
  }
  if (byWorker.size === 0) return [];
  const prefs = await formatPrefs(trx, orgId);
  const { rows } = await sql<
    Pick<Row<'employees'>, 'id' | 'first_name' | 'last_name'> & { user_id: number; org_user_id: Row<'org_users'>['id'] | null }
  >`
    select e.id::int as id, e.user_id::int as user_id, ou.id::int as org_user_id, e.first_name, e.last_name
      from employees e left join org_users ou on ou.org_id = e.org_id and ou.user_id = e.user_id
     where e.org_id = ${orgId} and e.user_id is not null and e.id = any(${[...byWorker.keys()]}::bigint[])`.execute(trx);
  const out: { id: number; n: NewNotification }[] = [];
  for (const worker of rows) {
    const lines = (byWorker.get(worker.id) ?? []).map((c) => lineOf(c, worker.id, zone, prefs)).filter((l) => l !== '');
    if (lines.length === 0) continue;
    const name = formatPersonName({ firstName: worker.first_name, lastName: worker.last_name }, prefs);
    const n: NewNotification = {
      orgId,
      orgUserId: worker.org_user_id,
      userId: worker.user_id,
      title: 'Your schedule changed',
      body: `${name}, your published schedule changed.\n${lines.join('\n')}`,
    };
    out.push({ id: await recordNotification(trx as unknown as Db, n), n });
  }
  return out;
}

export async function publishSchedule(
  trx: TenantTx,
  orgId: number,
  zone: string,
  userId: number,
  input: PublishInput,
): Promise<PublishOutcome> {
  rangeDays(input.from, input.to);
  await lockPublishing(trx, orgId);
  const changes = await unpublished(trx, orgId, input);
  if (changes.length === 0) throw ApiError.badRequest(NOTHING_TO_PUBLISH);
  const count = (kind: Change['kind']) => changes.filter((c) => c.kind === kind).length;
  const { rows } = await sql<Pick<Row<'schedule_publications'>, 'id' | 'version' | 'published_at'>>`
    insert into schedule_publications (org_id, version, from_date, to_date, published_by, added, changed, removed)
    select ${orgId}, coalesce(max(version), 0) + 1, ${input.from}::date, ${input.to}::date, ${userId}, ${count('added')}, ${count('changed')}, ${count('removed')}
      from schedule_publications where org_id = ${orgId}
    returning id::int as id, version, published_at`.execute(trx);
  const publication = rows[0]!;
  for (const { row, snapshot } of changes) {
    const employeeId = snapshot?.employeeId ?? row.published?.employeeId ?? null;
    const published = snapshot ? JSON.stringify(snapshot) : null;
    await trx
      .insertInto('shift_publications')
      .values({ org_id: orgId, publication_id: publication.id, shift_id: row.id, employee_id: employeeId, snapshot: published })
      .execute();
    // A removal published: the row stays for its history, seen by nobody (no published state).
    await trx
      .updateTable('shifts')
      .set({
        published_version: snapshot ? publication.version : null,
        published_employee_id: snapshot?.employeeId ?? null,
        published_start_at: snapshot?.start ?? null,
        published_end_at: snapshot?.end ?? null,
        published,
      })
      .where('org_id', '=', orgId)
      .where('id', '=', row.id)
      .execute();
  }
  const notifications = input.notify ? await notices(trx, orgId, zone, changes) : [];
  await trx.updateTable('schedule_publications').set({ notified: notifications.length }).where('id', '=', publication.id).execute();
  await emitWebhookEvent(trx, orgId, 'schedule.published', {
    publicationId: publication.id,
    version: publication.version,
    from: input.from,
    to: input.to,
    added: count('added'),
    changed: count('changed'),
    removed: count('removed'),
    publishedBy: userId,
  });
  const who = await trx.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
  return {
    publication: {
      id: publication.id,
      version: publication.version,
      from: input.from,
      to: input.to,
      publishedAt: new Date(publication.published_at).toISOString(),
      publishedBy: who?.name ?? null,
      added: count('added'),
      changed: count('changed'),
      removed: count('removed'),
      notified: notifications.length,
    },
    notifications,
  };
}

/** The organization's publications, newest first. */
export async function listPublications(trx: TenantTx, orgId: number): Promise<Publication[]> {
  const rows = await trx
    .selectFrom('schedule_publications as p')
    .leftJoin('users as u', 'u.id', 'p.published_by')
    .select([
      'p.id',
      'p.version',
      'p.from_date',
      'p.to_date',
      'p.published_at',
      'u.name',
      'p.added',
      'p.changed',
      'p.removed',
      'p.notified',
    ])
    .where('p.org_id', '=', orgId)
    .orderBy('p.version', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    from: r.from_date,
    to: r.to_date,
    publishedAt: new Date(r.published_at).toISOString(),
    publishedBy: r.name,
    added: r.added,
    changed: r.changed,
    removed: r.removed,
    notified: r.notified,
  }));
}

/** Every published version of one shift, newest first. */
export async function shiftHistory(trx: TenantTx, orgId: number, shiftId: number) {
  const { rows } = await sql<Pick<Row<'schedule_publications'>, 'version' | 'published_at'> & { snapshot: PublishedShift | null }>`
    select p.version, p.published_at, sp.snapshot from shift_publications sp
      join schedule_publications p on p.id = sp.publication_id
     where sp.org_id = ${orgId} and sp.shift_id = ${shiftId} order by p.version desc`.execute(trx);
  return { results: rows.map((r) => ({ version: r.version, publishedAt: new Date(r.published_at).toISOString(), snapshot: r.snapshot })) };
}
