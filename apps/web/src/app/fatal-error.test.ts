import { FATAL_ERRORS } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, NetworkError } from '../api/errors';
import { FatalErrorSignal, fatalFromLoadError } from './fatal-error';

describe('fatal errors of loading the user and the organization', () => {
  it('maps a 403 onto the spec permission message', () => {
    const error = new ApiRequestError(403, { detail: 'nope' }, 'nope');
    expect(fatalFromLoadError(error, FATAL_ERRORS.settingsNetwork)).toEqual(FATAL_ERRORS.forbidden);
  });

  it('shows the detail of a 401', () => {
    const error = new ApiRequestError(401, { detail: 'Organization login requirement not met' }, 'Organization login requirement not met');
    expect(fatalFromLoadError(error, FATAL_ERRORS.settingsNetwork).message).toBe('Organization login requirement not met');
  });

  it('uses the network message of the step that failed', () => {
    expect(fatalFromLoadError(new NetworkError('x'), FATAL_ERRORS.loginNetwork).message).toBe(
      'Was unable to login due to a network error.',
    );
    expect(fatalFromLoadError(new NetworkError('x'), FATAL_ERRORS.settingsNetwork).message).toBe(
      'Was unable to load user settings due to a network error.',
    );
  });

  it('passes a fatal signal through unchanged', () => {
    expect(fatalFromLoadError(new FatalErrorSignal(FATAL_ERRORS.emailNotVerified), FATAL_ERRORS.loginNetwork)).toEqual(
      FATAL_ERRORS.emailNotVerified,
    );
  });
});
