import { formatsSettings, type ResourceListQueryFor } from '@punchline/contracts';
import {
  dateInZone,
  dayFromIso,
  epochFromLocal,
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
import { punchToApi, selectPunches } from './punch-api';

// GET punches: newest first in the toolkit's list shape, with punchesResource's filters. Built
// here because the list reads newest first (the generic list pages ascending) and joins the worker
// and device; the restrictive policy on punches keeps a restricted administrator to their workers.

export const formatPrefs = (trx: TenantTx, orgId: number) =>
  getSettings(trx, formatsSettings, orgId) as Promise<unknown> as Promise<FormatPreferences>;

/** The instants bounding a date range of the organization's zone (from's midnight, the day after to's); a preset is of `now`'s day. */
export async function rangeBounds(trx: TenantTx, orgId: number, q: { from?: string; to?: string; preset?: string }, now: number) {
  if (q.from === undefined && q.to === undefined && q.preset === undefined) return {};
  const org = await trx.selectFrom('organizations').select(['timezone', 'settings']).where('id', '=', orgId).executeTakeFirstOrThrow();
  const timeZone = org.timezone || 'UTC';
  const weekStartsOn = Number((org.settings as Record<string, unknown> | null)?.weekStartsOn);
  const range = resolveDateRange(
    { from: q.from, to: q.to, preset: q.preset as DatePreset | undefined },
    dateInZone(now, timeZone),
    weekStartsOn,
  );
  return {
    from: range?.from ? new Date(epochFromLocal(`${range.from}T00:00`, timeZone) * 1000) : undefined,
    before: range?.to ? new Date(epochFromLocal(`${isoFromDay(dayFromIso(range.to) + 1)}T00:00`, timeZone) * 1000) : undefined,
  };
}

/** A timestamptz as PostgreSQL writes it (the cursor's position). */
export const POSITION = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

const listOf = (value: unknown) => (value === undefined ? undefined : (value as (string | number)[]));
const numbers = (value: unknown) => listOf(value)?.map(Number);

export async function listPunches(trx: TenantTx, orgId: number, params: ResourceListQueryFor, now: number) {
  let query = selectPunches(trx, orgId);
  const { from, before } = await rangeBounds(trx, orgId, params, now);
  if (from) query = query.where('p.at', '>=', from);
  if (before) query = query.where('p.at', '<', before);
  const employees = numbers(params.employeeId);
  if (employees) query = query.where('p.employee_id', 'in', employees);
  const devices = numbers(params.deviceId);
  if (devices) query = query.where('p.device_id', 'in', devices);
  const departments = numbers(params.departmentId);
  if (departments) query = query.where('e.department_id', 'in', departments);
  const units = numbers(params.orgUnitId);
  if (units) query = query.where(sql<boolean>`e.org_unit_id = any(${units}::bigint[])`);
  const jobs = numbers(params.job);
  if (jobs) query = query.where(sql<boolean>`p.costing->>'job' = any(${jobs.map(String)}::text[])`);
  if (params.id) query = query.where('p.id', 'in', params.id);
  const search = params.searchText?.trim();
  if (search) query = query.where(textOrWorkerName(search, 'p.note', 'e'));
  const after = decodeCursor(params.cursor, 2);
  if (after && (!POSITION.test(String(after[0])) || !Number.isSafeInteger(after[1]))) throw invalidCursor();
  // The plain bound on at beside the pair lets the index start at the cursor and skip later months.
  if (after)
    query = query.where(
      sql<boolean>`p.at <= ${after[0] as string}::timestamptz and (p.at, p.id) < (${after[0] as string}::timestamptz, ${after[1] as number})`,
    );
  const flags = listOf(params.flags)?.map(String);
  const prefs = await formatPrefs(trx, orgId);
  // Flags follow from the engine's rule over each row, so that filter reads on past non-matching rows.
  const results = [];
  let cursor: string | undefined;
  const batch = flags ? Math.max(params.limit * 4, 200) : params.limit + 1;
  for (;;) {
    const rows = await query.orderBy('p.at', 'desc').orderBy('p.id', 'desc').limit(literalLimit(batch)).execute();
    for (const row of rows) {
      const punch = punchToApi(row, prefs);
      if (flags && !punch.flags.some((f) => flags.includes(f))) continue;
      if (results.length === params.limit) {
        const last = results.at(-1)!;
        cursor = encodeCursor([last.position, last.id]);
        break;
      }
      results.push({ ...punch, position: row.position });
    }
    const lastRow = rows.at(-1);
    if (cursor || rows.length < batch || !lastRow) break;
    query = query.where(sql<boolean>`(p.at, p.id) < (${lastRow.position}::timestamptz, ${Number(lastRow.id)})`);
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- position is the cursor's, not the caller's
  return { results: results.map(({ position, ...punch }) => punch), supplementalData: {}, ...(cursor ? { cursor } : {}) };
}
