import { sql, type Kysely } from 'kysely';

// The label restriction policies of 0040 called current_setting for every row they checked: a
// 500-row page of labels cost 0.1-0.2 ms more for every caller, restricted or not
// (bench/list.bench.ts, docs/benchmarks.md). Here each setting is read by a scalar subquery,
// which PostgreSQL runs once per statement (an InitPlan), so a row costs a comparison with its
// result. The rules are the same: an unset setting ('' or null on a pooled connection) does not
// restrict; a set one holds the allowed ids ('{1,2}').
const unset = (s: string) => `(select coalesce(current_setting('${s}', true), '') = '')`;
// Cast outside the subquery: `= any((select ...)::bigint[])` compares with the array's items,
// where `= any((select ...))` would read the subquery as a set of rows.
const allowed = (s: string) => `((select nullif(current_setting('${s}', true), ''))::bigint[])`;
const UNITS = 'app.allowed_org_units';
const DEPARTMENTS = 'app.allowed_departments';
const LABELS = 'app.allowed_labels';
const UNRESTRICTED = `(${unset(UNITS)} and ${unset(DEPARTMENTS)} and ${unset(LABELS)})`;

const WORKER = `${UNRESTRICTED} or (
    (${unset(UNITS)} or org_unit_id = any(${allowed(UNITS)}))
    and (${unset(DEPARTMENTS)} or department_id = any(${allowed(DEPARTMENTS)}))
    and (${unset(LABELS)} or exists (select 1 from jsonb_array_elements_text(label_ids) e where e::bigint = any(${allowed(LABELS)}))))`;
const WORKERS_OWN = `${UNRESTRICTED} or exists (select 1 from employees e where e.id = employee_id)`;
const AUDIT = `${UNRESTRICTED} or case kind
    when 'employee' then exists (select 1 from employees e where e.id = record_id)
    when 'employeepayrate' then exists (select 1 from employee_pay_rates p where p.id = record_id)
    when 'orgunit' then exists (select 1 from org_units u where u.id = record_id)
    when 'department' then exists (select 1 from departments d where d.id = record_id)
    when 'label' then exists (select 1 from labels l where l.id = record_id)
    else true end`;

const POLICIES: { table: string; using: string; forSelect?: boolean }[] = [
  { table: 'employees', using: WORKER },
  { table: 'employee_pay_rates', using: WORKERS_OWN },
  { table: 'employee_avatars', using: WORKERS_OWN },
  { table: 'org_units', using: `${unset(UNITS)} or id = any(${allowed(UNITS)})` },
  { table: 'departments', using: `${unset(DEPARTMENTS)} or id = any(${allowed(DEPARTMENTS)})` },
  { table: 'labels', using: `type <> 'user' or ${unset(LABELS)} or id = any(${allowed(LABELS)})` },
  { table: 'audit_events', using: AUDIT, forSelect: true },
];

// 0040's per-row helpers, used by no policy once these are in place.
const HELPERS = `
  create function punchline_allows(setting text, value bigint) returns boolean language sql stable as $fn$
    select case when coalesce(current_setting(setting, true), '') = '' then true
                else coalesce(value = any(current_setting(setting, true)::bigint[]), false) end
  $fn$;
  create function punchline_allows_any(setting text, ids jsonb) returns boolean language sql stable as $fn$
    select case when coalesce(current_setting(setting, true), '') = '' then true
                else exists (select 1 from jsonb_array_elements_text(ids) e
                             where e::bigint = any(current_setting(setting, true)::bigint[])) end
  $fn$;
  create function punchline_restricted() returns boolean language sql stable as $fn$
    select coalesce(current_setting('app.allowed_org_units', true), '') <> ''
        or coalesce(current_setting('app.allowed_departments', true), '') <> ''
        or coalesce(current_setting('app.allowed_labels', true), '') <> ''
  $fn$;`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, using, forSelect } of POLICIES) {
    await sql`drop policy label_restrictions on ${sql.table(table)}`.execute(db);
    await sql
      .raw(`create policy label_restrictions on ${table} as restrictive ${forSelect ? 'for select ' : ''}using (${using})`)
      .execute(db);
  }
  await sql`drop function punchline_allows(text, bigint), punchline_allows_any(text, jsonb), punchline_restricted()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(HELPERS).execute(db);
  const old: Record<string, string> = {
    employees: `punchline_allows('${UNITS}', org_unit_id) and punchline_allows('${DEPARTMENTS}', department_id)
      and punchline_allows_any('${LABELS}', label_ids)`,
    employee_pay_rates: 'not punchline_restricted() or exists (select 1 from employees e where e.id = employee_id)',
    employee_avatars: 'not punchline_restricted() or exists (select 1 from employees e where e.id = employee_id)',
    org_units: `punchline_allows('${UNITS}', id)`,
    departments: `punchline_allows('${DEPARTMENTS}', id)`,
    labels: `type <> 'user' or punchline_allows('${LABELS}', id)`,
    audit_events: AUDIT.replace(UNRESTRICTED, 'not punchline_restricted()'),
  };
  for (const { table, forSelect } of POLICIES) {
    await sql`drop policy label_restrictions on ${sql.table(table)}`.execute(db);
    await sql
      .raw(`create policy label_restrictions on ${table} as restrictive ${forSelect ? 'for select ' : ''}using (${old[table]})`)
      .execute(db);
  }
}
