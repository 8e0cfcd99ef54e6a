import { columnOf, RESOURCES } from '@punchline/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createOrg } from '../../test/test-app';
import { createTestDb } from '../../test/test-db';
import { writeTenant } from '../db/tenant';
import { takenQuery } from './sql';

const uniqueFields = RESOURCES.flatMap((def) =>
  Object.entries(def.fields)
    .filter(([, field]) => field.unique)
    .map(([name]) => ({ def, name })),
);

describe('uniqueness checks under row-level security', async () => {
  const { db } = await createTestDb();
  const orgId = await createOrg(db, 'Alpha');
  // Workers have several indexes leading with org_id: with an empty table every one costs the
  // same, so give the planner an organization of workers to choose between them.
  await sql`insert into employees (org_id, first_name, last_name, employee_number, email, nfc_tag_id)
    select ${orgId}, 'Worker', 'No ' || n, 'E' || n, 'w' || n || '@example.com', 'tag-' || n from generate_series(1, 2000) n`.execute(db);
  await sql`analyze employees`.execute(db);
  // Pay rules too (issue 15): an empty table of wide rows estimates a row or two for any index
  // leading with org_id, so the list index (org_id, name, id) tied with the name's.
  await sql`insert into pay_rules (org_id, name) select ${orgId}, 'Rule ' || n from generate_series(1, 500) n`.execute(db);
  await sql`analyze pay_rules`.execute(db);
  await sql`insert into jobs (org_id, name, code) select ${orgId}, 'Job ' || n, 'J' || n from generate_series(1, 500) n`.execute(db);
  await sql`analyze jobs`.execute(db);
  // Net pay's adjustment codes (issue 33) tie the same way: (org_id, code, id) against code_key's.
  await sql`insert into netpay_adjustment_codes (org_id, code, name, kind, calculation, amount)
    select ${orgId}, 'C' || n, 'Code ' || n, 'earning', 'fixed', 1 from generate_series(1, 500) n`.execute(db);
  await sql`analyze netpay_adjustment_codes`.execute(db);
  // Attendance policies (issue 34), wide rows too: (org_id, priority, id) against name_key's.
  await sql`insert into discipline_policies (org_id, name) select ${orgId}, 'Policy ' || n from generate_series(1, 500) n`.execute(db);
  await sql`analyze discipline_policies`.execute(db);
  // Since every primary key leads with org_id too (issue 37, migration 0079), (org_id, id) ties with
  // the name's index on any empty table: these collections get an organization of rows as well.
  const more: [string, string, string][] = [
    ['custom_fields', 'type, applies_to', `'bool', 'user'`],
    ['integration_templates', 'data_source, template, filename, base', `'punches', '', 'x.csv', 'csv'`],
    ['devices', '', ''],
    ['geo_rules', 'shape', `'circle'`],
    ['credential_policies', '', ''],
    ['health_questionnaires', 'contact_text', `'Call the office'`],
    ['briefing_types', '', ''],
  ];
  for (const [table, columns, values] of more) {
    await sql
      .raw(
        `insert into ${table} (org_id, name${columns ? `, ${columns}` : ''})
          select ${orgId}, 'Row ' || n${values ? `, ${values}` : ''} from generate_series(1, 500) n; analyze ${table}`,
      )
      .execute(db);
  }

  it('covers every unique field of every collection', () => {
    expect(uniqueFields.map(({ def, name }) => `${def.path}.${name}`)).toEqual(
      expect.arrayContaining(['departments.name', 'labels.name', 'orgunits.name', 'customfields.name']),
    );
  });

  // With sequential scans priced out, the plan still scans the table only where no index can serve
  // the check: as it did when text was compared through lower(), which is not leakproof.
  it.each(uniqueFields.map(({ def, name }) => [`${def.path}.${name}`, def, name] as const))(
    '%s is checked through its unique index, not a scan of the organization',
    async (_label, def, name) => {
      const sample = (field: string) =>
        def.fields[field]!.type === 'date' ? '2026-01-05' : def.fields[field]!.type === 'ref' ? 1 : 'user';
      const values = Object.fromEntries(Object.keys(def.fields).map((field) => [field, field === name ? 'Kitchen' : sample(field)]));
      if (def.fields[name]!.type === 'date') values[name] = '2026-01-05';
      const key = def.fields[name]!.type === 'text' ? `${columnOf(name, def.fields[name]!)}_key` : columnOf(name, def.fields[name]!);
      const plan = await writeTenant(db, orgId, async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const query = takenQuery(trx, def, orgId, name, values, 7).compile();
        const explained = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `explain ${query.sql}` });
        return explained.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      // The index finds the name itself, not just every row of the organization (or of one type).
      expect(plan).toMatch(/Index (Only )?Scan using /);
      expect(plan).toMatch(new RegExp(`Index Cond: [^\\n]*\\b${key} = `));
      expect(plan).not.toMatch(/Seq Scan/);
    },
  );

  it('still compares without case', async () => {
    await db.insertInto('labels').values({ org_id: orgId, name: 'Night Shift', type: 'work' }).execute();
    const labels = RESOURCES.find((d) => d.path === 'labels')!;
    const taken = (name: string, type: string) =>
      writeTenant(db, orgId, async (trx) => (await takenQuery(trx, labels, orgId, 'name', { name, type }).execute()).length > 0);
    expect(await taken('NIGHT SHIFT', 'work')).toBe(true);
    expect(await taken('night shift', 'user')).toBe(false);
    expect(await taken('Day Shift', 'work')).toBe(false);
  });
});
