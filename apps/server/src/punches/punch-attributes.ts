import { INVALID_CHOICE } from '@punchline/contracts';
import { validationMessage } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';

// What a punch carries besides its instant: custom field values (fields that apply to punches) and
// a punch code. Only what a change adds is checked, so a field or code made inactive later does not
// block editing a punch's other attributes.

type CustomField = { id: number | string; type: string; choices: unknown };

function valueError(field: CustomField, value: unknown): string | null {
  if (field.type === 'bool') return typeof value === 'boolean' ? null : INVALID_CHOICE;
  if (field.type === 'number') return typeof value === 'number' && Number.isFinite(value) ? null : validationMessage('numeric');
  const choices = Array.isArray(field.choices) ? field.choices.map(String) : [];
  return choices.includes(String(value)) ? null : INVALID_CHOICE;
}

/** customFields: each changed key an active custom field of punches, each value of its type (null clears). */
export async function customFieldErrors(
  trx: TenantTx,
  orgId: number,
  values: Record<string, unknown> | undefined,
  before: Record<string, unknown> = {},
): Promise<Record<string, string[]>> {
  const changed = Object.entries(values ?? {}).filter(([key, v]) => v !== null && before[key] !== v);
  if (changed.length === 0) return {};
  const keys = changed.map(([key]) => Number(key)).filter(Number.isSafeInteger);
  const fields = await sql<CustomField>`select id, type, choices from custom_fields
    where org_id = ${orgId} and applies_to = 'punch' and active and id = any(${keys}::bigint[])`.execute(trx);
  const byId = new Map(fields.rows.map((f) => [String(f.id), f]));
  for (const [key, value] of changed) {
    const field = byId.get(key);
    const error = field ? valueError(field, value) : INVALID_CHOICE;
    if (error) return { customFields: [error] };
  }
  return {};
}

/** The values kept: null clears a field, so it is dropped. */
export const keptCustomFields = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null));

/** punchCodeId: an active punch code of the organization for this type of punch. */
export async function punchCodeErrors(
  trx: TenantTx,
  orgId: number,
  id: number | null | undefined,
  type: 'in' | 'out',
): Promise<Record<string, string[]>> {
  if (id === null || id === undefined) return {};
  const found = await sql`select 1 from punch_codes where org_id = ${orgId} and id = ${id} and active
    and type in (${type}, 'both')`.execute(trx);
  return found.rows.length === 0 ? { punchCodeId: [INVALID_CHOICE] } : {};
}
