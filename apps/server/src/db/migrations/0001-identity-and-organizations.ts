import { sql, type Kysely } from 'kysely';

// Identity, organizations and the first tenant collections. Every tenant row carries org_id.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table server_settings (key text primary key, value jsonb not null);

    create table distributors (
      id bigint generated always as identity primary key,
      name text not null,
      console_name text not null,
      logo_url text
    );

    create table organizations (
      id bigint generated always as identity primary key,
      name text not null,
      active boolean not null default true,
      timezone text not null default 'America/New_York',
      subscription_state text not null default 'trial',
      original_subscription_state text,
      expire_date date,
      billing_customer_id text,
      distributor_id bigint references distributors(id),
      max_users integer not null default 25,
      max_devices integer not null default 5,
      features text[] not null default '{}',
      settings jsonb not null default '{}',
      created_at timestamptz not null default now()
    );

    create table users (
      id bigint generated always as identity primary key,
      email text not null,
      name text not null,
      password_hash text,
      email_verified boolean not null default false,
      sudo_type text check (sudo_type in ('staff', 'super')),
      is_app_admin boolean not null default false,
      is_distributor_admin boolean not null default false,
      distributor_id bigint references distributors(id),
      country_code text,
      notifications_enabled boolean not null default true,
      created_at timestamptz not null default now()
    );
    create unique index users_email_key on users (lower(email));

    create table org_users (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      user_id bigint not null references users(id) on delete cascade,
      permissions text[] not null default '{}',
      accepted boolean not null default false,
      last_accessed_at timestamptz,
      created_at timestamptz not null default now(),
      unique (org_id, user_id)
    );
    create index org_users_user_idx on org_users (user_id, last_accessed_at desc nulls last);

    create table auth_sessions (
      id text primary key,
      user_id bigint not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    );

    create table sign_in_attempts (
      id bigint generated always as identity primary key,
      email text not null,
      address text not null,
      succeeded boolean not null,
      created_at timestamptz not null default now()
    );
    create index sign_in_attempts_email_idx on sign_in_attempts (lower(email), created_at);
    create index sign_in_attempts_address_idx on sign_in_attempts (address, created_at);

    create table departments (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null,
      active boolean not null default true,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index departments_name_key on departments (org_id, lower(name));

    create table employees (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      first_name text not null,
      last_name text not null,
      middle_name text,
      display_name text,
      department_id bigint references departments(id),
      is_worker boolean not null default true,
      active boolean not null default true,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index employees_org_idx on employees (org_id, active);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table employees, departments, sign_in_attempts, auth_sessions, org_users, users,
    organizations, distributors, server_settings`.execute(db);
}
