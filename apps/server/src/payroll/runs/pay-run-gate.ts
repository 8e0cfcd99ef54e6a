import { payrollDefaultsSettings } from '@punchline/contracts';
import { hasFeature } from '@punchline/domain';
import type { TenantTx } from '../../db/tenant';
import { ApiError } from '../../http/api-error';
import type { OrgAccess } from '../../orgs/org-access';
import { getSettings } from '../../resources/settings.service';

// Whether an organization runs payroll here (issue 33): the payroll and pay_run features with
// Payroll Defaults' enabled and enablePayRun; net pay (deductions, net) also needs the netpay
// feature and enableNetPay, else a run pays gross only. Read once per request.

export const PAY_RUNS_OFF = 'Pay runs are not in use in this organization: turn on Pay Runs in Settings → Payroll → Defaults.';

export type PayRunGate = {
  /** Deductions and net pay are computed (netpay feature and enableNetPay). */
  netPay: boolean;
  /** Decimal places of amounts (payAccuracy). */
  accuracy: number;
};

/** Refuses (403) when the organization does not run pay runs; answers what the runs compute. */
export async function requirePayRuns(trx: TenantTx, orgId: number, access: OrgAccess): Promise<PayRunGate> {
  const defaults = await getSettings(trx, payrollDefaultsSettings, orgId);
  const on = (name: 'payroll' | 'pay_run' | 'netpay') => hasFeature(access.features, name);
  if (!on('payroll') || !on('pay_run') || defaults.enabled !== true || defaults.enablePayRun !== true) {
    throw ApiError.forbidden(PAY_RUNS_OFF);
  }
  return { netPay: on('netpay') && defaults.enableNetPay === true, accuracy: Number(defaults.payAccuracy ?? 2) };
}
