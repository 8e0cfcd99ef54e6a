import { sql, type Kysely } from 'kysely';

// Payroll exports of a pay period without a pay run (docs/payroll-exports.md "A pay period
// without a run"): kept in the same table as a run's exports, with the period's days instead of
// the run. Each export names one or the other.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table pay_run_exports alter column pay_run_id drop not null;
    alter table pay_run_exports add column period_start date;
    alter table pay_run_exports add column period_end date;
    alter table pay_run_exports add constraint pay_run_exports_run_or_period
      check ((pay_run_id is null) = (period_start is not null and period_end is not null));
    create index pay_run_exports_period_idx on pay_run_exports (org_id, period_start, id desc) where pay_run_id is null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from pay_run_exports where pay_run_id is null;
    drop index pay_run_exports_period_idx;
    alter table pay_run_exports drop constraint pay_run_exports_run_or_period;
    alter table pay_run_exports drop column period_end;
    alter table pay_run_exports drop column period_start;
    alter table pay_run_exports alter column pay_run_id set not null;
  `.execute(db);
}
