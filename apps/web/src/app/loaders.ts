import type { OrgList, OrgSummary } from '@punchline/contracts';
import { bootstrapStep, FATAL_ERRORS, type BootstrapInput } from '@punchline/domain';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { api } from '../api/http';
import { getIdentityToken, isSignInRequired, signInUrl } from '../api/identity-token';
import { FatalErrorSignal, fatalFromLoadError } from './fatal-error';
import { queryClient } from './query-client';
import { profileQuery, sessionQuery } from './queries';

const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/** Every screen but sign-in needs a signed-in user with a verified email. */
export async function homeLoader({ request }: LoaderFunctionArgs) {
  try {
    await getIdentityToken();
  } catch (error) {
    if (isSignInRequired(error)) throw redirect(signInUrl(pathOf(request)));
    throw new FatalErrorSignal(fatalFromLoadError(error, FATAL_ERRORS.loginNetwork));
  }
  try {
    const profile = await queryClient.ensureQueryData(profileQuery);
    if (!profile.emailVerified) throw new FatalErrorSignal(FATAL_ERRORS.emailNotVerified);
    return { profile };
  } catch (error) {
    if (isSignInRequired(error)) throw redirect(signInUrl(pathOf(request)));
    throw new FatalErrorSignal(fatalFromLoadError(error, FATAL_ERRORS.settingsNetwork));
  }
}

async function fetched<T>(load: () => Promise<T>) {
  try {
    return { ok: true as const, value: await load() };
  } catch {
    return { ok: false as const };
  }
}

/** '/' picks the organization: last accessed, else the only one, else the selector. */
export async function bootstrapLoader() {
  const input: BootstrapInput = { requestedOrgId: null };
  for (;;) {
    const step = bootstrapStep(input);
    if (step.kind === 'fetch-last-accessed') {
      input.lastAccessed = await fetched(async () => (await api<OrgList>('manage/orgs/last-accessed')).results[0] ?? null);
    } else if (step.kind === 'fetch-list') {
      input.list = await fetched(async () => (await api<OrgList>('manage/orgs', { query: { limit: 500 } })).results as OrgSummary[]);
    } else if (step.kind === 'fetch-requested') {
      input.requested = await fetched(async () => (await api<OrgList>(`manage/orgs/${step.orgId}`)).results[0] ?? null);
    } else if (step.kind === 'selected') {
      throw redirect(`/orgs/${step.org.id}/dashboard`);
    } else if (step.kind === 'no-selection') {
      throw redirect('/orgs');
    } else {
      throw new FatalErrorSignal(step.error);
    }
  }
}

/** Loads the organization's session settings; refusals become the spec's fatal screens. */
export async function orgLoader({ params }: LoaderFunctionArgs) {
  const orgId = Number(params.orgId);
  if (!Number.isInteger(orgId) || orgId <= 0) throw redirect('/');
  try {
    return { session: await queryClient.fetchQuery(sessionQuery(orgId)) };
  } catch (error) {
    throw new FatalErrorSignal(fatalFromLoadError(error, FATAL_ERRORS.settingsNetwork));
  }
}
