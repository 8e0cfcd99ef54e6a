import { sql, type Kysely } from 'kysely';

// Connections and signed webhooks (issue 36, docs/webhooks.md). A connection is a collection of the
// toolkit; webhook_events is the outbox: one row per event per connection subscribed to it,
// written in the transaction of the change, delivered after commit by the webhook-deliver job,
// and kept as the delivery record with each of its attempts in webhook_attempts.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table webhook_connections (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null check (length(name) between 1 and 100),
      name_key text generated always as (lower(name)) stored,
      url text not null check (length(url) between 1 and 2000),
      event_types jsonb not null default '[]',
      active boolean not null default true,
      -- whsec_ and base64 of 32 random bytes, made on create (webhooks/connections.server.ts).
      secret text not null default '',
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index webhook_connections_name_key on webhook_connections (org_id, name_key);
    create index webhook_connections_list_idx on webhook_connections (org_id, name, id);
    select punchline_enable_tenant_rls('webhook_connections');

    create table webhook_events (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      connection_id bigint not null references webhook_connections(id) on delete cascade,
      event_id text not null,
      event_type text not null,
      -- The exact bytes signed and sent, every time (a replay too).
      body text not null,
      status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
      attempts integer not null default 0,
      -- Tries since the event was made or replayed: the retry schedule's position.
      round_attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      last_attempt_at timestamptz,
      last_http_status integer,
      last_error text,
      delivered_at timestamptz,
      created_at timestamptz not null default now()
    );
    create unique index webhook_events_event_key on webhook_events (connection_id, event_id);
    -- The head of a connection's queue: its oldest pending event.
    create index webhook_events_pending_idx on webhook_events (connection_id, id) where status = 'pending';
    create index webhook_events_list_idx on webhook_events (org_id, connection_id, id);
    select punchline_enable_tenant_rls('webhook_events');

    create table webhook_attempts (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      event_row_id bigint not null references webhook_events(id) on delete cascade,
      attempted_at timestamptz not null,
      duration_ms integer not null,
      http_status integer,
      response_body text,
      error text,
      delivered boolean not null
    );
    create index webhook_attempts_event_idx on webhook_attempts (event_row_id, id);
    select punchline_enable_tenant_rls('webhook_attempts');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table webhook_attempts; drop table webhook_events; drop table webhook_connections;`.execute(db);
}
