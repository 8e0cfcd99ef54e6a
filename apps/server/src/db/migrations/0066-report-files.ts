import { sql, type Kysely } from 'kysely';

// A report run delivered as a file (docs/reports.md "Big outputs"): the file is written as it is
// made, a megabyte per row, so neither making nor downloading it holds the whole file in memory,
// and any instance on the same database can serve it. Chunks go with their run.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table report_runs add column file_format text check (file_format in ('csv', 'xlsx'));
    alter table report_runs add column file_bytes bigint;
    create table report_file_chunks (
      org_id bigint not null references organizations(id) on delete cascade,
      run_id bigint not null references report_runs(id) on delete cascade,
      seq integer not null,
      bytes bytea not null,
      primary key (run_id, seq)
    );
    select punchline_enable_tenant_rls('report_file_chunks');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table report_file_chunks;
    alter table report_runs drop column file_bytes, drop column file_format;`.execute(db);
}
