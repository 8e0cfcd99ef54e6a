import type { OrgSummary, UserProfile } from './user';

/** Why the user must act before the console can open an organization (SPEC section 4). */
export type Intervention =
  | { kind: 'email-not-verified' }
  | { kind: 'no-orgs' }
  | { kind: 'no-selection' }
  | { kind: 'not-accepted'; orgId: number }
  | { kind: 'auth-policy'; orgId: number };

export type InterventionInput = {
  user: Pick<UserProfile, 'emailVerified'>;
  /** Set in delegate mode, where the email counts as verified. */
  delegate?: boolean;
  selected: OrgSummary | null;
  /** The organization list when it was loaded, otherwise null. */
  orgs: readonly OrgSummary[] | null;
};

/** Decides whether the user must intervene, and why; null when the organization can open. */
export function userIntervention(input: InterventionInput): Intervention | null {
  if (!input.user.emailVerified && !input.delegate) return { kind: 'email-not-verified' };
  const { selected } = input;
  if (selected) {
    if (!selected.orgUserAccepted) return { kind: 'not-accepted', orgId: selected.id };
    if (!selected.orgUserMeetsAuthRuleRequirements) return { kind: 'auth-policy', orgId: selected.id };
    return null;
  }
  if (input.orgs === null) return null; // still bootstrapping: nothing to decide yet
  if (input.orgs.length === 0) return { kind: 'no-orgs' };
  return input.orgs.length === 1 ? null : { kind: 'no-selection' };
}

/** Top-level screens usable without a selected organization ('/sudo' with its children). */
const ORG_FREE_PATHS = ['/orgs/sign-up', '/notifications', '/upgrade', '/error'];

/**
 * Where the intervention sends the user from `currentPath`, or null to stay
 * (already there, or for 'email-not-verified', which holds on the fatal screen instead).
 * A user with no selection may still use the top-level screens that need no organization.
 */
export function interventionRedirect(intervention: Intervention, currentPath: string): string | null {
  const path = normalize(currentPath);
  const target = targetOf(intervention);
  if (target === null || path === target) return null;
  if (intervention.kind === 'no-selection' || intervention.kind === 'no-orgs') {
    if (ORG_FREE_PATHS.includes(path) || isUnder(path, '/sudo')) return null;
  }
  return target;
}

function targetOf(i: Intervention): string | null {
  switch (i.kind) {
    case 'email-not-verified':
      return null;
    case 'no-orgs':
      return '/orgs/sign-up';
    case 'no-selection':
      return '/orgs';
    case 'not-accepted':
      return `/orgs/${i.orgId}/accept`;
    case 'auth-policy':
      return `/orgs/${i.orgId}/auth-policy-error`;
  }
}

function normalize(path: string): string {
  const trimmed = path.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed || '/' : `/${trimmed}`;
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}
