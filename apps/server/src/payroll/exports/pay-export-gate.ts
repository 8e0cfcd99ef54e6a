import { hasFeature } from '@punchline/domain';
import type { Identity } from '../../auth/identity';
import type { Db } from '../../db/database';
import type { TenantTx } from '../../db/tenant';
import { ApiError } from '../../http/api-error';
import { isRestricted, withOrg, type OrgAccess } from '../../orgs/org-access';
import { showsPay } from '../../timecards/pay-visibility';
import { PAY_RUNS_OFF } from '../runs/pay-run-gate';

// Who may export for payroll (docs/payroll-exports.md). Besides manage_payroll (asked of withOrg):
// the payroll feature with Payroll Enabled in the payroll defaults, and for a pay run's file the
// pay_run feature with Pay Runs on too (a pay period exported without a run needs no pay runs);
// pay access, since the files carry amounts; and no label restrictions: a payroll file pays every
// worker it covers, so an administrator who sees only some of them is refused rather than handed
// a file that would silently leave the others out.

export const PAYROLL_OFF = 'Payroll is not in use in this organization: turn on Payroll Enabled in Settings → Payroll → Defaults.';
export const NEEDS_PAY_ACCESS = 'Payroll exports carry pay: they need access to sensitive employee fields and Manage Payroll.';
export const RESTRICTED_EXPORT =
  'A payroll file pays every worker it covers, and your access is limited to some labels, departments or org units: ask an administrator without restrictions to export it.';

/** `of`: a pay run's file, or a pay period's without a run. */
export async function requirePayExportAccess(trx: TenantTx, access: OrgAccess, of: 'run' | 'period'): Promise<void> {
  const org = await trx.selectFrom('organizations').select('settings').where('id', '=', access.orgId).executeTakeFirstOrThrow();
  const settings = (org.settings ?? {}) as Record<string, unknown>;
  if (!hasFeature(access.features, 'payroll') || settings.enabled !== true)
    throw ApiError.forbidden(of === 'run' ? PAY_RUNS_OFF : PAYROLL_OFF);
  if (of === 'run' && (!hasFeature(access.features, 'pay_run') || settings.enablePayRun !== true)) throw ApiError.forbidden(PAY_RUNS_OFF);
  if (!showsPay(access)) throw ApiError.forbidden(NEEDS_PAY_ACCESS);
  if (isRestricted(access.restrictions)) throw ApiError.forbidden(RESTRICTED_EXPORT);
}

/** Every export call's way in: the organization with manage_payroll, then the gate above. */
export const enterExports = <T>(
  db: Db,
  identity: Identity,
  orgId: number,
  of: 'run' | 'period',
  mode: 'read' | 'write',
  fn: (trx: TenantTx, access: OrgAccess) => Promise<T>,
) =>
  withOrg(db, identity, orgId, { mode, permission: 'manage_payroll' }, async (trx, access) => {
    await requirePayExportAccess(trx, access, of);
    return fn(trx, access);
  });
