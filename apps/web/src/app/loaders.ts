import type { OrgList, OrgSummary } from '@punchline/contracts';
import {
  bootstrapStep,
  FATAL_ERRORS,
  userIntervention,
  interventionRedirect,
  type BootstrapInput,
  type UserProfile,
} from '@punchline/domain';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { currentDelegate } from '../api/delegate';
import { api } from '../api/http';
import { getIdentityToken, isSignInRequired, signInUrl } from '../api/identity-token';
import { FatalErrorSignal, fatalFromLoadError } from './fatal-error';
import { queryClient } from './query-client';
import { profileQuery } from './queries';

export const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/** The signed-in user's profile; sign-in when there is none, a fatal screen when it cannot load. */
export async function loadProfile(request: Request): Promise<UserProfile> {
  try {
    await getIdentityToken();
  } catch (error) {
    if (isSignInRequired(error)) throw redirect(signInUrl(pathOf(request)));
    throw new FatalErrorSignal(fatalFromLoadError(error, FATAL_ERRORS.loginNetwork));
  }
  try {
    return await queryClient.ensureQueryData(profileQuery);
  } catch (error) {
    if (isSignInRequired(error)) throw redirect(signInUrl(pathOf(request)));
    throw new FatalErrorSignal(fatalFromLoadError(error, FATAL_ERRORS.settingsNetwork));
  }
}

/** Every screen but the public ones needs a signed-in user with a verified email (SPEC 4). */
export async function homeLoader({ request }: LoaderFunctionArgs) {
  return { profile: await verifiedProfile(request) };
}

/** The profile, or the 'Email not verified' fatal screen where the user is (SPEC section 4). */
async function verifiedProfile(request: Request): Promise<UserProfile> {
  const profile = await loadProfile(request);
  const intervention = userIntervention({ user: profile, delegate: currentDelegate() !== null, selected: null, orgs: null });
  if (intervention?.kind === 'email-not-verified') throw new FatalErrorSignal(FATAL_ERRORS.emailNotVerified);
  return profile;
}

async function fetched<T>(load: () => Promise<T>) {
  try {
    return { ok: true as const, value: await load() };
  } catch {
    return { ok: false as const };
  }
}

/** The organization named by `/?orgId=` (links from outside the console), else none. */
function requestedOrgId(request: Request): number | null {
  const value = Number(new URL(request.url).searchParams.get('orgId'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** '/' runs the bootstrap of SPEC section 4, then sends the user where the intervention says. */
export async function bootstrapLoader({ request }: LoaderFunctionArgs) {
  const profile = await verifiedProfile(request);
  const delegate = currentDelegate();
  if (delegate) throw redirect(`/orgs/${delegate.orgId}/dashboard`);
  const input: BootstrapInput = { requestedOrgId: requestedOrgId(request) };
  for (;;) {
    const step = bootstrapStep(input);
    if (step.kind === 'fetch-last-accessed') {
      input.lastAccessed = await fetched(async () => (await api<OrgList>('manage/orgs/last-accessed')).results[0] ?? null);
    } else if (step.kind === 'fetch-list') {
      input.list = await fetched(async () => (await api<OrgList>('manage/orgs', { query: { limit: 500 } })).results);
    } else if (step.kind === 'fetch-requested') {
      input.requested = await fetched(async () => (await api<OrgList>(`manage/orgs/${step.orgId}`)).results[0] ?? null);
    } else if (step.kind === 'fatal') {
      throw new FatalErrorSignal(step.error);
    } else {
      const selected = step.kind === 'selected' ? (step.org as OrgSummary) : null;
      const orgs = input.list?.ok ? input.list.value : null;
      const intervention = userIntervention({ user: profile, selected, orgs });
      const dashboard = selected ? `/orgs/${selected.id}/dashboard` : '/orgs';
      throw redirect((intervention && interventionRedirect(intervention, '/')) ?? dashboard);
    }
  }
}
