import type { ResourceDef, ResourceListQuery } from '@punchline/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { TenantTx } from '../db/tenant';
import type { Caller } from './access';
import { decodeCursor, encodeCursor } from './cursor';
import { columnRef, selectRows, type Row } from './sql';

export type Page = { results: Row[]; cursor?: string; supplementalData: Record<string, unknown> };

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(def: ResourceDef, orgId: number, query: ResourceListQuery, caller: Caller): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [sql`org_id = ${orgId}`];
  if (def.hideRowsWhen && !caller.access.permissions.includes(def.hideRowsWhen.unlessPermission)) {
    where.push(sql`${columnRef(def, def.hideRowsWhen.field)} = false`);
  }
  // Default: active rows only, but all of them when resolving ids (stored references may be inactive).
  const active = query.active ?? (query.id ? 'all' : 'yes');
  if (def.fields.active && active !== 'all') where.push(sql`${columnRef(def, 'active')} = ${active === 'yes'}`);
  if (query.id) where.push(sql`id = any(${query.id}::bigint[])`);
  const text = query.searchText?.trim();
  if (text && def.list.search.length > 0) {
    const pattern = likePattern(text);
    where.push(
      sql`(${sql.join(
        def.list.search.map((f) => sql`${columnRef(def, f)} ilike ${pattern}`),
        sql` or `,
      )})`,
    );
  }
  return where;
}

/** One page in sort order (the definition's orderBy, then id), one row more to know if more exist. */
export async function listPage(trx: TenantTx, def: ResourceDef, orgId: number, query: ResourceListQuery, caller: Caller): Promise<Page> {
  const where = filters(def, orgId, query, caller);
  const key = def.list.orderBy;
  const after = decodeCursor(query.cursor);
  if (after) where.push(key === 'id' ? sql`id > ${after.id}` : sql`(${columnRef(def, key)}, id) > (${after.value}, ${after.id})`);
  const order = key === 'id' ? sql`id` : sql`${columnRef(def, key)}, id`;
  const rows = await selectRows(trx, def, where, sql`order by ${order} limit ${query.limit + 1}`);
  const more = rows.length > query.limit;
  const results = more ? rows.slice(0, query.limit) : rows;
  const last = results[results.length - 1];
  const page: Page = { results, supplementalData: {} };
  if (more && last) page.cursor = encodeCursor({ value: key === 'id' ? null : last[key], id: last.id as number });
  return page;
}
