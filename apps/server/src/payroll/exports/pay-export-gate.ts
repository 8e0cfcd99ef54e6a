import { hasFeature } from '@punchline/domain';
import type { TenantTx } from '../../db/tenant';
import { ApiError } from '../../http/api-error';
import { isRestricted, type OrgAccess } from '../../orgs/org-access';
import { showsPay } from '../../timecards/pay-visibility';

// Who may export a pay run (docs/payroll-exports.md). Besides manage_payroll (asked of withOrg):
// the payroll and pay_run features with Payroll Enabled and Pay Runs on in the payroll defaults;
// pay access, since the files carry amounts; and no label restrictions: a payroll file pays the
// whole run, so an administrator who sees only some of its workers is refused rather than handed
// a file that would silently leave the others out.

export const PAY_RUNS_OFF = 'Pay runs are not in use in this organization: turn on Pay Runs in Settings → Payroll → Defaults.';
export const NEEDS_PAY_ACCESS = 'Exports of a pay run carry pay: they need access to sensitive employee fields and Manage Payroll.';
export const RESTRICTED_EXPORT =
  "A pay run's file pays every worker of the run, and your access is limited to some labels, departments or org units: ask an administrator without restrictions to export it.";

export async function requirePayExportAccess(trx: TenantTx, access: OrgAccess): Promise<void> {
  const org = await trx.selectFrom('organizations').select('settings').where('id', '=', access.orgId).executeTakeFirstOrThrow();
  const settings = (org.settings ?? {}) as Record<string, unknown>;
  const on =
    hasFeature(access.features, 'payroll') &&
    hasFeature(access.features, 'pay_run') &&
    settings.enabled === true &&
    settings.enablePayRun === true;
  if (!on) throw ApiError.forbidden(PAY_RUNS_OFF);
  if (!showsPay(access)) throw ApiError.forbidden(NEEDS_PAY_ACCESS);
  if (isRestricted(access.restrictions)) throw ApiError.forbidden(RESTRICTED_EXPORT);
}
