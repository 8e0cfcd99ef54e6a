import { isFreeTrial } from '@punchline/domain';
import type { Identity } from '../auth/identity';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { OrgAccess } from '../orgs/org-access';

// SPEC section 6 on the server: billing is hidden for white-label users (the organization or
// the user belongs to a distributor) and for apps, and needs manage_subscription (asked by
// withOrg); invoices only with a billing customer and outside the free trial. The console hides
// the same screens by the same rules (packages/domain/src/routes/spec-helpers.ts).

export const BILLING_HIDDEN = 'Billing is not available for this organization to you: it is managed by your provider.';
export const BILLING_NOT_FOR_APPS = 'Billing is not available to apps.';
export const NO_INVOICES = 'Invoices appear once the organization has a paid subscription (not during a free trial).';

// The people's own tokens: every other kind of caller (an API key) counts as an app.
const PERSONAL_KINDS: readonly string[] = ['identity', 'org-access', 'safe-only', 'delegate'];

/** Refuses (403) callers billing is hidden from; `invoices` adds the invoices rule. */
export async function requireBilling(trx: TenantTx, identity: Identity, access: OrgAccess, invoices = false): Promise<void> {
  if (!PERSONAL_KINDS.includes(identity.kind)) throw ApiError.forbidden(BILLING_NOT_FOR_APPS);
  const row = await trx
    .selectFrom('organizations')
    .select(['organizations.distributor_id', 'subscription_state', 'billing_customer_id'])
    .select((eb) => eb.selectFrom('users').select('users.distributor_id').where('users.id', '=', access.userId).as('user_distributor_id'))
    .where('organizations.id', '=', access.orgId)
    .executeTakeFirstOrThrow();
  if (row.distributor_id !== null || row.user_distributor_id !== null) throw ApiError.forbidden(BILLING_HIDDEN);
  if (
    invoices &&
    (!row.billing_customer_id || isFreeTrial({ subscriptionState: row.subscription_state, billingCustomerId: row.billing_customer_id }))
  ) {
    throw ApiError.forbidden(NO_INVOICES);
  }
}

/** Who may mark a built-in invoice paid: support staff, the organization's distributor, app administrators. */
export async function requireInvoiceMarker(trx: TenantTx, access: OrgAccess): Promise<void> {
  if (access.via === 'sudo' || access.via === 'distributor') return;
  const user = await trx.selectFrom('users').select('is_app_admin').where('id', '=', access.userId).executeTakeFirst();
  if (!user?.is_app_admin) throw ApiError.forbidden("Only an app administrator or the organization's distributor marks invoices paid.");
}
