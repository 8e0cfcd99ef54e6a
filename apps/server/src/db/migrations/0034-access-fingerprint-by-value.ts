import { sql, type Kysely } from 'kysely';

// The fingerprint of an access row (0032) was the versions (xmin) of the four rows behind it, so
// any write to them made a remembered decision stale, even one that changes nothing the decision
// reads. The console's session call stamps org_users.last_accessed_at on every page load, and an
// organization's settings live in its row: each made the next read of every such caller fail its
// guard and start over from a fresh row (orgs/org-access.ts). The fingerprint is now a hash of the
// values the decision reads, in the order of the view's columns; the membership's id stays in it,
// so a membership removed and granted again is a new one.
const view = (fingerprint: ReturnType<typeof sql.raw>) => sql`
  create or replace view punchline_org_access_rows as
    select u.id as user_id, o.id as org_id,
           u.sudo_type, u.email_verified, u.is_distributor_admin, u.distributor_id as user_distributor_id,
           o.distributor_id as org_distributor_id, o.require_two_factor, o.features,
           ou.id as org_user_id, ou.permissions, t.confirmed_at as totp_confirmed_at,
           ${fingerprint} as fingerprint
    from users u
    cross join organizations o
    left join org_users ou on ou.user_id = u.id and ou.org_id = o.id
    left join user_totp t on t.user_id = u.id`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // row(...)::text writes a null as nothing and quotes text that needs it, so distinct values
  // never print alike.
  await view(
    sql.raw(`md5(row(u.sudo_type, u.email_verified, u.is_distributor_admin, u.distributor_id, o.distributor_id,
      o.require_two_factor, o.features, ou.id, ou.permissions, t.confirmed_at)::text)`),
  ).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await view(sql.raw(`concat_ws('.', u.xmin, o.xmin, coalesce(ou.xmin::text, '-'), coalesce(t.xmin::text, '-'))`)).execute(db);
}
