import { sql, type Kysely } from 'kysely';

// A clock's identify throttle is read with its device token, before the organization is known
// (devices/device-auth.ts, issue 37): one statement finds the device and tells whether it is in a
// streak of failed identifications, so a clock out of any streak spends no statement on it. Like
// device_tokens and pairing_throttle, the table is outside row-level security: it holds counters
// per device and nothing else, and every statement on it names the device.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop policy tenant_isolation on device_identify_throttle;
    alter table device_identify_throttle no force row level security;
    alter table device_identify_throttle disable row level security;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`select punchline_enable_tenant_rls('device_identify_throttle')`.execute(db);
}
