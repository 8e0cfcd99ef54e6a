import type { SessionSettings, UserProfile } from '@punchline/domain';
import { useRouteLoaderData } from 'react-router';

/** The organization's session settings, loaded by the org route before any screen renders. */
export function useOrgSession(): SessionSettings {
  const data = useRouteLoaderData('org') as { session: SessionSettings } | undefined;
  if (!data) throw new Error('useOrgSession used outside an organization route');
  return data.session;
}

/** The signed-in user's profile, loaded by the home route. */
export function useProfile(): UserProfile {
  const data = useRouteLoaderData('home') as { profile: UserProfile } | undefined;
  if (!data) throw new Error('useProfile used outside the home route');
  return data.profile;
}
