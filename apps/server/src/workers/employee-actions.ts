import { sql } from 'kysely';
import { changeInAction, updateRecord } from '../resources/resource.service';
import type { ActionHandler, HookContext, Row } from '../resources/server-resources';
import { assertNotSelf } from './edit-self';

// The workers' actions (employeesResource.actions): each a change through the same rules and audit
// as a save (seat limit, PIN rules, label restrictions), so a bulk action can do nothing a form
// could not. A bulk action runs them one record after another in the request's transaction: the
// seat limit counts the workers activated before, and any refusal undoes them all.

const save = (ctx: HookContext, record: Row, values: Row) =>
  updateRecord(ctx.trx, ctx.def, ctx.orgId, { id: record.id as number }, values, ctx.caller, { denorm: false });

const setFields = (values: Row) => (ctx: HookContext, record: Row) => save(ctx, record, values);

/** The worker's labels with `data.labelIds` added or taken away (a label already there or absent is no change). */
const changeLabels =
  (add: boolean): ActionHandler =>
  (ctx, record, data) => {
    const given = new Set(data.labelIds as number[]);
    const held = record.labelIds as number[];
    const labelIds = add ? [...new Set([...held, ...given])] : held.filter((id) => !given.has(id));
    return save(ctx, record, { labelIds });
  };

/** A new badge code: the printed badge of before stops identifying the worker. */
async function newQrBadge(ctx: HookContext, record: Row): Promise<Row> {
  const id = record.id as number;
  await assertNotSelf(ctx, id);
  return changeInAction(ctx, record, {
    fields: { qrBadgeCode: { type: 'text' as const, label: 'QR Badge', sensitive: true } },
    trail: (before) => ({ before: { qrBadgeCode: before.qrBadgeCode }, after: { qrBadgeCode: 'new' } }),
    write: async () => {
      await sql`update employees set qr_badge_code = replace(gen_random_uuid()::text, '-', ''), version = version + 1,
        updated_at = now() where org_id = ${ctx.orgId} and id = ${id}`.execute(ctx.trx);
    },
  });
}

export const employeeActions: Record<string, ActionHandler> = {
  activate: setFields({ active: true }),
  deactivate: setFields({ active: false }),
  resetPin: setFields({ pin: null }),
  newQrBadge,
  setDepartment: (ctx, record, data) => save(ctx, record, { departmentId: data.departmentId }),
  setOrgUnit: (ctx, record, data) => save(ctx, record, { orgUnitId: data.orgUnitId }),
  addLabels: changeLabels(true),
  removeLabels: changeLabels(false),
};
