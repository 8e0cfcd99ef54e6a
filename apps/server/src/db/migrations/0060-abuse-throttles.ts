import { sql, type Kysely } from 'kysely';

// Throttles of guessing (issue 30), kept in PostgreSQL so they hold across restarts and across
// server instances:
// - device_identify_throttle: per clock, the streak of failed identifications (an unknown or
//   inactive PIN, tag, badge or face) and when the clock may try again (devices/identify-throttle.ts).
// - pairing_throttle: per network address, failed pairing codes and when the address may try
//   again (devices/pair-limiter.ts). Outside row-level security: a pairing attempt has no
//   organization until its code is found, like device_pairing_codes.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table device_identify_throttle (
      device_id bigint primary key references devices(id) on delete cascade,
      org_id bigint not null references organizations(id) on delete cascade,
      failures integer not null default 0,
      streak_started_at timestamptz,
      last_failure_at timestamptz,
      next_attempt_at timestamptz not null default '-infinity',
      -- The streak's failures when administrators were last told (0: not yet in this streak).
      alerted_failures integer not null default 0
    );
    create index device_identify_throttle_org_idx on device_identify_throttle (org_id);
    select punchline_enable_tenant_rls('device_identify_throttle');

    create table pairing_throttle (
      address text primary key,
      failures integer not null default 0,
      last_failure_at timestamptz not null,
      next_attempt_at timestamptz not null default '-infinity'
    );
    create index pairing_throttle_last_failure_idx on pairing_throttle (last_failure_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table pairing_throttle; drop table device_identify_throttle;`.execute(db);
}
