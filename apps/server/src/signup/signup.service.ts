import type { TenantTx } from '../db/tenant';
import type { OrgSignUpBody, SignUpWizardBody } from '@punchline/contracts';
import { DEFAULT_SESSION_SETTINGS, deriveFlags, PERMISSIONS, validatePayPeriodStart } from '@punchline/domain';
import { sql } from 'kysely';
import type { Identity } from '../auth/identity';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { EMAIL_NOT_VERIFIED_DETAIL, type OrgAccess } from '../orgs/org-access';
import { getUserProfile } from '../orgs/user-profile.service';
import { seedPayCodes } from '../time-rules/pay-codes.seed';
import { applyBillingEvent } from '../billing/transition';
import { dateInZonePlusDays, FREE_TRIAL_DAYS, trialFeatures } from './trial';

export const SIGN_UP_NOT_OFFERED = 'Sign-up is not available for your account. Ask your provider to create the organization.';
export const ALREADY_SET_UP = 'This organization has already been set up.';

/**
 * A new organization in setup (in_app, original in_app) on a free trial ending in 14 days, the
 * signer its owner with every permission, and the trial's features (every feature unless the
 * signer's distributor sets its own trial set). Refused to white-label users who are not admins
 * (domain flag isWhiteLabelNonAdmin) and to unverified emails; the organization joins the
 * signer's distributor.
 */
export async function signUpOrg(
  db: Db,
  identity: Identity,
  body: OrgSignUpBody,
  now: number,
): Promise<{ orgId: number; orgUserId: number }> {
  const profile = await getUserProfile(db, identity.userId);
  if (deriveFlags(DEFAULT_SESSION_SETTINGS, profile).isWhiteLabelNonAdmin) throw ApiError.forbidden(SIGN_UP_NOT_OFFERED);
  if (!profile.emailVerified) throw ApiError.unauthorized(EMAIL_NOT_VERIFIED_DETAIL);
  const user = await db
    .selectFrom('users')
    .leftJoin('distributors', 'distributors.id', 'users.distributor_id')
    .select(['users.distributor_id', 'distributors.trial_features'])
    .where('users.id', '=', identity.userId)
    .executeTakeFirstOrThrow();
  return db.transaction().execute(async (trx) => {
    const org = await trx
      .insertInto('organizations')
      .values({
        name: body.organizationName,
        timezone: body.timezone,
        subscription_state: 'in_app',
        original_subscription_state: 'in_app',
        expire_date: dateInZonePlusDays(body.timezone, FREE_TRIAL_DAYS, now),
        distributor_id: user.distributor_id,
        features: trialFeatures(user.trial_features),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedPayCodes(trx, org.id);
    const orgUser = await trx
      .insertInto('org_users')
      .values({
        org_id: org.id,
        user_id: identity.userId,
        permissions: [...PERMISSIONS],
        accepted: true,
        last_accessed_at: sql<Date>`now()`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { orgId: org.id, orgUserId: orgUser.id };
  });
}

/** Finishes the in-app wizard: pay period, shift mode and time zone; in_app → trial (FREE_TRIAL_DAYS from sign-up). */
export async function finishSignUpWizard(trx: TenantTx, access: OrgAccess, body: SignUpWizardBody): Promise<void> {
  const startError = validatePayPeriodStart(body.payPeriodType, body.payPeriodStarts);
  if (startError) throw ApiError.fields({ payPeriodStarts: [startError] });
  const settings = { payPeriodType: body.payPeriodType, payPeriodStarts: body.payPeriodStarts, shiftMode: body.shiftMode ?? 'default' };
  // The state machine (billing/transition.ts) starts the trial: only from in_app, so a second
  // submit cannot reset a running subscription.
  const started = await applyBillingEvent(trx, access.orgId, 'setup_finished', { source: 'signup', byUserId: access.userId });
  if (!started.changed) throw ApiError.conflict(ALREADY_SET_UP);
  await trx
    .updateTable('organizations')
    .set({
      settings: sql`settings || ${JSON.stringify(settings)}::jsonb`,
      ...(body.timezone && { timezone: body.timezone }),
    })
    .where('id', '=', access.orgId)
    .execute();
}
