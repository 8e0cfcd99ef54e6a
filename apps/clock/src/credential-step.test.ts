import type { CredentialProblem, WorkerStatus } from '@punchline/contracts/device';
import { describe, expect, it } from 'vitest';
import { checksCredentials, credentialStepView, photoLabel, warningsAfterPunch } from './credential-step';

const problem = (p: Partial<CredentialProblem>): CredentialProblem => ({
  typeId: 1,
  typeName: 'Forklift licence',
  status: 'expired',
  text: 'Your Forklift licence has expired.',
  action: 'refuse',
  photoAllowed: false,
  ...p,
});
const status = (clockedIn: boolean) => ({ clockedIn }) as WorkerStatus;

describe('the clock’s credential step', () => {
  it('asks only before a clock-in with a network (an OUT is never refused)', () => {
    expect(checksCredentials(status(false), true)).toBe(true);
    expect(checksCredentials(null, true)).toBe(true);
    expect(checksCredentials(status(true), true)).toBe(false);
    expect(checksCredentials(status(false), false)).toBe(false);
  });

  it('says a refusal as "You cannot clock in", lists warnings apart, and offers the photos allowed', () => {
    const forklift = problem({ photoAllowed: true });
    const harness = problem({ typeId: 2, typeName: 'Harness', text: 'You have no Harness on record.', status: 'missing' });
    const food = problem({
      typeId: 3,
      typeName: 'Food card',
      text: 'You have no Food card on record.',
      action: 'warn',
      photoAllowed: true,
    });
    expect(credentialStepView([forklift, harness, food])).toEqual({
      refusal: 'You cannot clock in: Your Forklift licence has expired. You have no Harness on record.',
      warnings: ['You have no Food card on record.'],
      photos: [forklift, food],
    });
    expect(credentialStepView([food]).refusal).toBeNull();
    expect(photoLabel(forklift, 1)).toBe('Take a photo of your document');
    expect(photoLabel(forklift, 2)).toBe('Take a photo of your Forklift licence');
  });

  it('keeps for the punch’s confirmation only what the job alone asks for', () => {
    const general = { typeName: 'Food card', status: 'missing' as const, text: 'a', jobOnly: false };
    const job = { typeName: 'Harness', status: 'missing' as const, text: 'b', jobOnly: true };
    const old = { typeName: 'Badge', status: 'missing' as const, text: 'c' };
    expect(warningsAfterPunch([general, job, old])).toEqual([job, old]);
    expect(warningsAfterPunch(undefined)).toEqual([]);
  });
});
