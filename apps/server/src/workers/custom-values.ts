import type { FieldErrors } from '@punchline/contracts';
import { INVALID_CHOICE } from '@punchline/contracts';
import { validationMessage } from '@punchline/domain';
import type { HookContext, Row } from '../resources/server-resources';

type CustomField = { id: number; type: string; sensitive: boolean; choices: unknown };
type Value = string | number | boolean;
type Values = Record<string, Value>;
type MapName = 'customFieldValues' | 'sensitiveCustomFieldValues';

function valueError(field: CustomField, value: unknown): string | null {
  if (field.type === 'bool') return typeof value === 'boolean' ? null : INVALID_CHOICE;
  if (field.type === 'number') return typeof value === 'number' ? null : validationMessage('numeric');
  const choices = Array.isArray(field.choices) ? field.choices.map(String) : [];
  return choices.includes(String(value)) ? null : INVALID_CHOICE;
}

async function workerFields(ctx: HookContext, ids: number[]): Promise<Map<string, CustomField>> {
  if (ids.length === 0) return new Map();
  const fields = (await ctx.trx
    .selectFrom('custom_fields')
    .select(['id', 'type', 'sensitive', 'choices'])
    .where('org_id', '=', ctx.orgId)
    .where('applies_to', '=', 'user')
    .where('id', 'in', ids)
    .execute()) as CustomField[];
  return new Map(fields.map((f) => [String(f.id), f]));
}

/**
 * A worker's custom field values (custom fields whose appliesTo is user), checked against their
 * fields and split by sensitivity: values of sensitive fields live in sensitiveCustomFieldValues,
 * which only callers with access_employee_sensitive see or change (SPEC section 6), or fill in on a
 * new worker when employeeSensitiveCanCreateFields names it. Such a caller keeps the stored
 * sensitive values whatever they send. Only values that change are checked: a custom field deleted
 * or narrowed later must not block every other save of the worker (a deleted field's value goes).
 */
export async function splitCustomValues(ctx: HookContext, values: Row, current: Row | null): Promise<{ values: Row; errors: FieldErrors }> {
  const { viewer, access } = ctx.caller;
  const fillsSensitive = viewer.sensitive || (current === null && access.sensitiveCanCreate.includes('sensitiveCustomFieldValues'));
  const storedPlain = (current?.customFieldValues as Values | undefined) ?? {};
  const storedSensitive = (current?.sensitiveCustomFieldValues as Values | undefined) ?? {};
  const entries = (map: MapName, from: unknown) => Object.entries(from as Values).map(([key, value]) => ({ key, value, map }));
  const sent = [
    ...entries('customFieldValues', values.customFieldValues),
    ...entries('sensitiveCustomFieldValues', fillsSensitive ? values.sensitiveCustomFieldValues : {}),
  ];
  const byId = await workerFields(
    ctx,
    sent.map(({ key }) => Number(key)),
  );
  const plain: Values = {};
  const sensitive: Values = fillsSensitive ? {} : { ...storedSensitive };
  for (const { key, value, map } of sent) {
    const field = byId.get(key);
    const unchanged = storedPlain[key] === value || storedSensitive[key] === value;
    if (!field) {
      if (unchanged) continue;
      return { values, errors: { [map]: [INVALID_CHOICE] } };
    }
    // A sensitive value from a caller who may not set it is not even checked: it changes nothing.
    if (field.sensitive && !fillsSensitive) {
      if (unchanged) sensitive[key] = value;
      continue;
    }
    const problem = unchanged ? null : valueError(field, value);
    if (problem) return { values, errors: { [map]: [problem] } };
    (field.sensitive ? sensitive : plain)[key] = value;
  }
  return { values: { customFieldValues: plain, sensitiveCustomFieldValues: sensitive }, errors: {} };
}
