import { sql, type Kysely } from 'kysely';

// Clock logs (issue 16, helper C): a decision (approve, reject, identify) changes a log, so it
// gets the version every changed record has: two supervisors deciding the same log at once
// cannot both win silently (409, docs/resources.md).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table clock_logs add column version integer not null default 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table clock_logs drop column version`.execute(db);
}
