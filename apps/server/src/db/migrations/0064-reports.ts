import { sql, type Kysely } from 'kysely';

// Reports (docs/reports.md): every run is kept with what it was asked, who asked, the instant its
// data was read (cutoff) and its answer, so it can be reopened exactly as it was, re-run and
// compared. Memorized reports are templates (SPEC section 7 reports/templates); a template with a
// schedule is sent by mail on that schedule.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table report_templates (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      report text not null,
      name text not null check (length(name) between 1 and 200),
      params jsonb not null default '{}',
      owner_id bigint references users(id) on delete set null,
      shared_with jsonb not null default '[]',
      schedule jsonb,
      next_run_at timestamptz,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index report_templates_org_idx on report_templates (org_id, id);
    create index report_templates_due_idx on report_templates (next_run_at) where next_run_at is not null;
    select punchline_enable_tenant_rls('report_templates');

    create table report_runs (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      report text not null,
      params jsonb not null default '{}',
      run_by bigint references users(id) on delete set null,
      template_id bigint references report_templates(id) on delete set null,
      trigger text not null default 'console' check (trigger in ('console', 'api', 'schedule')),
      state text not null default 'queued' check (state in ('queued', 'running', 'done', 'failed')),
      progress real not null default 0,
      cutoff timestamptz,
      row_count integer,
      result jsonb,
      error text,
      keep_until timestamptz,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    );
    create index report_runs_latest_idx on report_runs (org_id, id desc);
    create index report_runs_expiry_idx on report_runs (keep_until) where keep_until is not null;
    select punchline_enable_tenant_rls('report_runs');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table report_runs; drop table report_templates;`.execute(db);
}
