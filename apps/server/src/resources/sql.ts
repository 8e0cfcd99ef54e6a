import { columnOf, type FieldDef, type ResourceDef } from '@punchline/contracts';
import { expressionBuilder, sql, type AliasedExpression, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { serverOf, type AnyDb, type AnyTables, type Row } from './server-resources';

export type { Row };

// The generic repository: every collection table has id, org_id, version, created_at, updated_at
// and one column per field. Columns are aliased to the field names, so rows leave PostgreSQL in the
// API's shape and lists need no per-row mapping. Kysely builds every statement.

const isJson = (field: FieldDef) => field.type === 'textList' || field.type === 'idList' || field.type === 'valueMap';

/** The table's column of a field (or of id), as a reference Kysely quotes. */
export const columnRef = (def: ResourceDef, name: string) => sql.ref(`r.${name === 'id' ? 'id' : columnOf(name, def.fields[name]!)}`);

const generic = (trx: TenantTx) => trx as unknown as AnyDb;

/** A column in the API's shape: an instant as UTC ISO text (as it is sent), money as a number. */
function readAs(field: FieldDef, column: RawBuilder<unknown>): RawBuilder<unknown> {
  // numeric comes from pg as text (it may not fit a double); money's 14 digits and 2 decimals do.
  if (field.type === 'money') return sql`${column}::float8`;
  // A number kept exact in numeric (net pay's percents, 4 decimals at most) is answered as one too.
  if (field.type === 'number') return sql`${column}::float8`;
  if (field.type === 'instant') return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return column;
}

const selections = new WeakMap<ResourceDef, AliasedExpression<unknown, string>[]>();

/**
 * id, version, every field under its own name, then the computed columns: made once per
 * definition (Kysely's expressions are immutable, so every statement may share them), as building
 * them for each request cost more than the rest of a list page's statement.
 */
function selection(def: ResourceDef): AliasedExpression<unknown, string>[] {
  let made = selections.get(def);
  if (!made) {
    const server = serverOf(def);
    const r = expressionBuilder<AnyTables, 'r'>();
    // A write-only field (a PIN's hash) never leaves the database.
    const readable = Object.entries(def.fields).filter(([, field]) => !field.writeOnly);
    const fields = readable.map(([name, field]) => readAs(field, columnRef(def, name)).as(name));
    const computed = Object.keys(def.computed ?? {}).map((name) => server.computed![name]!(r).as(name));
    selections.set(def, (made = [sql.ref('r.id').as('id'), sql.ref('r.version').as('version'), ...fields, ...computed]));
  }
  return made;
}

/** The organization's rows of the resource's table, every column selected. */
export function selectRows(trx: TenantTx, def: ResourceDef, orgId: number): SelectQueryBuilder<AnyTables, 'r', Row> {
  return generic(trx).selectFrom(`${def.table} as r`).select(selection(def)).where('r.org_id', '=', orgId) as unknown as SelectQueryBuilder<
    AnyTables,
    'r',
    Row
  >;
}

/** One row by id; `lock` holds it for the rest of the transaction: it is about to change. */
export async function rowById(trx: TenantTx, def: ResourceDef, orgId: number, id: number, lock = false): Promise<Row | undefined> {
  const query = selectRows(trx, def, orgId).where('r.id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

const emptyJson = (field: FieldDef) => (field.type === 'valueMap' ? {} : []);
const valueOf = (field: FieldDef, value: unknown) => (isJson(field) ? sql`${JSON.stringify(value ?? emptyJson(field))}::jsonb` : value);

function columnValues(def: ResourceDef, values: Row): Row {
  return Object.fromEntries(
    Object.keys(values)
      .filter((name) => def.fields[name])
      .map((name) => [columnOf(name, def.fields[name]!), valueOf(def.fields[name]!, values[name])]),
  );
}

export async function insertRow(trx: TenantTx, def: ResourceDef, orgId: number, values: Row): Promise<Row> {
  const { id } = await generic(trx)
    .insertInto(def.table)
    .values({ org_id: orgId, ...columnValues(def, values) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await rowById(trx, def, orgId, id as number))!;
}

/** Writes the changed fields and moves the version on by one. */
export async function updateRow(trx: TenantTx, def: ResourceDef, orgId: number, id: number, values: Row): Promise<Row> {
  await generic(trx)
    .updateTable(def.table)
    .set({ ...columnValues(def, values), version: sql`version + 1`, updated_at: sql`now()` })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .execute();
  return (await rowById(trx, def, orgId, id))!;
}

export async function deleteRow(trx: TenantTx, def: ResourceDef, orgId: number, id: number): Promise<void> {
  await generic(trx).deleteFrom(def.table).where('org_id', '=', orgId).where('id', '=', id).execute();
}

/**
 * The query behind isTaken. A text value is compared
 * without case through the stored key column `<column>_key` = lower(<column>) (migration 0033):
 * comparing lower(<column>) itself could not use the unique index under row-level security, since
 * lower() is not leakproof. `=` (or `is null`), not `is not distinct from`, so the unique index on
 * the `within` columns applies too.
 */
export function takenQuery(trx: TenantTx, def: ResourceDef, orgId: number, name: string, values: Row, exceptId?: number) {
  const field = def.fields[name]!;
  const within = typeof field.unique === 'object' ? field.unique.within : [];
  let query = generic(trx).selectFrom(`${def.table} as r`).select(sql.lit(1).as('one')).where('r.org_id', '=', orgId);
  query =
    field.type === 'text'
      ? query.where(sql.ref(`r.${columnOf(name, field)}_key`), '=', sql`lower(${values[name]})`)
      : query.where(columnRef(def, name), '=', values[name]);
  for (const other of within) {
    query = values[other] == null ? query.where(columnRef(def, other), 'is', null) : query.where(columnRef(def, other), '=', values[other]);
  }
  if (exceptId !== undefined) query = query.where('r.id', '<>', exceptId);
  return query.limit(1);
}

/** True when another row of the organization already holds the value (takenQuery). */
export async function isTaken(trx: TenantTx, def: ResourceDef, orgId: number, name: string, values: Row, exceptId?: number) {
  return (await takenQuery(trx, def, orgId, name, values, exceptId).execute()).length > 0;
}

/** The ids of `ids` with no row in the organization's table. */
export async function missingIds(trx: TenantTx, table: string, orgId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await generic(trx)
    .selectFrom(table)
    .select('id')
    .where('org_id', '=', orgId)
    .where('id', '=', sql<number>`any(${ids}::bigint[])`)
    .execute();
  const present = new Set(found.map((r) => Number(r.id)));
  return ids.filter((id) => !present.has(id));
}
