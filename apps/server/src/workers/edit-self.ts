import { sql } from 'kysely';
import { ApiError } from '../http/api-error';
import type { HookContext } from '../resources/server-resources';

export const EDIT_SELF_DETAIL = 'Changing your own worker record needs the Edit Self permission.';

/**
 * SPEC section 6 edit_self: an administrator who is also this worker (employees.user_id) changes
 * the record only with edit_self, so nobody raises their own pay or rewrites their own record.
 */
export async function assertNotSelf(ctx: HookContext, id: number): Promise<void> {
  const { access } = ctx.caller;
  if (access.permissions.includes('edit_self')) return;
  const { rows } = await sql<{ self: boolean }>`select user_id = ${access.userId} as self from employees
    where org_id = ${ctx.orgId} and id = ${id}`.execute(ctx.trx);
  if (rows[0]?.self) throw ApiError.forbidden(EDIT_SELF_DETAIL);
}
