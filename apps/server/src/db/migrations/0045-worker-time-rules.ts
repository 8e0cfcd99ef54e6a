import { sql, type Kysely } from 'kysely';

// A worker's own work-day boundary (issue 15): a night crew whose day starts at 18:00 beside a
// day crew at 00:00. Null means the organization's shift defaults; the worker's pay class and pay
// rule columns come with the time cards (0044).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table employees add column shift_starts_at text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table employees drop column shift_starts_at`.execute(db);
}
