import { validators } from '@punchline/domain';
import { ApiError } from '../http/api-error';

/** Shown with 409 when the record changed since the caller loaded it. */
export const STALE_VERSION = 'This record was changed by someone else since you loaded it. Reload it and try again.';

/**
 * Optimistic concurrency the HTTP way: a change may carry the version it was based on (`version`
 * in the PUT body, `?version=` on DELETE). Sent and different from the stored one is a 409; not an
 * integer is a 400 field error; not sent means the caller does not ask for the check.
 */
export function optionalVersion(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const notInteger = validators.integer(value);
  if (notInteger) throw ApiError.fields({ version: [notInteger] });
  return Number(value);
}

export function assertVersion(stored: number, sent: number | undefined): void {
  if (sent !== undefined && stored !== sent) throw ApiError.conflict(STALE_VERSION);
}
