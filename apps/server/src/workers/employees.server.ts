import { employeesResource, INVALID_CHOICE, maySee, type FieldDef, type FieldErrors } from '@punchline/contracts';
import { pinError, validators } from '@punchline/domain';
import { sql } from 'kysely';
import { ApiError } from '../http/api-error';
import type { LabelRestrictions } from '../orgs/org-access';
import type { Caller } from '../resources/access';
import { defineServerResource, type HookContext, type Row } from '../resources/server-resources';
import { splitCustomValues } from './custom-values';
import { employeeActions } from './employee-actions';
import { avatarUrlSql } from './avatar.service';
import { assertNotSelf } from './edit-self';
import { workerSettings, type WorkerSettings } from './org-worker-settings';
import { assertSeats } from './seats';
import { pinHash } from './pins';
import { emitWorkerSaved } from '../webhooks/worker-events';

const def = employeesResource;
const labelOf = (name: string) => (def.fields as Record<string, { label: string }>)[name]!.label;

export { EDIT_SELF_DETAIL } from './edit-self';
export const PAY_CLASS_READ_ONLY = "Only administrators with access to sensitive employee fields may change a worker's pay class.";
export const DELETE_NEEDS_SENSITIVE = 'Deleting a worker needs access to sensitive employee fields. Deactivate the worker instead.';

/**
 * The employee defaults' requiredFields, each '{Label} is a required field.' when empty. A field
 * the caller may not set (sensitive, without access; on a new worker unless
 * employeeSensitiveCanCreateFields names it) is not theirs to fill, so it is not required of them.
 */
function requiredErrors(values: Row, settings: WorkerSettings, caller: Caller, creating: boolean): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of settings.requiredFields) {
    const field = (def.fields as Record<string, FieldDef>)[name];
    if (!field) continue;
    const settable = maySee(name, field, caller.viewer) || (creating && caller.access.sensitiveCanCreate.includes(name));
    const message = settable ? validators.required(values[name], field.label) : null;
    if (message) errors[name] = [message];
  }
  return errors;
}

/**
 * A restricted administrator keeps every worker they save within what they manage: the policies
 * of migration 0040 would refuse the row anyway, this says which field to fix. A worker without
 * an org unit (or department, or any allowed label) is outside every such restriction.
 */
function restrictionErrors(values: Row, r: LabelRestrictions): FieldErrors {
  const errors: FieldErrors = {};
  const one = (name: 'orgUnitId' | 'departmentId', allowed: number[]) => {
    const value = values[name] as number | null;
    if (allowed.length === 0 || (value !== null && allowed.includes(value))) return;
    errors[name] = [value === null ? validators.required(null, labelOf(name))! : INVALID_CHOICE];
  };
  one('orgUnitId', r.orgUnitIds);
  one('departmentId', r.departmentIds);
  const labels = values.labelIds as number[];
  if (r.labelIds.length > 0 && !labels.some((id) => r.labelIds.includes(id))) {
    errors.labelIds = [labels.length === 0 ? validators.required([], labelOf('labelIds'))! : INVALID_CHOICE];
  }
  return errors;
}

/**
 * The organization's defaults for a new worker, where the caller left a value empty. The pay type
 * is the caller's when they may set pay and sent one, the organization's otherwise.
 */
function withNewWorkerDefaults(values: Row, settings: WorkerSettings, caller: Caller): Row {
  return {
    ...values,
    departmentId: values.departmentId ?? settings.newWorkerDepartmentId,
    orgUnitId: values.orgUnitId ?? settings.newWorkerOrgUnitId,
    labelIds: (values.labelIds as number[]).length > 0 ? values.labelIds : settings.newWorkerLabelIds,
    payType: (caller.viewer.pay ? values.payType : null) ?? settings.newWorkerPayType,
  };
}

/**
 * employeeSensitivePayClassReadOnly (on by default, SPEC section 3): without sensitive access the
 * pay class is shown but stays as it is (none on a new worker).
 */
function payClassErrors(values: Row, current: Row | null, settings: WorkerSettings, caller: Caller): FieldErrors {
  if (caller.viewer.sensitive || !settings.employeeSensitivePayClassReadOnly) return {};
  const before = (current?.payClassId as number | null | undefined) ?? null;
  return ((values.payClassId as number | null | undefined) ?? null) === before ? {} : { payClassId: [PAY_CLASS_READ_ONLY] };
}

async function beforeSave(ctx: HookContext, input: Row, current: Row | null): Promise<Row> {
  if (current) await assertNotSelf(ctx, current.id as number);
  const settings = await workerSettings(ctx.trx, ctx.orgId);
  // A pay type is always held: emptying it on an update keeps the one before.
  const values = current ? { ...input, payType: input.payType ?? current.payType } : withNewWorkerDefaults(input, settings, ctx.caller);
  const errors = {
    ...requiredErrors(values, settings, ctx.caller, current === null),
    ...restrictionErrors(values, ctx.caller.access.restrictions),
    ...payClassErrors(values, current, settings, ctx.caller),
  };
  // A PIN arrives as typed and leaves as its hash (the generic checks then keep it unique).
  if (typeof values.pin === 'string') {
    const problem = pinError(values.pin, { min: settings.pinLengthMin, max: settings.pinLengthMax });
    if (problem) errors.pin = [problem];
    else values.pin = pinHash(ctx.caller.secrets.pins, ctx.orgId, values.pin);
  }
  const split = await splitCustomValues(ctx, values, current);
  Object.assign(errors, split.errors);
  if (Object.keys(errors).length > 0) throw ApiError.fields(errors);
  const becomesActive = values.active === true && current?.active !== true;
  // A bulk import counts its seats once for the whole batch (beforeImport below).
  if (becomesActive && !ctx.importing) await assertSeats(ctx, 1, settings);
  return { ...values, ...split.values };
}

async function beforeDelete(ctx: HookContext, current: Row): Promise<void> {
  await assertNotSelf(ctx, current.id as number);
  if (ctx.caller.viewer.sensitive) return;
  const settings = await workerSettings(ctx.trx, ctx.orgId);
  if (!settings.employeeSensitiveCanDelete) throw ApiError.forbidden(DELETE_NEEDS_SENSITIVE);
}

export const employeesServer = defineServerResource(def, {
  computed: {
    hasPin: () => sql`r.pin_hash is not null`,
    qrBadgeCode: () => sql`r.qr_badge_code`,
    faceStatus: () => sql`r.face_status`,
    avatar: () => sql`(select ${avatarUrlSql('a')} from employee_avatars a where a.employee_id = r.id)`,
  },
  hooks: {
    beforeSave,
    afterSave: emitWorkerSaved,
    beforeDelete,
    beforeImport: (ctx, rows) => assertSeats(ctx, rows.filter((row) => row.active === true).length),
  },
  actions: employeeActions,
  creatableSensitive: (caller) => caller.access.sensitiveCanCreate,
});
