import { formatsSettings, type ClockLogRow, type ResourceListQueryFor } from '@punchline/contracts';
import {
  dateInZone,
  dayFromIso,
  epochFromLocal,
  formatPersonName,
  isoFromDay,
  resolveDateRange,
  type DatePreset,
  type FormatPreferences,
} from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { decodeCursor, encodeCursor, invalidCursor } from '../paging/cursor';
import { literalLimit } from '../paging/literal-limit';
import { textOrWorkerName } from '../paging/worker-search';
import { getSettings } from '../resources/settings.service';

// GET clocklogs: the list in the toolkit's shape ({results, cursor, supplementalData}) and with
// the definition's filters, built here because a log list reads newest first (the generic list
// pages in ascending order only) and joins the worker and device for their names.

const INSTANT = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Every column of a log in the API's shape (the clockLogsResource fields and computed columns). */
export function selectLogs(trx: TenantTx, orgId: number) {
  return trx
    .selectFrom('clock_logs as l')
    .leftJoin('employees as e', 'e.id', 'l.employee_id')
    .leftJoin('devices as d', 'd.id', 'l.device_id')
    .where('l.org_id', '=', orgId)
    .select([
      'l.id',
      'l.version',
      INSTANT('l.at').as('at'),
      'l.employee_id as employeeId',
      'l.device_id as deviceId',
      'l.type',
      'l.method',
      'l.outcome',
      'l.refusal',
      'l.face_status as faceStatus',
      'l.face_score as faceScore',
      'l.face_liveness as faceLiveness',
      'l.latitude',
      'l.longitude',
      'l.accuracy_m as accuracyM',
      'l.offline',
      'l.tampered',
      'l.punch_id as punchId',
      'l.decision',
      INSTANT('l.decided_at').as('decidedAt'),
      'd.name as deviceName',
      sql<string | null>`l.face_photo_id::text`.as('faceLogId'),
      'e.first_name',
      'e.middle_name',
      'e.last_name',
      'e.display_name',
      // Full precision (microseconds) for the cursor, which must not skip a row the ISO text rounds.
      sql<string>`l.at::text`.as('position'),
    ]);
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectLogs>['execute']>>[number];

/** The organization's name format, for the worker names the answers carry. */
export const namePrefs = (trx: TenantTx, orgId: number) =>
  getSettings(trx, formatsSettings, orgId) as Promise<unknown> as Promise<FormatPreferences>;

/** A selected row as the API answers it: the worker's name formatted, face parts only with the face feature. */
export function shapeLog(row: Selected, prefs: FormatPreferences, face: boolean): ClockLogRow {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- position is the cursor's, not the caller's
  const { first_name, middle_name, last_name, display_name, position, ...rest } = row;
  const employeeName =
    rest.employeeId === null
      ? null
      : formatPersonName({ firstName: first_name, middleName: middle_name, lastName: last_name, displayName: display_name }, prefs);
  const shaped = { ...rest, id: Number(rest.id), employeeName };
  return face ? shaped : { ...shaped, faceStatus: null, faceScore: null, faceLiveness: null, faceLogId: null };
}

async function calendar(trx: TenantTx, orgId: number, now: number) {
  const org = await trx.selectFrom('organizations').select(['timezone', 'settings']).where('id', '=', orgId).executeTakeFirstOrThrow();
  const timeZone = org.timezone || 'UTC';
  const weekStartsOn = Number((org.settings as Record<string, unknown> | null)?.weekStartsOn);
  return { timeZone, today: dateInZone(now, timeZone), weekStartsOn };
}

/** A timestamptz as PostgreSQL writes it (the cursor's position). */
const POSITION = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

const listOf = (value: unknown) => (value === undefined ? undefined : (value as (string | number)[]));

/** One page of logs, newest first; the filters of clockLogsResource (a date preset is of `now`'s day). */
export async function listClockLogs(trx: TenantTx, orgId: number, params: ResourceListQueryFor, face: boolean, now: number) {
  let query = selectLogs(trx, orgId);
  const { from, to, preset } = params;
  if (from !== undefined || to !== undefined || preset !== undefined) {
    const { timeZone, today, weekStartsOn } = await calendar(trx, orgId, now);
    const range = resolveDateRange({ from, to, preset: preset as DatePreset | undefined }, today, weekStartsOn);
    // Days of the organization's zone, as instants: the list's index on (org_id, at) applies.
    if (range?.from) query = query.where('l.at', '>=', new Date(epochFromLocal(`${range.from}T00:00`, timeZone) * 1000));
    if (range?.to)
      query = query.where('l.at', '<', new Date(epochFromLocal(`${isoFromDay(dayFromIso(range.to) + 1)}T00:00`, timeZone) * 1000));
  }
  const employees = listOf(params.employeeId);
  if (employees) query = query.where('l.employee_id', 'in', employees.map(Number));
  const devices = listOf(params.deviceId);
  if (devices) query = query.where('l.device_id', 'in', devices.map(Number));
  const outcomes = listOf(params.outcome);
  if (outcomes) query = query.where('l.outcome', 'in', outcomes as ('accepted' | 'refused')[]);
  const decisions = listOf(params.decision);
  if (decisions) query = query.where('l.decision', 'in', decisions as ('approved' | 'rejected')[]);
  const statuses = listOf(params.faceStatus);
  if (statuses && face) query = query.where('l.face_status', 'in', statuses.map(String));
  if (params.id) query = query.where('l.id', 'in', params.id);
  const search = params.searchText?.trim();
  if (search) query = query.where(textOrWorkerName(search, 'l.refusal', 'e'));
  const after = decodeCursor(params.cursor, 2);
  if (after && (!POSITION.test(String(after[0])) || !Number.isSafeInteger(after[1]))) throw invalidCursor();
  // The plain bound on at beside the pair lets the index start at the cursor and skip later months.
  if (after)
    query = query.where(
      sql<boolean>`l.at <= ${after[0] as string}::timestamptz and (l.at, l.id) < (${after[0] as string}::timestamptz, ${after[1] as number})`,
    );
  const [rows, prefs] = await Promise.all([
    query
      .orderBy('l.at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(literalLimit(params.limit + 1))
      .execute(),
    namePrefs(trx, orgId),
  ]);
  const more = rows.length > params.limit;
  if (more) rows.length = params.limit;
  const results = rows.map((row) => shapeLog(row, prefs, face));
  const last = rows.at(-1);
  return { results, supplementalData: {}, ...(more && last ? { cursor: encodeCursor([last.position, Number(last.id)]) } : {}) };
}
