import { sql, type Kysely } from 'kysely';

// Billing (issue 36, docs/billing.md): plans as data, each organization's plan, seats and payment
// provider, the history of its subscription states, invoices (issued here by the built-in
// provider, or read back from Stripe), and the Stripe webhook events already handled (by id, so a
// repeated delivery changes nothing twice).

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table billing_plans (
      id text primary key check (id ~ '^[a-z][a-z0-9_-]{0,39}$'),
      name text not null,
      seat_price_cents integer not null check (seat_price_cents > 0),
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      seats_per_block integer not null check (seats_per_block > 0),
      devices_per_block integer not null check (devices_per_block > 0),
      -- The Stripe price with per-seat quantity this plan is sold at, when Stripe is used.
      stripe_price_id text,
      sort integer not null default 0,
      active boolean not null default true
    );
    insert into billing_plans (id, name, seat_price_cents, currency, seats_per_block, devices_per_block, sort) values
      ('starter', 'Starter', 400, 'USD', 10, 1, 1),
      ('standard', 'Standard', 600, 'USD', 5, 1, 2),
      ('plus', 'Plus', 900, 'USD', 5, 2, 3);
    -- Every organization reads the plans; none may change them.
    revoke insert, update, delete on billing_plans from punchline_tenant;

    alter table distributors
      add column billing_provider text check (billing_provider in ('builtin', 'stripe'));
    alter table organizations
      add column plan_id text references billing_plans(id),
      add column seats integer check (seats > 0),
      -- null: the distributor's provider, else Stripe when configured, else built-in invoices.
      add column billing_provider text check (billing_provider in ('builtin', 'stripe')),
      -- The first day of the next billing period: the built-in provider's next invoice.
      add column next_invoice_date date,
      add column past_due_since timestamptz,
      add column stripe_subscription_id text,
      -- The provider time of the last event applied to the state: older events never move it back.
      add column billing_event_at timestamptz,
      add column billing_version integer not null default 1;
    create index organizations_billing_due_idx on organizations (subscription_state, expire_date);
    create unique index organizations_billing_customer_key on organizations (billing_customer_id) where billing_customer_id is not null;

    create table billing_state_changes (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      from_state text not null,
      to_state text not null,
      event text not null,
      source text not null check (source in ('signup', 'user', 'job', 'webhook', 'admin', 'demo')),
      by_user_id bigint references users(id) on delete set null,
      provider_event_id text,
      at timestamptz not null default now()
    );
    create index billing_state_changes_org_idx on billing_state_changes (org_id, id desc);
    select punchline_enable_tenant_rls('billing_state_changes');

    create table billing_invoices (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      provider text not null check (provider in ('builtin', 'stripe')),
      provider_invoice_id text unique,
      number text not null,
      period_start date not null,
      period_end date not null,
      issued_at timestamptz not null,
      due_date date not null,
      currency text not null,
      total_cents bigint not null check (total_cents >= 0),
      status text not null check (status in ('draft', 'open', 'paid', 'void')),
      lines jsonb not null default '[]',
      paid_at timestamptz,
      paid_by_user_id bigint references users(id) on delete set null,
      version integer not null default 1,
      unique (org_id, number),
      check (period_end >= period_start)
    );
    -- The billing job issues one built-in invoice a period, whatever runs it twice.
    create unique index billing_invoices_period_key on billing_invoices (org_id, period_start) where provider = 'builtin' and status <> 'void';
    create index billing_invoices_list_idx on billing_invoices (org_id, issued_at desc, id desc);
    select punchline_enable_tenant_rls('billing_invoices');

    -- Stripe's webhook events by id: handled once. Written by the webhook before any tenant is
    -- known, so not a tenant table, and not readable by the tenant role.
    create table billing_events (
      event_id text primary key,
      provider text not null,
      type text not null,
      org_id bigint references organizations(id) on delete set null,
      created_at timestamptz not null,
      received_at timestamptz not null default now(),
      outcome text not null
    );
    revoke all on billing_events from punchline_tenant;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table billing_events, billing_invoices, billing_state_changes;
    drop index organizations_billing_due_idx;
    drop index organizations_billing_customer_key;
    alter table organizations drop column plan_id, drop column seats, drop column billing_provider, drop column next_invoice_date,
      drop column past_due_since, drop column stripe_subscription_id, drop column billing_event_at, drop column billing_version;
    alter table distributors drop column billing_provider;
    drop table billing_plans;
  `.execute(db);
}
