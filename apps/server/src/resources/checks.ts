import {
  INVALID_CHOICE,
  uniqueMessage,
  validateRecord,
  type FieldDef,
  type FieldErrors,
  type Fields,
  type ResourceDef,
} from '@punchline/contracts';
import type { TenantTx } from '../db/tenant';
import { isTaken, missingIds, type Row } from './sql';

/** The ids a ref or idList field's value points at (none for any other field). */
export function referencedIds(field: FieldDef, value: unknown): number[] {
  if (field.type === 'ref') return value == null ? [] : [value as number];
  return field.type === 'idList' ? (value as number[]) : [];
}

/**
 * Every rule of a record: the definition's field rules (shared with the console), then what only
 * the database knows: uniqueness in the organization and idList references that must exist.
 */
export async function checkRecord(
  trx: TenantTx,
  def: ResourceDef,
  orgId: number,
  input: Row,
  base?: Row,
  exceptId?: number,
): Promise<{ values: Row; errors: FieldErrors }> {
  const { values, errors } = base ? validateRecord(def, input, base) : validateRecord(def, input);
  for (const [name, field] of Object.entries(def.fields)) {
    if (errors[name]) continue;
    if (field.unique && values[name] !== null && (await isTaken(trx, def, orgId, name, values, exceptId))) {
      errors[name] = [uniqueMessage(field)];
    }
    // Only references the save adds are checked: one already stored stays (a label out of a
    // restricted administrator's sight on a worker they may edit, a label deleted since).
    if (await pointsNowhere(trx, orgId, field, values[name], base?.[name])) errors[name] = [INVALID_CHOICE];
  }
  return { values, errors };
}

/** A ref or idList value naming a record the organization does not have (or the caller may not see). */
export async function pointsNowhere(trx: TenantTx, orgId: number, field: FieldDef, value: unknown, kept?: unknown): Promise<boolean> {
  if (field.ref === undefined) return false;
  const stored = kept === undefined ? [] : referencedIds(field, kept);
  const added = referencedIds(field, value).filter((id) => !stored.includes(id));
  return (await missingIds(trx, field.ref.table, orgId, added)).length > 0;
}

/**
 * The values of fields that are not a record's (an action's input): the field rules, then the
 * references, which must exist in the organization.
 */
export async function checkFields(trx: TenantTx, orgId: number, fields: Fields, input: Row): Promise<{ values: Row; errors: FieldErrors }> {
  const { values, errors } = validateRecord({ fields }, input);
  for (const [name, field] of Object.entries(fields)) {
    if (!errors[name] && (await pointsNowhere(trx, orgId, field, values[name]))) errors[name] = [INVALID_CHOICE];
  }
  return { values, errors };
}
