import { sql, type Kysely } from 'kysely';

// The access check reads one row of this view (orgs/org-access.ts), as a prepared statement, so
// its plan is cached per connection. Reads also reuse a caller's row from memory
// (orgs/access-cache.ts) and send their query in the same round trip as BEGIN, behind a guard
// that the row's fingerprint is still current: when it is not (a permission revoked, two-factor
// now required), the guard fails, the transaction aborts before the
// query reads anything, and the server decides again from the fresh row.
// The fingerprint is the row versions (xmin) of the four rows the decision reads, or nothing where
// a row is missing: any update, insert or delete of one of them changes it. It also changes on
// edits that do not matter to access (a renamed organization), which costs one fresh check.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop function punchline_org_access(bigint, bigint);

    create view punchline_org_access_rows as
      select u.id as user_id, o.id as org_id,
             u.sudo_type, u.email_verified, u.is_distributor_admin, u.distributor_id as user_distributor_id,
             o.distributor_id as org_distributor_id, o.require_two_factor, o.features,
             ou.id as org_user_id, ou.permissions, t.confirmed_at as totp_confirmed_at,
             concat_ws('.', u.xmin, o.xmin, coalesce(ou.xmin::text, '-'), coalesce(t.xmin::text, '-')) as fingerprint
      from users u
      cross join organizations o
      left join org_users ou on ou.user_id = u.id and ou.org_id = o.id
      left join user_totp t on t.user_id = u.id;
    grant select on punchline_org_access_rows to punchline_tenant;

    -- A tenant transaction's guard (db/tenant.ts): anything but true aborts it.
    create function punchline_guard(passed boolean) returns void
    language plpgsql as $fn$
    begin
      if passed is not true then
        raise exception 'the guard of this transaction failed' using errcode = 'PLGRD';
      end if;
    end $fn$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop function punchline_guard(boolean);
    drop view punchline_org_access_rows;
  `.execute(db);
  const { up: previous } = await import('./0031-org-access-function');
  await previous(db);
}
