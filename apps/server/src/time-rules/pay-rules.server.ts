import { INVALID_CHOICE, PAY_RULE_CODE_FIELDS, payRulesResource, type FieldErrors } from '@punchline/contracts';
import { sql } from 'kysely';
import { ApiError } from '../http/api-error';
import { defineServerResource, type HookContext, type Row } from '../resources/server-resources';

export const PAY_RULE_IS_DEFAULT = 'This pay rule is the organization’s default pay rule (Payroll Defaults) and cannot be deleted.';

/**
 * Each pay code field the save sets to a new value must name an active pay code of the
 * organization. A code the rule already holds stays acceptable (made inactive since), as a
 * stored reference does for other collections.
 */
async function payCodeErrors(ctx: HookContext, values: Row, current: Row | null): Promise<FieldErrors> {
  const added = PAY_RULE_CODE_FIELDS.filter((f) => values[f] !== null && values[f] !== current?.[f]);
  if (added.length === 0) return {};
  const codes = added.map((f) => values[f] as string);
  const { rows } = await sql<{ code: string }>`select code from pay_codes
    where org_id = ${ctx.orgId} and active and code = any(${codes}::text[])`.execute(ctx.trx);
  const active = new Set(rows.map((r) => r.code));
  return Object.fromEntries(added.filter((f) => !active.has(values[f] as string)).map((f) => [f, [INVALID_CHOICE]]));
}

export const payRulesServer = defineServerResource(payRulesResource, {
  hooks: {
    beforeSave: async (ctx, values, current) => {
      const errors = await payCodeErrors(ctx, values, current);
      if (Object.keys(errors).length > 0) throw ApiError.fields(errors);
    },
    // Payroll Defaults names the rule by id; deleting it would leave the organization's pay rule dangling.
    beforeDelete: async (ctx, current) => {
      const { rows } = await sql`select 1 from organizations
        where id = ${ctx.orgId} and settings ->> 'defaultPayRuleId' = ${String(current.id)}`.execute(ctx.trx);
      if (rows.length > 0) throw ApiError.badRequest(PAY_RULE_IS_DEFAULT);
    },
  },
});
