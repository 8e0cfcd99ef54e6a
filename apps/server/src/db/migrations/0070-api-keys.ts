import { sql, type Kysely } from 'kysely';

// API keys (issue 36, docs/api-keys.md): a program calls the organization's API with a key an
// administrator made. Two tables, as with devices and their tokens:
// - api_keys: the key as the console shows and audits it (tenant table, row-level security): its
//   name, public id, permissions, label restrictions, who made it, when it was last used, revoked.
// - api_key_credentials: what the auth path needs before any organization is known (outside
//   row-level security, like device_tokens and sessions): the public id, the SHA-256 hash of the
//   whole key (never the key), and the key's rate-limit window. Deleted when the key is revoked,
//   so the next call with it finds nothing.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table api_keys (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      name text not null check (length(name) between 1 and 100),
      public_id text not null unique,
      permissions text[] not null default '{}',
      allowed_org_unit_ids bigint[] not null default '{}',
      allowed_department_ids bigint[] not null default '{}',
      allowed_label_ids bigint[] not null default '{}',
      allowed_job_ids bigint[] not null default '{}',
      created_by bigint not null references users(id),
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      revoked_at timestamptz,
      revoked_by bigint references users(id),
      version integer not null default 1
    );
    create index api_keys_list_idx on api_keys (org_id, created_at desc, id);
    select punchline_enable_tenant_rls('api_keys');

    create table api_key_credentials (
      public_id text primary key,
      key_id bigint not null unique references api_keys(id) on delete cascade,
      org_id bigint not null references organizations(id) on delete cascade,
      created_by bigint not null references users(id),
      token_hash bytea not null,
      -- Fixed one-minute windows: the window's start and the calls counted in it (api-keys/rate-limit.ts).
      window_started_at timestamptz not null default '-infinity',
      window_count integer not null default 0
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table api_key_credentials; drop table api_keys;`.execute(db);
}
