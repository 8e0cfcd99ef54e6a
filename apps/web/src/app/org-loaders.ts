import type { OrgSummary } from '@punchline/contracts';
import {
  AUTH_REQUIREMENT_NOT_MET_DETAIL,
  bootstrapStep,
  buildPath,
  FATAL_ERRORS,
  guardNavigation,
  needsSetup,
  userIntervention,
  type UserProfile,
} from '@punchline/domain';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { currentDelegate } from '../api/delegate';
import { ApiRequestError, TokenError } from '../api/errors';
import { isSignInRequired, signInUrl } from '../api/identity-token';
import { enterOrganization } from '../api/org-tokens';
import { FatalErrorSignal, fatalFromLoadError } from './fatal-error';
import { loadProfile } from './loaders';
import { queryClient } from './query-client';
import { orgSummaryQuery, sessionQuery } from './queries';

/** A refused token goes to sign-in with `next`; anything else is a fatal screen. */
function loadFailure(request: Request, error: unknown): Response | FatalErrorSignal {
  if (error instanceof TokenError && isSignInRequired(error)) {
    const url = new URL(request.url);
    return redirect(signInUrl(url.pathname + url.search));
  }
  return new FatalErrorSignal(fatalFromLoadError(error, FATAL_ERRORS.settingsNetwork));
}

function orgIdOf(params: LoaderFunctionArgs['params']): number {
  const orgId = Number(params.orgId);
  if (!Number.isInteger(orgId) || orgId <= 0) throw redirect('/');
  return orgId;
}

/**
 * The organization named in the path, through the bootstrap's first step. A link to an
 * organization the user may not enter shows the 403 fatal screen rather than silently opening
 * another organization, where the user could act believing they were in the linked one.
 */
async function requestedOrg(request: Request, orgId: number): Promise<OrgSummary> {
  let found: OrgSummary | null;
  try {
    found = await queryClient.fetchQuery({ ...orgSummaryQuery(orgId), staleTime: 0 });
  } catch (error) {
    throw loadFailure(request, error);
  }
  const step = bootstrapStep({ requestedOrgId: orgId, requested: { ok: true, value: found } });
  if (step.kind !== 'selected' || step.source !== 'requested') throw new FatalErrorSignal(FATAL_ERRORS.forbidden);
  return step.org as OrgSummary;
}

/** Sends the user to the intervention screen the domain names for this path, if any. */
async function guardIntervention(request: Request, orgId: number): Promise<{ org: OrgSummary; profile: UserProfile; intervened: boolean }> {
  const [profile, org] = await Promise.all([loadProfile(request), requestedOrg(request, orgId)]);
  const intervention = userIntervention({ user: profile, delegate: currentDelegate() !== null, selected: org, orgs: null });
  // Held on the fatal screen where the user is (the guard's /error would lose the address).
  if (intervention?.kind === 'email-not-verified') throw new FatalErrorSignal(FATAL_ERRORS.emailNotVerified);
  // Only the intervention part of the guard applies here: screens outside the domain's tree
  // (profile, change password) are the router's business, and access is OrgLayout's.
  if (intervention) {
    const decision = guardNavigation(new URL(request.url).pathname, { fatal: false, intervention, user: profile, session: null });
    if (decision.kind === 'redirect') throw redirect(decision.to);
  }
  return { org, profile, intervened: intervention !== null };
}

/** orgs/{orgId}: interventions first, then the session settings; refusals become fatal screens. */
export async function orgLoader({ params, request }: LoaderFunctionArgs) {
  const orgId = orgIdOf(params);
  await guardIntervention(request, orgId);
  enterOrganization(orgId);
  let session;
  try {
    session = await queryClient.fetchQuery(sessionQuery(orgId));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401 && error.message === AUTH_REQUIREMENT_NOT_MET_DETAIL) {
      throw redirect(buildPath('org.auth-policy-error', { orgId }));
    }
    throw loadFailure(request, error);
  }
  // SPEC section 2 Redirects: an organization that needs setup opens its sign-up wizard.
  const atWizard = new URL(request.url).pathname.endsWith('/sign-up');
  if (needsSetup(session) && !atWizard) throw redirect(buildPath('inapp-sign-up-wizard', { orgId }));
  if (!needsSetup(session) && atWizard) throw redirect(buildPath('org.dashboard', { orgId }));
  return { session };
}

/** accept and auth-policy-error: only while that intervention applies, else the organization. */
export async function interventionLoader({ params, request }: LoaderFunctionArgs) {
  const orgId = orgIdOf(params);
  const { org, intervened } = await guardIntervention(request, orgId);
  if (!intervened) throw redirect(buildPath('org.dashboard', { orgId }));
  return { org };
}
