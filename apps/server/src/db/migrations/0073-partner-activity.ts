import { sql, type Kysely } from 'kysely';

// The partner screen (issue 36, docs/partner.md) shows each customer organization's last punch and
// its punches of the last 30 days. The only punch index by time led with the worker
// (org_id, employee_id, at), so both read every punch of the organization; this one makes them a
// short range read. Deleted punches are no activity and stay out of it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index punches_org_at_idx on punches (org_id, at desc) where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index punches_org_at_idx`.execute(db);
}
