import { describe, expect, it } from 'vitest';
import { clockPhotoAllowed, clockVerdict, type CredentialPolicy, type CredentialWorker } from './policy';
import { credentialStatus } from './status';

const forklift = 1;
const food = 2;
const policy = (p: Partial<CredentialPolicy>): CredentialPolicy => ({
  id: 1,
  name: 'P',
  credentialTypeIds: [forklift],
  appliesTo: 'all',
  departmentIds: [],
  orgUnitIds: [],
  jobIds: [],
  labelIds: [],
  graceDays: 0,
  clockAction: 'refuse',
  ...p,
});
const worker: CredentialWorker = { departmentId: 3, orgUnitId: 4, labelIds: [5], hireDate: '2026-01-01' };

describe('credentialStatus', () => {
  it('is good through the expiry day, expiring within the window, missing without one', () => {
    expect(credentialStatus([{ typeId: forklift, expiresOn: '2026-03-10' }], forklift, '2026-03-10', 0)).toBe('valid');
    expect(credentialStatus([{ typeId: forklift, expiresOn: '2026-03-10' }], forklift, '2026-03-11', 0)).toBe('expired');
    expect(credentialStatus([{ typeId: forklift, expiresOn: '2026-03-10' }], forklift, '2026-03-01', 30)).toBe('expiring');
    expect(credentialStatus([{ typeId: forklift, expiresOn: '2026-03-10' }], forklift, '2026-01-01', 30)).toBe('valid');
    expect(credentialStatus([{ typeId: food, expiresOn: null }], forklift, '2026-01-01', 30)).toBe('missing');
  });
  it('takes the newest of several (a renewal beside the old card)', () => {
    const held = [
      { typeId: forklift, expiresOn: '2025-01-01' },
      { typeId: forklift, expiresOn: '2027-01-01' },
    ];
    expect(credentialStatus(held, forklift, '2026-03-01', 30)).toBe('valid');
  });
});

describe('clockVerdict', () => {
  it('refuses for an expired credential at a job that needs it, and not at another job', () => {
    const p = policy({ appliesTo: 'jobs', jobIds: [9] });
    const held = [{ typeId: forklift, expiresOn: '2026-02-01' }];
    expect(clockVerdict([p], worker, 9, held, '2026-03-01')).toEqual({
      action: 'refuse',
      problems: [{ typeId: forklift, status: 'expired', action: 'refuse' }],
    });
    expect(clockVerdict([p], worker, 8, held, '2026-03-01').action).toBe('none');
  });
  it('honours the grace period of a new hire', () => {
    const p = policy({ graceDays: 14 });
    expect(clockVerdict([p], { ...worker, hireDate: '2026-03-01' }, null, [], '2026-03-14').action).toBe('none');
    expect(clockVerdict([p], { ...worker, hireDate: '2026-03-01' }, null, [], '2026-03-15').action).toBe('refuse');
  });
  it('takes the strictest action among policies and ignores "nothing" policies', () => {
    const warn = policy({ id: 1, clockAction: 'warn', appliesTo: 'labels', labelIds: [5], credentialTypeIds: [forklift, food] });
    const refuse = policy({ id: 2, clockAction: 'refuse', appliesTo: 'departments', departmentIds: [3], credentialTypeIds: [food] });
    const none = policy({ id: 3, clockAction: 'none' });
    const v = clockVerdict([warn, refuse, none], worker, null, [], '2026-03-01');
    expect(v.action).toBe('refuse');
    expect(v.problems).toEqual([
      { typeId: forklift, status: 'missing', action: 'warn' },
      { typeId: food, status: 'missing', action: 'refuse' },
    ]);
    expect(clockVerdict([none], worker, null, [], '2026-03-01')).toEqual({ action: 'none', problems: [] });
  });
});

describe('clockPhotoAllowed', () => {
  it('allows the photo only under a policy that covers the worker, asks the clock and allows it', () => {
    const allows = policy({ appliesTo: 'departments', departmentIds: [3], clockAction: 'warn', allowClockPhoto: true });
    expect(clockPhotoAllowed([allows], worker, null, forklift, '2026-03-01')).toBe(true);
    // Another type, another department, a policy without the permission or that asks nothing.
    expect(clockPhotoAllowed([allows], worker, null, food, '2026-03-01')).toBe(false);
    expect(clockPhotoAllowed([{ ...allows, departmentIds: [7] }], worker, null, forklift, '2026-03-01')).toBe(false);
    expect(clockPhotoAllowed([{ ...allows, allowClockPhoto: false }], worker, null, forklift, '2026-03-01')).toBe(false);
    expect(clockPhotoAllowed([{ ...allows, clockAction: 'none' }], worker, null, forklift, '2026-03-01')).toBe(false);
    // A job policy allows it only for that job; a new hire in their grace is not asked at all.
    const atJob = policy({ appliesTo: 'jobs', jobIds: [9], allowClockPhoto: true });
    expect(clockPhotoAllowed([atJob], worker, 9, forklift, '2026-03-01')).toBe(true);
    expect(clockPhotoAllowed([atJob], worker, null, forklift, '2026-03-01')).toBe(false);
    const graced = { ...allows, graceDays: 30 };
    expect(clockPhotoAllowed([graced], { ...worker, hireDate: '2026-02-20' }, null, forklift, '2026-03-01')).toBe(false);
  });
});
