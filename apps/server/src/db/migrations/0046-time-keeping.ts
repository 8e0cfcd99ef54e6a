import { sql, type Kysely } from 'kysely';

// Time keeping (issue 16): the clocks that send punches (devices, their pairing codes and tokens),
// every attempt a clock makes (clock logs, with face photos), what a punch records beyond its
// instant (device, verification, location, punch code, custom fields, entry state, who edited it),
// workers' missed-punch requests, geo rules, and supervisors' approvals of time cards.
// docs/time-keeping.md explains the model.

const unset = (s: string) => `(select coalesce(current_setting('${s}', true), '') = '')`;
const UNRESTRICTED = `(${unset('app.allowed_org_units')} and ${unset('app.allowed_departments')} and ${unset('app.allowed_labels')})`;
const WORKERS_OWN = `${UNRESTRICTED} or exists (select 1 from employees e where e.id = employee_id)`;
// An attempt nobody was recognised in belongs to no worker: every administrator of the clocks sees it.
const WORKERS_OWN_OR_NOBODY = `employee_id is null or ${WORKERS_OWN}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table devices (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null,
      org_unit_id bigint references org_units(id) on delete set null,
      time_zone text,
      -- Identification methods this clock may use, among pin, nfc, qr, face (null: the defaults').
      identification_methods text[],
      -- pending: made in the console, waiting for its pairing code; active: paired; revoked: refused.
      status text not null default 'pending' check (status in ('pending', 'active', 'revoked')),
      paired_at timestamptz,
      revoked_at timestamptz,
      last_seen_at timestamptz,
      app_version text,
      platform text,
      created_at timestamptz not null default now(),
      version integer not null default 1
    );
    create index devices_org_idx on devices (org_id, id);
    select punchline_enable_tenant_rls('devices');

    -- Looked up before the organization is known (a clock presents only its code or token), so
    -- these two are outside row-level security, like sessions; they hold hashes, never secrets.
    create table device_pairing_codes (
      code_hash text primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      device_id bigint not null references devices(id) on delete cascade,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    );
    create index device_pairing_codes_device_idx on device_pairing_codes (device_id);
    create table device_tokens (
      token_hash text primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      device_id bigint not null references devices(id) on delete cascade,
      created_at timestamptz not null default now()
    );
    create index device_tokens_device_idx on device_tokens (device_id);

    create table face_photos (
      id uuid primary key default gen_random_uuid(),
      org_id bigint not null references organizations(id) on delete cascade,
      content_type text not null,
      content bytea not null,
      created_at timestamptz not null default now()
    );
    select punchline_enable_tenant_rls('face_photos');

    -- One row per attempt a clock made, accepted or refused (refused ones show PA).
    create table clock_logs (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      device_id bigint references devices(id) on delete set null,
      employee_id bigint references employees(id) on delete cascade,
      -- Made on the device for the submission: a retry finds the first answer here.
      client_id uuid not null,
      -- The instant of the attempt as the device says (its real time, even when sent offline).
      at timestamptz not null,
      device_at timestamptz,
      received_at timestamptz not null default now(),
      type text not null check (type in ('in', 'out', 'auto')),
      method text not null check (method in ('pin', 'nfc', 'qr', 'face', 'web', 'manager')),
      outcome text not null check (outcome in ('accepted', 'refused')),
      refusal_code text,
      refusal text,
      punch_id bigint,
      -- The answer given to the device, replayed as is on a retry.
      response jsonb not null,
      face_status text,
      face_score real,
      face_liveness real,
      face_matches jsonb,
      face_photo_id uuid references face_photos(id) on delete set null,
      latitude double precision,
      longitude double precision,
      accuracy_m real,
      costing jsonb,
      punch_code_id bigint references punch_codes(id) on delete set null,
      offline boolean not null default false,
      tampered boolean not null default false,
      geo text check (geo in ('inside', 'outside', 'unknown')),
      decision text check (decision in ('approved', 'rejected')),
      decided_by bigint references users(id) on delete set null,
      decided_at timestamptz,
      created_at timestamptz not null default now()
    );
    create unique index clock_logs_client_id_key on clock_logs (org_id, client_id);
    create index clock_logs_list_idx on clock_logs (org_id, at desc, id desc);
    create index clock_logs_worker_idx on clock_logs (org_id, employee_id, at);
    select punchline_enable_tenant_rls('clock_logs');

    alter table punches
      add column device_id bigint references devices(id) on delete set null,
      add column clock_log_id bigint references clock_logs(id) on delete set null,
      add column device_at timestamptz,
      add column created_by bigint references users(id) on delete set null,
      add column edited_by bigint references users(id) on delete set null,
      add column edited_at timestamptz,
      add column flagged boolean not null default false,
      add column offline boolean not null default false,
      add column tampered boolean not null default false,
      add column attempted boolean not null default false,
      add column face text check (face in ('ok', 'failed', 'unverified')),
      add column geo text check (geo in ('inside', 'outside', 'unknown')),
      add column cred text check (cred in ('ok', 'failed')),
      add column latitude double precision,
      add column longitude double precision,
      add column accuracy_m real,
      add column punch_code_id bigint references punch_codes(id) on delete set null,
      add column entry_state_id bigint references entry_states(id) on delete set null,
      add column custom_fields jsonb not null default '{}';
    alter table clock_logs add constraint clock_logs_punch_fk foreign key (punch_id) references punches(id) on delete set null;

    create table missed_punch_requests (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      employee_id bigint not null references employees(id) on delete cascade,
      device_id bigint references devices(id) on delete set null,
      client_id uuid not null,
      at timestamptz not null,
      type text not null check (type in ('in', 'out')),
      note text,
      costing jsonb,
      state text not null default 'pending' check (state in ('pending', 'approved', 'rejected')),
      decided_by bigint references users(id) on delete set null,
      decided_at timestamptz,
      decision_note text,
      punch_id bigint references punches(id) on delete set null,
      created_at timestamptz not null default now(),
      version integer not null default 1
    );
    create unique index missed_punch_requests_client_id_key on missed_punch_requests (org_id, client_id);
    create index missed_punch_requests_list_idx on missed_punch_requests (org_id, state, at desc);
    select punchline_enable_tenant_rls('missed_punch_requests');

    create table geo_rules (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null,
      shape text not null check (shape in ('circle', 'polygon')),
      latitude double precision,
      longitude double precision,
      radius_m double precision,
      -- [[lat, lng], ...] for a polygon.
      polygon jsonb,
      org_unit_ids bigint[] not null default '{}',
      employee_ids bigint[] not null default '{}',
      active boolean not null default true,
      created_at timestamptz not null default now(),
      version integer not null default 1
    );
    select punchline_enable_tenant_rls('geo_rules');

    -- A supervisor's approval of a worker's card: what was approved is the card's fingerprint,
    -- so a card changed after approval shows it is no longer the approved one.
    create table timecard_approvals (
      org_id bigint not null references organizations(id) on delete cascade,
      employee_id bigint not null references employees(id) on delete cascade,
      period_start date not null,
      fingerprint text not null,
      approved_by bigint references users(id) on delete set null,
      approved_at timestamptz not null default now(),
      primary key (org_id, employee_id, period_start)
    );
    select punchline_enable_tenant_rls('timecard_approvals');
  `.execute(db);
  for (const table of ['missed_punch_requests', 'timecard_approvals']) {
    await sql.raw(`create policy label_restrictions on ${table} as restrictive using (${WORKERS_OWN})`).execute(db);
  }
  await sql.raw(`create policy label_restrictions on clock_logs as restrictive using (${WORKERS_OWN_OR_NOBODY})`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table timecard_approvals;
    drop table geo_rules;
    drop table missed_punch_requests;
    alter table clock_logs drop constraint clock_logs_punch_fk;
    alter table punches
      drop column device_id, drop column clock_log_id, drop column device_at, drop column created_by,
      drop column edited_by, drop column edited_at, drop column flagged, drop column offline,
      drop column tampered, drop column attempted, drop column face, drop column geo, drop column cred,
      drop column latitude, drop column longitude, drop column accuracy_m, drop column punch_code_id,
      drop column entry_state_id, drop column custom_fields;
    drop table clock_logs;
    drop table face_photos;
    drop table device_tokens;
    drop table device_pairing_codes;
    drop table devices;
  `.execute(db);
}
