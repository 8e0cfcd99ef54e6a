import { sql, type Kysely } from 'kysely';
import type { DatabaseMetadata } from 'kysely-codegen';

// A text column limited by `check (col in ('a', 'b'))` is typed as 'a' | 'b', as an enum type
// would be: the database keeps the list, so the type cannot drift from it. PostgreSQL prints such
// a constraint as CHECK ((col = ANY (ARRAY['a'::text, 'b'::text]))); any other shape stays text.
const LIST_CHECK = /^CHECK \(\((\w+) = ANY \(ARRAY\[(.+)\]\)\)\)$/;
const LIST_VALUE = /^'((?:[^']|'')*)'::text$/;

type CheckRow = { table_name: string; definition: string };

function listedValues(definition: string): { column: string; values: string[] } | undefined {
  const match = LIST_CHECK.exec(definition);
  if (!match?.[1] || !match[2]) return undefined;
  const values = match[2].split(', ').map((item) => LIST_VALUE.exec(item)?.[1]?.replaceAll("''", "'"));
  return values.every((value) => value !== undefined) ? { column: match[1], values } : undefined;
}

/** kysely-codegen postprocess: gives the columns of public tables their checked value lists. */
export async function typeCheckedLists({ db, metadata }: { db: Kysely<unknown>; metadata: DatabaseMetadata }): Promise<DatabaseMetadata> {
  const { rows } = await sql<CheckRow>`
    select conrelid::regclass::text as table_name, pg_get_constraintdef(oid) as definition
    from pg_constraint where contype = 'c' and connamespace = 'public'::regnamespace`.execute(db);
  for (const row of rows) {
    const list = listedValues(row.definition);
    const table = metadata.tables.find((t) => t.schema === 'public' && t.name === row.table_name);
    const column = table?.columns.find((c) => c.name === list?.column && c.dataType === 'text' && !c.isArray);
    if (list && column) column.enumValues = list.values;
  }
  return metadata;
}
