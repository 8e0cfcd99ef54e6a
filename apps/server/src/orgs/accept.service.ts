import { sql } from 'kysely';
import type { Db } from '../db/database';
import { writeTenant, type TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { EMAIL_NOT_VERIFIED_DETAIL, NO_ORG_PERMISSION } from './org-access';

/** Accepts the caller's invitation to an organization (idempotent); the email must be verified,
 *  since accepting is the invited person's consent. */
export async function acceptOrg(db: Db, userId: number, orgId: number): Promise<void> {
  const user = await db.selectFrom('users').select(['email', 'email_verified']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw ApiError.forbidden(NO_ORG_PERMISSION);
  if (!user.email_verified) throw ApiError.unauthorized(EMAIL_NOT_VERIFIED_DETAIL);
  // Not through withOrg: accepting comes before the organization's login requirement (SPEC
  // section 2 Redirects), and its own checks are the verified email and the invitation itself.
  await writeTenant(db, orgId, async (trx) => {
    const orgUser = await trx
      .updateTable('org_users')
      .set({ accepted: true })
      .where('org_id', '=', orgId)
      .where('user_id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    if (!orgUser) throw ApiError.forbidden(NO_ORG_PERMISSION);
    await trx
      .updateTable('org_invitations')
      .set({ accepted_at: sql<Date>`now()` })
      .where('org_id', '=', orgId)
      .where('org_user_id', '=', orgUser.id)
      .where('accepted_at', 'is', null)
      .execute();
    await linkWorker(trx, orgId, userId, user.email);
  });
}

/**
 * A person can be both a worker and an administrator (issue 14): accepting links the worker whose
 * email is the person's (verified, so theirs) when no worker is linked to them yet. From then on
 * the administrators list shows them as a worker and edit_self guards their own record.
 */
async function linkWorker(trx: TenantTx, orgId: number, userId: number, email: string): Promise<void> {
  await sql`update employees set user_id = ${userId}
    where id = (select id from employees where org_id = ${orgId} and email_key = lower(${email}) and user_id is null
                order by active desc, id limit 1)
      and not exists (select 1 from employees where org_id = ${orgId} and user_id = ${userId})`.execute(trx);
}
