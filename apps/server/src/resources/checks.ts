import { validationMessage } from '@punchline/domain';
import { INVALID_CHOICE, validateRecord, type FieldErrors, type ResourceDef } from '@punchline/contracts';
import type { TenantTx } from '../db/tenant';
import { isTaken, missingIds, type Row } from './sql';

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
    const ids = field.type === 'ref' ? (values[name] === null ? [] : [values[name] as number]) : (values[name] as number[]);
    if (field.ref && (await missingIds(trx, field.ref.table, orgId, ids)).length > 0) {
      errors[name] = [INVALID_CHOICE];
    }
  }
  return { values, errors };
}
