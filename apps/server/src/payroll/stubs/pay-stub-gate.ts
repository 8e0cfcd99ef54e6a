import { payrollDefaultsSettings } from '@punchline/contracts';
import { hasFeature, isFeature, type Feature } from '@punchline/domain';
import type { TenantTx } from '../../db/tenant';
import { getSettings } from '../../resources/settings.service';

// Whether an organization runs payroll (the payroll and pay_run features, and payroll defaults'
// enabled and enablePayRun: the session's payRunEnabled flag), and whether its workers see their
// pay stubs at the clock (payStubsAtClock on top).

export const PAY_RUNS_OFF = 'This organization does not use pay runs.';
export const PAY_STUBS_OFF = 'Pay stubs are not shown at the clock in this organization. Ask your administrator.';

export type PayStubGate = { payRuns: boolean; atClock: boolean };

export async function payStubGate(trx: TenantTx, orgId: number, features?: readonly Feature[]): Promise<PayStubGate> {
  const [org, payroll] = await Promise.all([
    features ? null : trx.selectFrom('organizations').select('features').where('id', '=', orgId).executeTakeFirstOrThrow(),
    getSettings(trx, payrollDefaultsSettings, orgId),
  ]);
  const has = features ?? org!.features.filter(isFeature);
  const payRuns = hasFeature(has, 'payroll') && hasFeature(has, 'pay_run') && payroll.enabled === true && payroll.enablePayRun === true;
  return { payRuns, atClock: payRuns && payroll.payStubsAtClock === true };
}
