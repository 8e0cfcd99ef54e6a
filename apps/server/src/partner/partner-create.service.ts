import type { Fields, PartnerOrgCreate } from '@punchline/contracts';
import { PERMISSIONS, validatePayPeriodStart } from '@punchline/domain';
import { recordAudit } from '../audit/audit.service';
import { applyBillingEvent } from '../billing/transition';
import type { Actor } from '../audit/actor';
import type { Db } from '../db/database';
import { enterTenant } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { inviteOrgUser } from '../identity/invitations.service';
import type { Mailer } from '../mail/mailer';
import { distributorIssuer } from './partner-issuer';
import { dateInZonePlusDays, trialFeatures } from '../signup/trial';
import { ORGANIZATION_KIND } from '../sudo/org-features.service';
import { seedPayCodes } from '../time-rules/pay-codes.seed';

type Body = PartnerOrgCreate;

const AUDIT_FIELDS: Fields = {
  name: { type: 'text', label: 'Name' },
  timezone: { type: 'text', label: 'Time zone' },
  subscriptionState: { type: 'text', label: 'Subscription state' },
  expireDate: { type: 'text', label: 'Expire date' },
  maxUsers: { type: 'integer', label: 'Workers' },
  maxDevices: { type: 'integer', label: 'Clocks' },
  features: { type: 'textList', label: 'Features' },
};

/** A ready trial needs its pay period (the in-app wizard asks it otherwise): field errors, nothing written. */
function readyTrialSettings(body: Body): Record<string, string | number> {
  if (body.startingState !== 'trial') return {};
  const errors: Record<string, string[]> = {};
  if (!body.payPeriodType) errors.payPeriodType = ['Pay period type is a required field.'];
  if (body.payPeriodStarts === undefined) errors.payPeriodStarts = ['Pay period start is a required field.'];
  else if (body.payPeriodType) {
    const wrong = validatePayPeriodStart(body.payPeriodType, body.payPeriodStarts);
    if (wrong) errors.payPeriodStarts = [wrong];
  }
  if (Object.keys(errors).length > 0) throw ApiError.fields(errors);
  return { payPeriodType: body.payPeriodType!, payPeriodStarts: body.payPeriodStarts!, shiftMode: 'default' };
}

/**
 * A customer organization of the distributor, in one transaction: the organization (its trial
 * runs `trialDays` on its own calendar, with the distributor's trial features; in setup unless a
 * ready trial is asked for, which the billing state machine starts), its standard pay codes, an
 * audit event, and the owner's invitation
 * through the one invitations path (mail, new person joining the distributor, org user with every
 * permission). The creator names the owner, as a signer is the owner of what they sign up.
 */
export async function createPartnerOrg(
  db: Db,
  mailer: Mailer,
  creator: { userId: number; distributorId: number },
  body: Body,
  now: number,
): Promise<number> {
  const settings = readyTrialSettings(body);
  const distributor = await db
    .selectFrom('distributors')
    .select('trial_features')
    .where('id', '=', creator.distributorId)
    .executeTakeFirstOrThrow();
  const values = {
    name: body.name,
    timezone: body.timezone,
    subscriptionState: body.startingState,
    expireDate: dateInZonePlusDays(body.timezone, body.trialDays, now),
    maxUsers: body.maxUsers,
    maxDevices: body.maxDevices,
    features: trialFeatures(distributor.trial_features),
  };
  return db.transaction().execute(async (trx) => {
    const org = await trx
      .insertInto('organizations')
      .values({
        name: values.name,
        timezone: values.timezone,
        // Every organization starts in setup, as after sign-up; a ready trial finishes it below.
        subscription_state: 'in_app',
        original_subscription_state: 'in_app',
        expire_date: values.expireDate,
        distributor_id: creator.distributorId,
        features: values.features,
        max_users: values.maxUsers,
        max_devices: values.maxDevices,
        settings,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // From here on the transaction sees and writes only the new organization's tenant rows.
    await enterTenant(trx, org.id);
    await seedPayCodes(trx, org.id);
    if (body.startingState === 'trial') {
      // Through the billing state machine, so the trial's start is in the state history too.
      await applyBillingEvent(trx, org.id, 'setup_finished', { source: 'admin', byUserId: creator.userId, now });
    }
    const actor: Actor = { type: 'sudo', id: creator.userId };
    await recordAudit(trx, {
      orgId: org.id,
      actor,
      action: 'create',
      kind: ORGANIZATION_KIND,
      recordId: org.id,
      fields: AUDIT_FIELDS,
      before: null,
      after: values,
      associated: [],
    });
    await inviteOrgUser(trx, mailer, distributorIssuer(org.id, creator.userId), actor, ownerInvitation(body), now);
    return org.id;
  });
}

const ownerInvitation = (body: Body) => ({ email: body.ownerEmail, name: body.ownerName, permissions: [...PERMISSIONS] });
