import type { ResourceDef, ResourceListQuery } from '@punchline/contracts';
import type { OneRead } from '../db/tenant';
import type { Caller } from './access';
import { decodeCursor, encodeCursor } from './cursor';
import { columnText as column, quoted, selectionText, type Row } from './sql';

export type Page = { results: Row[]; cursor?: string; supplementalData: Record<string, unknown> };

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// A list page is the hottest query there is, so its SQL is written here as text with numbered
// parameters rather than built through Kysely (compiling the same handful of shapes on every
// request cost about 0.05 ms of a page), and each shape's text is made once per definition: the
// same string every time, whose hash the prepared statements' lookup (db/pool-client.ts) keeps.

/** Which optional parts a page's statement has: a bit each, so a shape is a small number. */
const HIDDEN = 1;
const ACTIVE = 2;
const IDS = 4;
const SEARCH = 8;
const AFTER = 16;

const texts = new WeakMap<ResourceDef, Map<number, string>>();

/** The statement of one shape; $1 is the organization, then one parameter per part, the limit last. */
function listText(def: ResourceDef, shape: number): string {
  let made = texts.get(def);
  if (!made) texts.set(def, (made = new Map()));
  let text = made.get(shape);
  if (text !== undefined) return text;
  let n = 1;
  const next = () => `$${++n}`;
  const key = def.list.orderBy;
  const where = ['org_id = $1'];
  if (shape & HIDDEN) where.push(`${column(def, def.hideRowsWhen!.field)} = false`);
  if (shape & ACTIVE) where.push(`${column(def, 'active')} = ${next()}`);
  if (shape & IDS) where.push(`id = any(${next()}::bigint[])`);
  if (shape & SEARCH) {
    const pattern = next();
    where.push(`(${def.list.search.map((f) => `${column(def, f)} ilike ${pattern}`).join(' or ')})`);
  }
  if (shape & AFTER) where.push(key === 'id' ? `id > ${next()}` : `(${column(def, key)}, id) > (${next()}, ${next()})`);
  const order = key === 'id' ? 'id' : `${column(def, key)}, id`;
  text = `select ${selectionText(def)} from ${quoted(def.table)} where ${where.join(' and ')} order by ${order} limit ${next()}`;
  made.set(shape, text);
  return text;
}

/** One page in sort order (the definition's orderBy, then id), one row more to know if more exist. */
export function listPage(def: ResourceDef, orgId: number, query: ResourceListQuery, caller: Caller): OneRead<Page> {
  const key = def.list.orderBy;
  const values: unknown[] = [orgId];
  let shape = 0;
  if (def.hideRowsWhen && !caller.access.permissions.includes(def.hideRowsWhen.unlessPermission)) shape |= HIDDEN;
  // Default: active rows only, but all of them when resolving ids (stored references may be inactive).
  const active = query.active ?? (query.id ? 'all' : 'yes');
  if (def.fields.active && active !== 'all') {
    shape |= ACTIVE;
    values.push(active === 'yes');
  }
  if (query.id) {
    shape |= IDS;
    values.push(query.id);
  }
  const search = query.searchText?.trim();
  if (search && def.list.search.length > 0) {
    shape |= SEARCH;
    values.push(likePattern(search));
  }
  const after = decodeCursor(query.cursor);
  if (after) {
    shape |= AFTER;
    if (key !== 'id') values.push(after.value);
    values.push(after.id);
  }
  values.push(query.limit + 1);
  const finish = ([rows]: Row[][]): Page => {
    const results = rows!;
    const more = results.length > query.limit;
    if (more) results.length = query.limit;
    const last = results[results.length - 1];
    const page: Page = { results, supplementalData: {} };
    if (more && last) page.cursor = encodeCursor({ value: key === 'id' ? null : last[key], id: last.id as number });
    return page;
  };
  return { statements: [{ text: listText(def, shape), parameters: values }], finish };
}
