import { sql, type Kysely } from 'kysely';

// Identity and tenancy (issue 3): single-use mail tokens, TOTP enrolment, the two-factor
// sign-in step on sessions, the organization login requirement, the mail outbox, and two tenant
// tables (invitations, delegate grants) behind row-level security.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table organizations add column require_two_factor boolean not null default false;
    alter table auth_sessions add column totp_pending boolean not null default false;
    alter table auth_sessions add column totp_failures integer not null default 0;

    create table user_tokens (
      id bigint generated always as identity primary key,
      user_id bigint not null references users(id) on delete cascade,
      purpose text not null check (purpose in ('verify-email', 'reset-password')),
      token_hash text not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index user_tokens_user_idx on user_tokens (user_id, purpose, created_at);

    create table user_totp (
      user_id bigint primary key references users(id) on delete cascade,
      secret text not null,
      confirmed_at timestamptz,
      last_step bigint,
      created_at timestamptz not null default now()
    );

    create table mail_outbox (
      id bigint generated always as identity primary key,
      to_address text not null,
      subject text not null,
      text_body text not null,
      created_at timestamptz not null default now()
    );

    create table org_invitations (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      org_user_id bigint not null references org_users(id) on delete cascade,
      email text not null,
      invited_by_user_id bigint references users(id) on delete set null,
      created_at timestamptz not null default now(),
      accepted_at timestamptz
    );
    create index org_invitations_org_idx on org_invitations (org_id, created_at desc);
    select punchline_enable_tenant_rls('org_invitations');

    create table delegate_grants (
      id bigint generated always as identity primary key,
      org_id bigint not null references organizations(id) on delete cascade,
      org_user_id bigint not null references org_users(id) on delete cascade,
      issued_by_user_id bigint not null references users(id) on delete cascade,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    );
    create index delegate_grants_org_idx on delegate_grants (org_id, created_at desc);
    select punchline_enable_tenant_rls('delegate_grants');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table delegate_grants, org_invitations, mail_outbox, user_totp, user_tokens;
    alter table auth_sessions drop column totp_failures, drop column totp_pending;
    alter table organizations drop column require_two_factor;
  `.execute(db);
}
