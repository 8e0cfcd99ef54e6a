import { netpayAdjustmentsResource } from '@punchline/contracts';
import { ApiError } from '../../http/api-error';
import { defineServerResource, type HookContext, type Row } from '../../resources/server-resources';
import { requireNetPay } from './netpay-gate';

export const NET_PAY_ACCESS = 'Changing net pay adjustments needs access to sensitive employee fields and the manage payroll permission.';
export const PERCENT_NOT_FOR_CODE = 'This code is not a percent: give an amount, or leave both empty to take the code’s.';
export const AMOUNT_NOT_FOR_CODE = 'This code is a percent: give a percent, or leave both empty to take the code’s.';

// An override must be the figure the code's calculation uses: a percent for a percent code, an
// amount (or rate) otherwise. Read in the request's transaction; the reference check has
// already found the code in the organization.
async function checkOverride({ trx, orgId }: HookContext, values: Row): Promise<void> {
  const code = await trx
    .selectFrom('netpay_adjustment_codes')
    .select('calculation')
    .where('org_id', '=', orgId)
    .where('id', '=', values.codeId as number)
    .executeTakeFirst();
  if (!code) return;
  if (code.calculation === 'percent' && values.amount != null) throw ApiError.fields({ amount: [AMOUNT_NOT_FOR_CODE] });
  if (code.calculation !== 'percent' && values.percent != null) throw ApiError.fields({ percent: [PERCENT_NOT_FOR_CODE] });
}

// Manage → Payroll → Net Pay Adjustments: a worker's amounts are pay (SPEC section 6 pay rates
// access), so like pay rates nothing of them may change without it; row-level security keeps a
// restricted administrator to the workers of their labels.
export const netpayAdjustmentsServer = defineServerResource(netpayAdjustmentsResource, {
  requireInUse: requireNetPay,
  refuseChanges: (caller) => (caller.viewer.pay ? null : NET_PAY_ACCESS),
  hooks: { beforeSave: checkOverride },
});
