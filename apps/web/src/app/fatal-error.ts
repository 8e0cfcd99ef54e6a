import { FATAL_ERRORS, type FatalError } from '@punchline/domain';
import { ApiRequestError, NetworkError } from '../api/errors';

/** Thrown by loaders to block the console with a full-screen error (SPEC section 8). */
export class FatalErrorSignal extends Error {
  constructor(readonly fatal: FatalError) {
    super(fatal.title);
  }
}

/** Maps a failure while loading the user or the organization onto its fatal screen. */
export function fatalFromLoadError(error: unknown, networkFatal: FatalError): FatalError {
  if (error instanceof FatalErrorSignal) return error.fatal;
  if (error instanceof NetworkError) return networkFatal;
  if (error instanceof ApiRequestError) {
    if (error.status === 403) return FATAL_ERRORS.forbidden;
    if (error.status === 401) return { title: 'Signed out', message: error.message };
    if (error.status === 404) return FATAL_ERRORS.orgNotFound;
    return { title: 'Something went wrong', message: `${error.message} Reload the page to try again.` };
  }
  return { title: 'Something went wrong', message: 'An unexpected error occurred. Reload the page to try again.' };
}
