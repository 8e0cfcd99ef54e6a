import { sql, type Kysely } from 'kysely';

// Time off (issue 20), first part: the codes time off is taken under (Vacation, Sick), paid or not,
// counted toward overtime or not, the pay code they are paid under, and whether they are taken in
// hours or in days (a day being the organization's fullDayDuration).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table time_off_codes (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      version integer not null default 1,
      name text not null,
      -- The toolkit's uniqueness check compares this (migration 0033).
      name_key text generated always as (lower(name)) stored,
      code text not null,
      code_key text generated always as (lower(code)) stored,
      active boolean not null default true,
      paid boolean not null default true,
      counts_toward_overtime boolean not null default false,
      pay_code_id bigint references pay_codes(id),
      unit text not null default 'hours' check (unit in ('hours', 'days')),
      color text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index time_off_codes_name_key on time_off_codes (org_id, name_key);
    create unique index time_off_codes_code_key on time_off_codes (org_id, code_key);
    create index time_off_codes_paging_idx on time_off_codes (org_id, name, id);
    select punchline_enable_tenant_rls('time_off_codes');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table time_off_codes`.execute(db);
}
