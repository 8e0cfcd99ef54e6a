import type { InvitationBody, OrgUser } from '@punchline/contracts';
import { sql } from 'kysely';
import type { Actor } from '../audit/actor';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { Mailer } from '../mail/mailer';
import { CONSOLE_PATHS, invitationMail } from '../mail/templates';
import type { OrgAccess } from '../orgs/org-access';
import { auditOrgUser } from './org-user-edit.service';
import { GRANT_OWN_ONLY, restrictionErrors } from './org-user-rules';
import { findOrgUsers } from './org-users.service';
import { createUserToken, TOKEN_TTL_MINUTES } from './user-tokens';
import { consoleNameFor, findUserByEmail } from './users';

export const ALREADY_MEMBER = 'This person already belongs to the organization.';
export { GRANT_OWN_ONLY };

type Invitee = { id: number; name: string; email: string; hasPassword: boolean; isNew: boolean };

async function findOrCreateInvitee(trx: TenantTx, body: InvitationBody, distributorId: number | null): Promise<Invitee> {
  const found = await findUserByEmail(trx, body.email);
  if (found) {
    const row = await trx.selectFrom('users').select('password_hash').where('id', '=', found.id).executeTakeFirstOrThrow();
    return { id: found.id, name: found.name, email: found.email, hasPassword: row.password_hash !== null, isNew: false };
  }
  // A new person joins the organization's distributor, so white-label rules apply to them too.
  const created = await trx
    .insertInto('users')
    .values({ name: body.name, email: body.email, password_hash: null, email_verified: false, distributor_id: distributorId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: created.id, name: body.name, email: body.email, hasPassword: false, isNew: true };
}

/**
 * Invites a person by email into the organization as an org user not yet accepted (a pending
 * invitation is renewed with the new permissions and restrictions), and mails the accept link; a
 * person without a password also gets a link to choose one. One tenant transaction: all of it or
 * nothing. Audited as kind 'orguser' (create, or update of a renewed invitation).
 */
export async function inviteOrgUser(
  trx: TenantTx,
  mailer: Mailer,
  access: OrgAccess,
  actor: Actor,
  body: InvitationBody,
  now: number,
): Promise<OrgUser & { newUser: boolean }> {
  const permissions = body.permissions ?? [];
  if (permissions.some((p) => !access.permissions.includes(p))) throw ApiError.forbidden(GRANT_OWN_ONLY);
  const restrictions = {
    allowedOrgUnitIds: body.allowedOrgUnitIds ?? [],
    allowedDepartmentIds: body.allowedDepartmentIds ?? [],
    allowedLabelIds: body.allowedLabelIds ?? [],
    allowedJobIds: body.allowedJobIds ?? [],
  };
  const errors = await restrictionErrors(trx, access, restrictions);
  if (Object.keys(errors).length > 0) throw ApiError.fields(errors);
  const stored = {
    permissions,
    allowed_org_unit_ids: restrictions.allowedOrgUnitIds,
    allowed_department_ids: restrictions.allowedDepartmentIds,
    allowed_label_ids: restrictions.allowedLabelIds,
    allowed_job_ids: restrictions.allowedJobIds,
  };
  const { orgId } = access;
  // Two invitations of the same new person at once (two administrators, a double click) would both
  // create the user and one would fail on the unique email: the second waits for the first here,
  // until its transaction ends, and then finds the person (and renews the pending invitation).
  await sql`select pg_advisory_xact_lock(hashtextextended(lower(${body.email}), 0))`.execute(trx);
  const org = await trx.selectFrom('organizations').select(['name', 'distributor_id']).where('id', '=', orgId).executeTakeFirstOrThrow();
  const invitee = await findOrCreateInvitee(trx, body, org.distributor_id);
  const existing = await trx
    .selectFrom('org_users')
    .select(['id', 'accepted'])
    .where('org_id', '=', orgId)
    .where('user_id', '=', invitee.id)
    .executeTakeFirst();
  if (existing?.accepted) throw ApiError.fields({ email: [ALREADY_MEMBER] });
  const [before] = existing ? await findOrgUsers(trx, orgId, { orgUserId: existing.id, limit: 1, offset: 0 }) : [];
  const orgUserId = existing
    ? (await trx.updateTable('org_users').set(stored).where('id', '=', existing.id).returning('id').executeTakeFirstOrThrow()).id
    : (
        await trx
          .insertInto('org_users')
          .values({ org_id: orgId, user_id: invitee.id, accepted: false, ...stored })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
  await trx
    .insertInto('org_invitations')
    .values({ org_id: orgId, org_user_id: orgUserId, email: invitee.email, invited_by_user_id: access.userId })
    .execute();
  const inviter = await trx.selectFrom('users').select('name').where('id', '=', access.userId).executeTakeFirstOrThrow();
  const setPasswordToken = invitee.hasPassword
    ? null
    : await createUserToken(trx, invitee.id, 'reset-password', now, TOKEN_TTL_MINUTES['verify-email']);
  await mailer.send(
    trx,
    invitationMail({
      to: invitee.email,
      name: invitee.name,
      orgName: org.name,
      inviterName: inviter.name,
      acceptLink: mailer.publicUrl + CONSOLE_PATHS.acceptInvitation(orgId),
      setPasswordLink: setPasswordToken ? mailer.publicUrl + CONSOLE_PATHS.resetPassword(setPasswordToken) : null,
      consoleName: await consoleNameFor(trx, org.distributor_id),
    }),
  );
  const [orgUser] = await findOrgUsers(trx, orgId, { orgUserId, limit: 1, offset: 0 });
  await auditOrgUser(trx, orgId, actor, before ? 'update' : 'create', before ?? null, orgUser!);
  return { ...orgUser!, newUser: invitee.isNew };
}
