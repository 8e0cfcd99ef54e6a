import { sql, type Kysely } from 'kysely';

// Messaging (issue 35, docs/messaging.md): messages administrators write to workers and
// administrators, the recipients a message was resolved to when it was sent (one row each, with
// read and acknowledgment), and every delivery attempt per channel (clock, push, mail, console).

// A restricted administrator sees the recipients who are workers they may see (migration 0041's form).
const unset = (s: string) => `(select coalesce(current_setting('${s}', true), '') = '')`;
const UNRESTRICTED = `(${unset('app.allowed_org_units')} and ${unset('app.allowed_departments')} and ${unset('app.allowed_labels')})`;
const WORKERS_OWN = `${UNRESTRICTED} or employee_id is null or exists (select 1 from employees e where e.id = employee_id)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table messaging_messages (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      subject text not null check (length(subject) between 1 and 200),
      body text not null check (length(body) between 1 and 5000),
      must_acknowledge boolean not null default false,
      employee_ids jsonb not null default '[]',
      team_ids jsonb not null default '[]',
      department_ids jsonb not null default '[]',
      org_unit_ids jsonb not null default '[]',
      label_ids jsonb not null default '[]',
      admin_ids jsonb not null default '[]',
      send_at timestamptz,
      status text not null default 'scheduled' check (status in ('scheduled', 'sent', 'canceled')),
      sent_at timestamptz,
      sender_user_id bigint references users(id) on delete set null,
      sender_org_user_id bigint references org_users(id) on delete set null,
      -- The sender's label restrictions when they wrote it: a scheduled send resolves within them.
      sender_restrictions jsonb not null default '{}',
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index messaging_messages_list_idx on messaging_messages (org_id, created_at desc, id);
    create index messaging_messages_due_idx on messaging_messages (send_at) where status = 'scheduled';
    select punchline_enable_tenant_rls('messaging_messages');

    create table messaging_recipients (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      message_id bigint not null references messaging_messages(id) on delete cascade,
      employee_id bigint references employees(id) on delete cascade,
      org_user_id bigint references org_users(id) on delete cascade,
      user_id bigint references users(id) on delete set null,
      name text not null,
      attempts integer not null default 1,
      read_at timestamptz,
      read_device_id bigint references devices(id) on delete set null,
      acknowledged_at timestamptz,
      acknowledged_device_id bigint references devices(id) on delete set null,
      created_at timestamptz not null default now(),
      check (employee_id is not null or org_user_id is not null)
    );
    create unique index messaging_recipients_worker on messaging_recipients (message_id, employee_id) where employee_id is not null;
    create unique index messaging_recipients_admin on messaging_recipients (message_id, org_user_id) where employee_id is null;
    create index messaging_recipients_pending on messaging_recipients (org_id, employee_id) where read_at is null or acknowledged_at is null;
    select punchline_enable_tenant_rls('messaging_recipients');

    create table messaging_deliveries (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      recipient_id bigint not null references messaging_recipients(id) on delete cascade,
      attempt integer not null,
      channel text not null check (channel in ('clock', 'push', 'mail', 'console')),
      outcome text not null check (outcome in ('delivered', 'queued', 'suppressed', 'no_address')),
      device_id bigint references devices(id) on delete set null,
      at timestamptz not null default now()
    );
    create index messaging_deliveries_recipient on messaging_deliveries (recipient_id, at);
    select punchline_enable_tenant_rls('messaging_deliveries');
  `.execute(db);
  await sql.raw(`create policy label_restrictions on messaging_recipients as restrictive using (${WORKERS_OWN})`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table messaging_deliveries; drop table messaging_recipients; drop table messaging_messages`.execute(db);
}
