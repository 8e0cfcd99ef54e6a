import { sql, type Kysely } from 'kysely';

// A photo of a document from the web clock (issue 35, docs/credentials.md "At the clock"): a
// credential policy says whether a worker lacking one of its credentials may photograph the
// document at the clock for a manager to check. Off unless the administrator allows it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table credential_policies add column allow_clock_photo boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table credential_policies drop column allow_clock_photo`.execute(db);
}
