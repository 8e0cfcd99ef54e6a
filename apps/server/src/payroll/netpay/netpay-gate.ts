import { payrollDefaultsSettings } from '@punchline/contracts';
import { hasFeature, isFeature } from '@punchline/domain';
import type { TenantTx } from '../../db/tenant';
import { ApiError } from '../../http/api-error';
import { getSettings } from '../../resources/settings.service';

// Whether an organization uses net pay (SPEC section 6 derived flag netPayEnabled: the payroll
// and netpay features, payroll switched on and enableNetPay in Settings → Payroll → Defaults).
// The console hides the screens by the same flag; the server refuses too.

export const NET_PAY_OFF = 'Net pay is not in use in this organization. Switch it on in Settings → Payroll → Defaults.';

export async function netPayInUse(trx: TenantTx, orgId: number): Promise<boolean> {
  const org = await trx.selectFrom('organizations').select('features').where('id', '=', orgId).executeTakeFirstOrThrow();
  const features = org.features.filter(isFeature);
  if (!hasFeature(features, 'payroll') || !hasFeature(features, 'netpay')) return false;
  const payroll = await getSettings(trx, payrollDefaultsSettings, orgId);
  return payroll.enabled === true && payroll.enableNetPay === true;
}

/** Refuses (403) when the organization does not use net pay. */
export async function requireNetPay(trx: TenantTx, orgId: number): Promise<void> {
  if (!(await netPayInUse(trx, orgId))) throw ApiError.forbidden(NET_PAY_OFF);
}
