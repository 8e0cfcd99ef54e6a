import { payCodesResource } from '@punchline/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { defineServerResource, type HookContext, type Row } from '../resources/server-resources';

export const PAY_CODE_IN_USE_CHANGE = 'This pay code is in use by a pay rule and its code cannot be changed. Make it inactive instead.';
export const PAY_CODE_IN_USE_DELETE = 'This pay code is in use by a pay rule and cannot be deleted. Make it inactive instead.';

/** True when one of the organization's pay rules names the code in any of its pay code fields. */
export async function payCodeInUse(trx: TenantTx, orgId: number, code: string): Promise<boolean> {
  const { rows } = await sql`select 1 from pay_rules where org_id = ${orgId} and ${code} in (regular_pay_code,
      daily1_pay_code, daily2_pay_code, weekly1_pay_code, weekly2_pay_code,
      consecutive_days_regular_pay_code, consecutive_days_daily1_pay_code) limit 1`.execute(trx);
  return rows.length > 0;
}

// Pay rules name pay codes by their code (the engine and time cards do too), so a code a rule uses
// stays what it is: renaming or deleting it would leave the rule paying under a code that is gone.
export const payCodesServer = defineServerResource(payCodesResource, {
  hooks: {
    beforeSave: async (ctx: HookContext, values: Row, current: Row | null) => {
      if (current && values.code !== current.code && (await payCodeInUse(ctx.trx, ctx.orgId, current.code as string))) {
        throw ApiError.badRequest(PAY_CODE_IN_USE_CHANGE);
      }
    },
    beforeDelete: async (ctx: HookContext, current: Row) => {
      if (await payCodeInUse(ctx.trx, ctx.orgId, current.code as string)) throw ApiError.badRequest(PAY_CODE_IN_USE_DELETE);
    },
  },
});
