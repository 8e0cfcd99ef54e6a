import { sql, type Kysely } from 'kysely';

// Row-level security is the second wall of tenancy: even a query that forgets `where org_id`
// sees only the organization of its transaction. Requests run tenant work under the role
// punchline_tenant (superusers and table owners would bypass RLS) with app.org_id set
// (see db/tenant.ts). A new tenant table calls punchline_enable_tenant_rls('name') in its migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$ begin
      -- Roles are cluster-wide: another database (or a DBA) may have made it already, and a user
      -- without CREATEROLE may use it but not create it.
      if not exists (select from pg_roles where rolname = 'punchline_tenant') then
        create role punchline_tenant nologin;
      end if;
    exception when duplicate_object then null; -- made at the same moment by a parallel migration
    end $$;
    do $$ begin
      -- Already a member (a DBA prepared the role) needs no grant, and may not be allowed one.
      if not pg_has_role(current_user, 'punchline_tenant', 'member') then
        execute format('grant punchline_tenant to %I', current_user);
      end if;
    end $$;
    grant usage on schema public to punchline_tenant;
    grant select, insert, update, delete on all tables in schema public to punchline_tenant;
    grant usage, select on all sequences in schema public to punchline_tenant;
    alter default privileges in schema public grant select, insert, update, delete on tables to punchline_tenant;
    alter default privileges in schema public grant usage, select on sequences to punchline_tenant;

    create function punchline_enable_tenant_rls(target regclass) returns void language plpgsql as $fn$
    begin
      execute format('alter table %s enable row level security', target);
      execute format('alter table %s force row level security', target);
      -- A setting once set on a pooled connection reads '' afterwards, not null: treat both as none.
      execute format(
        'create policy tenant_isolation on %s using (org_id = nullif(current_setting(''app.org_id'', true), '''')::bigint) '
        'with check (org_id = nullif(current_setting(''app.org_id'', true), '''')::bigint)', target);
    end $fn$;

    select punchline_enable_tenant_rls('departments');
    select punchline_enable_tenant_rls('employees');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop policy tenant_isolation on employees;
    drop policy tenant_isolation on departments;
    alter table employees disable row level security;
    alter table departments disable row level security;
    drop function punchline_enable_tenant_rls(regclass);
  `.execute(db);
}
