import { INVALID_CHOICE, type FieldErrors } from '@punchline/contracts';
import { validationMessage } from '@punchline/domain';
import { sql } from 'kysely';
import type { HookContext, Row } from '../resources/server-resources';

// The checks the costing collections' hooks share: which kind of label a list holds, and custom
// field values of workers. Only what a save adds is checked, as the toolkit checks references
// (resources/checks.ts): something stored before and changed since does not block other edits.

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? (value as number[]) : []);

/** The ids of `name` the save adds (all of them on create). */
export function addedIds(values: Row, current: Row | null, name: string): number[] {
  const before = new Set(idsOf(current?.[name]));
  return idsOf(values[name]).filter((id) => !before.has(id));
}

/** An error when any added id of `name` is not a label of `type` ('work' on jobs, phases, cost codes). */
export async function labelTypeErrors(
  ctx: HookContext,
  values: Row,
  current: Row | null,
  name: string,
  type: 'work' | 'user',
): Promise<FieldErrors> {
  const added = addedIds(values, current, name);
  if (added.length === 0) return {};
  const found = await sql<{ n: number }>`select count(*)::int as n from labels
    where org_id = ${ctx.orgId} and type = ${type} and id = any(${added}::bigint[])`.execute(ctx.trx);
  return found.rows[0]!.n === new Set(added).size ? {} : { [name]: [INVALID_CHOICE] };
}

type CustomField = { id: number | string; type: string; choices: unknown };

function valueError(field: CustomField, value: unknown): string | null {
  if (field.type === 'bool') return typeof value === 'boolean' ? null : INVALID_CHOICE;
  if (field.type === 'number') return typeof value === 'number' ? null : validationMessage('numeric');
  if (field.type === 'choice')
    return (Array.isArray(field.choices) ? field.choices.map(String) : []).includes(String(value)) ? null : INVALID_CHOICE;
  return typeof value === 'string' ? null : INVALID_CHOICE;
}

/**
 * A job's customFieldValues: each changed key an active custom field that applies to users (the
 * workers the job is open to hold that value), each value of the field's type.
 */
export async function customValueErrors(ctx: HookContext, values: Row, current: Row | null): Promise<FieldErrors> {
  const before = (current?.customFieldValues ?? {}) as Record<string, unknown>;
  const changed = Object.entries((values.customFieldValues ?? {}) as Record<string, unknown>).filter(([key, v]) => before[key] !== v);
  if (changed.length === 0) return {};
  const keys = changed.map(([key]) => Number(key)).filter(Number.isSafeInteger);
  const fields = await sql<CustomField>`select id, type, choices from custom_fields
    where org_id = ${ctx.orgId} and applies_to = 'user' and active and id = any(${keys}::bigint[])`.execute(ctx.trx);
  const byId = new Map(fields.rows.map((f) => [String(f.id), f]));
  for (const [key, value] of changed) {
    const field = byId.get(key);
    const error = field ? valueError(field, value) : INVALID_CHOICE;
    if (error) return { customFieldValues: [error] };
  }
  return {};
}

/** Merges field errors; a hook throws them all at once (ApiError.fields). */
export const mergeErrors = (...all: FieldErrors[]): FieldErrors => Object.assign({}, ...all);
