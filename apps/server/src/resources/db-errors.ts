import { validationMessage } from '@punchline/domain';
import { columnOf, uniqueMessage, type FieldDef, type ResourceDef } from '@punchline/contracts';
import { ApiError } from '../http/api-error';

const propertyOf = (error: unknown, key: 'code' | 'constraint') =>
  typeof error === 'object' && error !== null && key in error ? (error as Record<string, unknown>)[key] : undefined;

/**
 * The field whose unique index refused the row. Unique indexes are named `<table>_<column>_key`;
 * the constraint name is what PostgreSQL reports under row-level security, where it leaves the
 * key's values out. The value may clash with a row the caller cannot see (another org unit's
 * worker, for an administrator with label restrictions): the service's check missed it, the index did not.
 */
function uniqueField(def: ResourceDef, constraint: unknown): [string, FieldDef | undefined] {
  const unique = Object.entries(def.fields).filter(([, f]) => f.unique);
  const named = unique.find(([name, f]) => constraint === `${def.table}_${columnOf(name, f)}_key`);
  const [name, field] = named ?? unique[0] ?? ['nonFieldErrors', undefined];
  return [name, field];
}

/**
 * Turns the database's refusals into the spec's error shape: a unique index hit by a concurrent
 * save or by a row out of the caller's sight (the service checks first), and a delete of a record
 * still in use.
 */
export async function withDbErrors<T>(def: ResourceDef, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    const code = propertyOf(error, 'code');
    if (code === '23505') {
      const [name, field] = uniqueField(def, propertyOf(error, 'constraint'));
      throw ApiError.fields({ [name]: [field ? uniqueMessage(field) : validationMessage('unique')] });
    }
    if (code === '23503') {
      const what = def.label.toLowerCase();
      throw ApiError.badRequest(`This ${what} is in use and cannot be deleted. Make it inactive instead.`);
    }
    throw error;
  }
}
