import { validators } from '@punchline/domain';
import { ApiError } from '../http/api-error';

/** Shown with 409 when the record changed since the caller loaded it. */
export const STALE_VERSION = 'This record was changed by someone else since you loaded it. Reload it and try again.';

/**
 * Optimistic concurrency: a change carries the version it was based on (`version` in the PUT body,
 * `?version=` on DELETE). Missing is a 400 field error; different from the stored one is a 409.
 */
export function requireVersion(value: unknown): number {
  const missing = validators.required(value, 'Version');
  if (missing) throw ApiError.fields({ version: [missing] });
  const notInteger = validators.integer(value);
  if (notInteger) throw ApiError.fields({ version: [notInteger] });
  return Number(value);
}

export function assertVersion(stored: number, sent: number): void {
  if (stored !== sent) throw ApiError.conflict(STALE_VERSION);
}
