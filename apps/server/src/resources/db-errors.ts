import { validationMessage } from '@punchline/domain';
import { type ResourceDef } from '@punchline/contracts';
import { ApiError } from '../http/api-error';

const codeOf = (error: unknown) => (typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined);

/**
 * Turns the database's refusals into the spec's error shape: a unique index hit by a concurrent
 * save (the service checks first, so only a race gets here) and a delete of a record still in use.
 */
export async function withDbErrors<T>(def: ResourceDef, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    const code = codeOf(error);
    if (code === '23505') {
      const field = Object.entries(def.fields).find(([, f]) => f.unique)?.[0] ?? 'nonFieldErrors';
      throw ApiError.fields({ [field]: [validationMessage('unique')] });
    }
    if (code === '23503') {
      const what = def.label.toLowerCase();
      throw ApiError.badRequest(`This ${what} is in use and cannot be deleted. Make it inactive instead.`);
    }
    throw error;
  }
}
