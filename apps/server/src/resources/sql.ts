import { columnOf, type FieldDef, type ResourceDef } from '@punchline/contracts';
import { sql, type RawBuilder } from 'kysely';
import { queryNow } from '../db/pool-client';
import type { Statement, TenantTx } from '../db/tenant';

// The generic repository: every collection table has id, org_id, version, created_at, updated_at
// and one column per field. Columns are aliased to the field names, so rows leave PostgreSQL in the
// API's shape and lists need no per-row mapping (see bench/list.bench.ts).

export type Row = Record<string, unknown>;
type Fragment = RawBuilder<unknown>;

const isJson = (field: FieldDef) => field.type === 'textList' || field.type === 'idList';
/** A quoted SQL identifier, as Kysely's sql.ref and sql.id write one. */
export const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** The quoted column of a field (or of id). */
export const columnText = (def: ResourceDef, name: string) => quoted(name === 'id' ? 'id' : columnOf(name, def.fields[name]!));
const col = (def: ResourceDef, name: string) => sql.raw(columnText(def, name));

const selections = new WeakMap<ResourceDef, string>();

/** `id, version, "name" as "name", "target_id" as "targetId", ...`, made once per definition. */
export function selectionText(def: ResourceDef): string {
  let made = selections.get(def);
  if (made === undefined) {
    const fields = Object.entries(def.fields).map(([name, field]) => `${quoted(columnOf(name, field))} as ${quoted(name)}`);
    selections.set(def, (made = ['id', 'version', ...fields].join(', ')));
  }
  return made;
}

export const selection = (def: ResourceDef): Fragment => sql.raw(selectionText(def));

function param(field: FieldDef, value: unknown): Fragment {
  return isJson(field) ? sql`${JSON.stringify(value ?? [])}::jsonb` : sql`${value}`;
}

/** The statement reading one row of the organization's table by id; `lock` holds it for the rest of the transaction. */
export function byIdStatement(def: ResourceDef, orgId: number, id: number, lock = false): Statement {
  const text = `select ${selectionText(def)} from ${quoted(def.table)} where org_id = $1 and id = $2${lock ? ' for update' : ''}`;
  return { text, parameters: [orgId, id] };
}

/** The row, locked for the rest of the transaction: it is about to change. */
export async function lockById(trx: TenantTx, def: ResourceDef, orgId: number, id: number): Promise<Row | undefined> {
  const { text, parameters } = byIdStatement(def, orgId, id, true);
  return (await queryNow<Row>(trx, text, parameters)).rows[0];
}

export async function insertRow(trx: TenantTx, def: ResourceDef, orgId: number, values: Row): Promise<Row> {
  const names = Object.keys(def.fields);
  const columns = names.map((n) => col(def, n));
  const params = names.map((n) => param(def.fields[n]!, values[n]));
  const query = sql<Row>`insert into ${sql.table(def.table)} (org_id, ${sql.join(columns)}) values (${orgId}, ${sql.join(params)})
    returning ${selection(def)}`;
  return (await query.execute(trx)).rows[0]!;
}

/** Writes the changed fields and moves the version on by one. */
export async function updateRow(trx: TenantTx, def: ResourceDef, orgId: number, id: number, values: Row): Promise<Row> {
  const sets = Object.keys(values).map((n) => sql`${col(def, n)} = ${param(def.fields[n]!, values[n])}`);
  const query = sql<Row>`update ${sql.table(def.table)} set ${sql.join([...sets, sql`version = version + 1`, sql`updated_at = now()`])}
    where org_id = ${orgId} and id = ${id} returning ${selection(def)}`;
  return (await query.execute(trx)).rows[0]!;
}

export async function deleteRow(trx: TenantTx, def: ResourceDef, orgId: number, id: number): Promise<void> {
  await sql`delete from ${sql.table(def.table)} where org_id = ${orgId} and id = ${id}`.execute(trx);
}

/**
 * The query behind isTaken. A text value is compared without case through the stored key column
 * `<column>_key` = lower(<column>) (migration 0033): comparing lower(<column>) itself could not use
 * the unique index under row-level security, since lower() is not leakproof.
 */
export function takenQuery(def: ResourceDef, orgId: number, name: string, values: Row, exceptId?: number): RawBuilder<unknown> {
  const field = def.fields[name]!;
  const within = typeof field.unique === 'object' ? field.unique.within : [];
  const key = sql.ref(`${columnOf(name, field)}_key`);
  const where = [
    sql`org_id = ${orgId}`,
    field.type === 'text' ? sql`${key} = lower(${values[name]})` : sql`${col(def, name)} = ${values[name]}`,
    // `=` (or `is null`), not `is not distinct from`, so the unique index on these columns applies:
    // otherwise every check scans the organization's rows, and a bulk import grows quadratically.
    ...within.map((other) => (values[other] == null ? sql`${col(def, other)} is null` : sql`${col(def, other)} = ${values[other]}`)),
  ];
  if (exceptId !== undefined) where.push(sql`id <> ${exceptId}`);
  return sql`select 1 from ${sql.table(def.table)} where ${sql.join(where, sql` and `)} limit 1`;
}

/** True when another row of the organization already holds the value (text compared without case). */
export async function isTaken(
  trx: TenantTx,
  def: ResourceDef,
  orgId: number,
  name: string,
  values: Row,
  exceptId?: number,
): Promise<boolean> {
  const found = await takenQuery(def, orgId, name, values, exceptId).execute(trx);
  return found.rows.length > 0;
}

/** The ids of `ids` with no row in the organization's table. */
export async function missingIds(trx: TenantTx, table: string, orgId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await sql<{
    id: number;
  }>`select id from ${sql.table(table)} where org_id = ${orgId} and id = any(${ids}::bigint[])`.execute(trx);
  const present = new Set(found.rows.map((r) => Number(r.id)));
  return ids.filter((id) => !present.has(id));
}
