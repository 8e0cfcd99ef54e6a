import { maySee, type FilterDef, type ResourceDef, type ValuePair } from '@punchline/contracts';
import { dateInZone, resolveDateRange } from '@punchline/domain';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { TenantTx } from '../db/tenant';
import type { Clock } from '../http/context';
import { decodeCursor, encodeCursor } from '../paging/cursor';
import type { Caller } from './access';
import { columnRef, selectRows } from './sql';
import { serverOf, type AnyTables, type Row } from './server-resources';

export type Page = { results: Row[]; cursor?: string; supplementalData: Record<string, unknown> };

/** A list request's parameters once its schema (resourceListQuerySchemaFor) has read them. */
export type ListParams = {
  searchText?: string;
  active?: 'yes' | 'no' | 'all';
  id?: number[];
  cursor?: string;
  limit: number;
  from?: string;
  to?: string;
  preset?: string;
  [filter: string]: unknown;
};

type Query = SelectQueryBuilder<AnyTables, 'r', Row>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The organization's time zone, today there, and the first day of its week: what a date range is read in. */
async function calendarOf(trx: TenantTx, orgId: number, clock: Clock) {
  const org = await trx.selectFrom('organizations').select(['timezone', 'settings']).where('id', '=', orgId).executeTakeFirstOrThrow();
  const timeZone = org.timezone || 'UTC';
  // Week Starts On as stored (Sunday = 1), which is what the presets take.
  return { timeZone, today: dateInZone(clock.now(), timeZone), weekStartsOn: Number((org.settings as Row | null)?.weekStartsOn) };
}

/**
 * Every `id:value` pair must be in the map (compared as text, so `true` and `12.5` match JSON
 * switches and numbers); a caller who may see the sensitive map finds pairs there too.
 */
function whereValuePairs(def: ResourceDef, query: Query, filter: FilterDef & { type: 'valueMap' }, pairs: ValuePair[], caller: Caller) {
  const maps = [filter.field];
  const hidden = filter.sensitiveField;
  if (hidden && maySee(hidden, def.fields[hidden]!, caller.viewer)) maps.push(hidden);
  for (const { id, value } of pairs) {
    const holds = maps.map((name) => sql<boolean>`${columnRef(def, name)} ->> ${String(id)}::text = ${value}::text`);
    query = query.where(sql<boolean>`(${sql.join(holds, sql` or `)})`);
  }
  return query;
}

/** Narrows the query by one of the definition's filters, when the request names it. */
async function applyFilter(
  trx: TenantTx,
  def: ResourceDef,
  orgId: number,
  query: Query,
  [key, filter]: [string, FilterDef],
  params: ListParams,
  caller: Caller,
) {
  const column = columnRef(def, filter.field);
  if (filter.type === 'dateRange') {
    // The organization's calendar is read only for a request that asks for a date range.
    if (params.from === undefined && params.to === undefined && params.preset === undefined) return query;
    const { today, weekStartsOn, timeZone } = await calendarOf(trx, orgId, caller.clock);
    const range = resolveDateRange({ from: params.from, to: params.to, preset: params.preset as never }, today, weekStartsOn);
    if (!range) return query;
    // An instant belongs to the day it falls on in the organization's time zone.
    const day = def.fields[filter.field]!.type === 'instant' ? sql`(${column} at time zone ${timeZone})::date` : column;
    if (range.from) query = query.where(day, '>=', sql`${range.from}::date`);
    if (range.to) query = query.where(day, '<=', sql`${range.to}::date`);
    return query;
  }
  const wanted = params[key];
  if (wanted === undefined) return query;
  if (filter.type === 'flag') return query.where(column, '=', wanted === 'yes');
  if (filter.type === 'valueMap') return whereValuePairs(def, query, filter, wanted as ValuePair[], caller);
  const list = wanted as unknown[];
  // Ids are JSON numbers in the list, which `?|` (string elements only) would never match.
  if (def.fields[filter.field]!.type === 'idList') {
    return query.where(
      sql<boolean>`exists (select 1 from jsonb_array_elements_text(${column}) e(v) where e.v = any(${list.map(String)}::text[]))`,
    );
  }
  return query.where(column, '=', sql`any(${list})`);
}

/** One page in sort order (the definition's orderBy, then id), one row more to know if more exist. */
export async function listPage(trx: TenantTx, def: ResourceDef, orgId: number, params: ListParams, caller: Caller): Promise<Page> {
  const key = def.list.orderBy;
  let query = selectRows(trx, def, orgId);
  if (def.hideRowsWhen && !caller.access.permissions.includes(def.hideRowsWhen.unlessPermission)) {
    query = query.where(columnRef(def, def.hideRowsWhen.field), '=', false);
  }
  // Default: active rows only, but all of them when resolving ids (stored references may be inactive).
  const active = params.active ?? (params.id ? 'all' : 'yes');
  if (def.fields.active && active !== 'all') query = query.where(columnRef(def, 'active'), '=', active === 'yes');
  if (params.id) query = query.where('r.id', '=', sql<number>`any(${params.id}::bigint[])`);
  const search = params.searchText?.trim();
  // A field the caller may not see is not searched either: a match would tell its value.
  const searched = def.list.search.filter((f) => maySee(f, def.fields[f]!, caller.viewer));
  if (search && searched.length > 0) {
    const pattern = likePattern(search);
    query = query.where((eb) => eb.or(searched.map((f) => eb(columnRef(def, f), 'ilike', pattern))));
  }
  for (const entry of Object.entries(def.filters ?? {})) query = await applyFilter(trx, def, orgId, query, entry, params, caller);
  const listWhere = serverOf(def).listWhere;
  if (listWhere && Object.keys(def.params ?? {}).some((key) => params[key] !== undefined)) {
    for (const condition of await listWhere({ trx, orgId, caller, def }, params)) query = query.where(condition);
  }
  const after = decodeCursor(params.cursor, 2);
  if (after) {
    const [value, id] = after;
    query =
      key === 'id' ? query.where('r.id', '>', id as number) : query.where(sql<boolean>`(${columnRef(def, key)}, r.id) > (${value}, ${id})`);
  }
  const order = key === 'id' ? [sql.ref('r.id')] : [columnRef(def, key), sql.ref('r.id')];
  const rows = await order
    .reduce((q, column) => q.orderBy(column), query)
    .limit(params.limit + 1)
    .execute();
  const more = rows.length > params.limit;
  if (more) rows.length = params.limit;
  const last = rows[rows.length - 1];
  const page: Page = { results: rows, supplementalData: {} };
  if (more && last) page.cursor = encodeCursor([key === 'id' ? null : last[key], last.id]);
  return page;
}
