import { describe, expect, it } from 'vitest';
import { interventionRedirect, userIntervention } from './intervention';
import type { OrgSummary } from './user';

const org = (p: Partial<OrgSummary> = {}): OrgSummary => ({
  id: 4,
  orgUserAccepted: true,
  orgUserMeetsAuthRuleRequirements: true,
  ...p,
});
const verified = { emailVerified: true };

describe('userIntervention', () => {
  it('holds an unverified email first, except in delegate mode', () => {
    const input = { user: { emailVerified: false }, selected: org({ orgUserAccepted: false }), orgs: null };
    expect(userIntervention(input)).toEqual({ kind: 'email-not-verified' });
    expect(userIntervention({ ...input, delegate: true })).toEqual({ kind: 'not-accepted', orgId: 4 });
  });

  it('sends a selected org that is not accepted or fails auth rules', () => {
    expect(userIntervention({ user: verified, selected: org({ orgUserAccepted: false }), orgs: null })).toEqual({
      kind: 'not-accepted',
      orgId: 4,
    });
    expect(userIntervention({ user: verified, selected: org({ orgUserMeetsAuthRuleRequirements: false }), orgs: null })).toEqual({
      kind: 'auth-policy',
      orgId: 4,
    });
    expect(userIntervention({ user: verified, selected: org(), orgs: null })).toBeNull();
  });

  it('needs a choice when no org is selected and the list is not exactly one', () => {
    expect(userIntervention({ user: verified, selected: null, orgs: [] })).toEqual({ kind: 'no-orgs' });
    expect(userIntervention({ user: verified, selected: null, orgs: [org(), org({ id: 5 })] })).toEqual({ kind: 'no-selection' });
    expect(userIntervention({ user: verified, selected: null, orgs: [org()] })).toBeNull();
  });
});

describe('interventionRedirect', () => {
  it('maps each intervention to its screen', () => {
    expect(interventionRedirect({ kind: 'no-orgs' }, '/orgs/4/dashboard')).toBe('/orgs/sign-up');
    expect(interventionRedirect({ kind: 'no-selection' }, '/orgs/4/dashboard')).toBe('/orgs');
    expect(interventionRedirect({ kind: 'not-accepted', orgId: 4 }, '/orgs/4/dashboard')).toBe('/orgs/4/accept');
    expect(interventionRedirect({ kind: 'auth-policy', orgId: 4 }, '/')).toBe('/orgs/4/auth-policy-error');
    expect(interventionRedirect({ kind: 'email-not-verified' }, '/orgs')).toBeNull();
  });

  it('stays put when already on the target', () => {
    expect(interventionRedirect({ kind: 'not-accepted', orgId: 4 }, '/orgs/4/accept/')).toBeNull();
    expect(interventionRedirect({ kind: 'no-selection' }, '/orgs?x=1')).toBeNull();
  });

  it('lets a user without selection use top-level screens that need no organization', () => {
    expect(interventionRedirect({ kind: 'no-selection' }, '/notifications')).toBeNull();
    expect(interventionRedirect({ kind: 'no-selection' }, '/sudo/org-users/12')).toBeNull();
    expect(interventionRedirect({ kind: 'no-orgs' }, '/orgs')).toBe('/orgs/sign-up');
  });
});
