import type { ResourceDef, ResourceListQuery } from '@punchline/contracts';
import type { OneRead } from '../db/tenant';
import type { Caller } from './access';
import { decodeCursor, encodeCursor } from './cursor';
import { columnText as column, quoted, selectionText, type Row } from './sql';

export type Page = { results: Row[]; cursor?: string; supplementalData: Record<string, unknown> };

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// A list page is the hottest query there is, so its SQL is written here as text with numbered
// parameters rather than built through Kysely: compiling the same handful of shapes on every
// request cost about 0.05 ms of a page (apps/server/bench/list.bench.ts).

/** The values of a statement, handing out their $1, $2... in the order they are used. */
class Parameters {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function filters(def: ResourceDef, orgId: number, query: ResourceListQuery, caller: Caller, p: Parameters): string[] {
  const where = [`org_id = ${p.add(orgId)}`];
  if (def.hideRowsWhen && !caller.access.permissions.includes(def.hideRowsWhen.unlessPermission)) {
    where.push(`${column(def, def.hideRowsWhen.field)} = false`);
  }
  // Default: active rows only, but all of them when resolving ids (stored references may be inactive).
  const active = query.active ?? (query.id ? 'all' : 'yes');
  if (def.fields.active && active !== 'all') where.push(`${column(def, 'active')} = ${p.add(active === 'yes')}`);
  if (query.id) where.push(`id = any(${p.add(query.id)}::bigint[])`);
  const text = query.searchText?.trim();
  if (text && def.list.search.length > 0) {
    const pattern = p.add(likePattern(text));
    where.push(`(${def.list.search.map((f) => `${column(def, f)} ilike ${pattern}`).join(' or ')})`);
  }
  return where;
}

/** One page in sort order (the definition's orderBy, then id), one row more to know if more exist. */
export function listPage(def: ResourceDef, orgId: number, query: ResourceListQuery, caller: Caller): OneRead<Page> {
  const p = new Parameters();
  const where = filters(def, orgId, query, caller, p);
  const key = def.list.orderBy;
  const after = decodeCursor(query.cursor);
  if (after)
    where.push(key === 'id' ? `id > ${p.add(after.id)}` : `(${column(def, key)}, id) > (${p.add(after.value)}, ${p.add(after.id)})`);
  const order = key === 'id' ? 'id' : `${column(def, key)}, id`;
  const text = `select ${selectionText(def)} from ${quoted(def.table)} where ${where.join(' and ')} order by ${order} limit ${p.add(query.limit + 1)}`;
  const finish = ([rows]: Row[][]): Page => {
    const more = rows!.length > query.limit;
    const results = more ? rows!.slice(0, query.limit) : rows!;
    const last = results[results.length - 1];
    const page: Page = { results, supplementalData: {} };
    if (more && last) page.cursor = encodeCursor({ value: key === 'id' ? null : last[key], id: last.id as number });
    return page;
  };
  return { statements: [{ text, parameters: p.values }], finish };
}
