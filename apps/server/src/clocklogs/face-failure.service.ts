import type { FaceFailure, FaceMatch } from '@punchline/contracts';
import { formatPersonName, localFromEpoch, type FormatPreferences } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { namePrefs } from './clock-logs.list';

// Face failures (SPEC section 3 Face failure): attempts whose face check did not pass and that
// nobody decided yet. The decision response names the next one, so a supervisor goes through
// them one after another (the dashboard panel of issue 18 reads the same shape).

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/** A log's face matches with the workers' names (SPEC section 3 Face matches); unknown workers are left out. */
export async function faceMatchesOf(trx: TenantTx, orgId: number, matches: unknown, prefs: FormatPreferences): Promise<FaceMatch[]> {
  const list = Array.isArray(matches) ? (matches as { employeeId?: unknown; score?: unknown }[]) : [];
  const ids = list.map((m) => Number(m.employeeId)).filter((id) => Number.isSafeInteger(id) && id > 0);
  if (ids.length === 0) return [];
  const workers = await trx
    .selectFrom('employees')
    .select(['id', 'first_name', 'middle_name', 'last_name', 'display_name'])
    .where('org_id', '=', orgId)
    .where('id', 'in', ids)
    .execute();
  const names = new Map(
    workers.map((w) => [
      Number(w.id),
      formatPersonName({ firstName: w.first_name, middleName: w.middle_name, lastName: w.last_name, displayName: w.display_name }, prefs),
    ]),
  );
  return list.flatMap((m) => {
    const name = names.get(Number(m.employeeId));
    return name === undefined ? [] : [{ userId: Number(m.employeeId), userName: name, score: Number(m.score) }];
  });
}

/** Where to look: the newest (nothing), the one before an instant, or the one after it. */
export type FaceFailureCursor = { before?: Date; after?: Date };

/**
 * The newest undecided face failure other than `exceptId` (or the nearest one before or after an
 * instant: the dashboard panel browses them), in the SPEC's Face failure shape, or null. Failures
 * of workers the caller may not see are skipped; nobody-recognised ones are everyone's to decide.
 */
export async function nextFaceFailure(
  trx: TenantTx,
  orgId: number,
  exceptId?: number,
  cursor: FaceFailureCursor = {},
): Promise<FaceFailure | null> {
  let query = trx
    .selectFrom('clock_logs as l')
    .leftJoin('devices as d', 'd.id', 'l.device_id')
    .leftJoin('employees as e', 'e.id', 'l.employee_id')
    .innerJoin('organizations as o', 'o.id', 'l.org_id')
    .where('l.org_id', '=', orgId)
    .where('l.face_status', 'is not', null)
    // A face the clock did not check (unverified) is no failure to decide.
    .where('l.face_status', 'not in', ['ok', 'unverified'])
    .where('l.decision', 'is', null)
    .select([
      'l.id',
      'l.at',
      'l.type',
      'l.employee_id',
      'l.face_status',
      'l.face_matches',
      'l.costing',
      sql<string | null>`l.face_photo_id::text`.as('face_log_id'),
      'd.name as device_name',
      'd.org_unit_id',
      'd.time_zone',
      'o.timezone as org_zone',
      'e.first_name',
      'e.last_name',
      sql<string | null>`e.user_id`.as('employee_user_id'),
      sql<string | null>`(select '/api/orgs/' || a.org_id || '/employees/' || a.employee_id || '/avatar?v=' ||
        floor(extract(epoch from a.updated_at) * 1000)::bigint from employee_avatars a where a.employee_id = l.employee_id)`.as('avatar'),
    ])
    .where((eb) => eb.or([eb('l.employee_id', 'is', null), eb('e.id', 'is not', null)]));
  if (exceptId !== undefined) query = query.where('l.id', '<>', exceptId);
  if (cursor.before) query = query.where('l.at', '<', cursor.before);
  if (cursor.after) query = query.where('l.at', '>', cursor.after);
  const direction = cursor.after ? 'asc' : 'desc';
  const row = await query.orderBy('l.at', direction).orderBy('l.id', direction).limit(1).executeTakeFirst();
  if (!row) return null;
  const timezone = row.time_zone || row.org_zone || 'UTC';
  const costing = (row.costing ?? {}) as Record<string, unknown>;
  const id = (key: string) => (typeof costing[key] === 'number' ? costing[key] : null);
  return {
    clockLogId: Number(row.id),
    date: localFromEpoch(epoch(row.at), timezone),
    // The exact instant, for browsing to the one before or after (date is to the minute).
    at: row.at.toISOString(),
    timezone,
    punchType: row.type,
    faceLogId: row.face_log_id,
    // identify: nobody was recognised, the supervisor names the worker; verify: confirm a match.
    faceMode: row.employee_id === null ? 'identify' : 'verify',
    clockOrgUnit: row.org_unit_id === null ? null : Number(row.org_unit_id),
    clockName: row.device_name,
    employee: row.employee_id === null ? null : Number(row.employee_id),
    employeeFirstName: row.first_name,
    employeeLastName: row.last_name,
    employeeAvatar: row.avatar,
    // The worker's user (when they have a console login): the panel disables yes and no on one's own face without edit_self.
    employeeUserId: row.employee_user_id == null ? null : Number(row.employee_user_id),
    // Never null: the query keeps failures only.
    faceStatus: row.face_status ?? '',
    multipleMatches: await faceMatchesOf(trx, orgId, row.face_matches, await namePrefs(trx, orgId)),
    job: id('job'),
    jobCategory: id('jobCategory'),
    jobPhase: id('jobPhase'),
    costCode: id('costCode'),
  };
}
