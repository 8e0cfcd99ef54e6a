import { sql, type Kysely } from 'kysely';

// A new customer can use what they signed up for (issue 30, docs/identity.md "Features").
// - distributors.trial_features: the features a partner's new organizations start their trial
//   with; null (the default) means every feature.
// - Organizations signed up before sign-up granted anything have no feature at all, so their owners
//   met "This organization does not have the ... feature." everywhere. Each of them gets the trial
//   set: every feature (no distributor has a trial set of its own before this migration). Only
//   organizations with an empty list are touched: one that has any feature was set up
//   deliberately (the demo, fixtures) and keeps it.
// The list below is the FEATURES of packages/domain on the day of this migration, written out so
// that a feature added later does not change what this migration did.
const FEATURES_AT_0063 = [
  'credential',
  'document',
  'entry_state',
  'integration',
  'notification',
  'schedule',
  'netpay',
  'pay_run',
  'payroll',
  'pto',
  'time_off_accrual',
  'job_costing',
  'job_category',
  'punch_codes',
  'briefing',
  'bg_geo',
  'customfield',
  'face',
  'geo',
  'discipline',
  'api',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table distributors add column trial_features text[]`.execute(db);
  await sql`
    update organizations set features = ${FEATURES_AT_0063}::text[] where cardinality(features) = 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The features granted stay: nothing tells them apart from features granted since.
  await sql`alter table distributors drop column trial_features`.execute(db);
}
