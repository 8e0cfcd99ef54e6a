import { sql, type Kysely } from 'kysely';

// The access check runs before every organization request. As a PL/pgSQL function its plan is
// cached per connection instead of planned anew each time (about half its cost, see
// apps/server/bench/list.bench.ts). orgs/org-access.ts decides what the row means.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function punchline_org_access(p_user bigint, p_org bigint)
    returns table (
      sudo_type text, email_verified boolean, is_distributor_admin boolean, user_distributor_id bigint,
      org_distributor_id bigint, require_two_factor boolean, features text[], org_user_id bigint,
      permissions text[], totp_confirmed_at timestamptz
    )
    language plpgsql stable as $fn$
    begin
      return query
        select u.sudo_type, u.email_verified, u.is_distributor_admin, u.distributor_id, o.distributor_id,
               o.require_two_factor, o.features, ou.id, ou.permissions, t.confirmed_at
        from users u
        join organizations o on o.id = p_org
        left join org_users ou on ou.user_id = u.id and ou.org_id = p_org
        left join user_totp t on t.user_id = u.id
        where u.id = p_user;
    end $fn$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function punchline_org_access(bigint, bigint)`.execute(db);
}
