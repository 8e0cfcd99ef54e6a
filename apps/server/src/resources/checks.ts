import { validationMessage } from '@punchline/domain';
import { INVALID_CHOICE, validateRecord, type FieldDef, type FieldErrors, type ResourceDef } from '@punchline/contracts';
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
      errors[name] = [validationMessage('unique')];
    }
    if (field.ref && (await missingIds(trx, field.ref.table, orgId, referencedIds(field, values[name]))).length > 0) {
      errors[name] = [INVALID_CHOICE];
    }
  }
  return { values, errors };
}
