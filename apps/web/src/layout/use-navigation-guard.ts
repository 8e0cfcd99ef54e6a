import { notifications } from '@mantine/notifications';
import { guardNavigation, matchPath, type SessionSettings, type UserProfile } from '@punchline/domain';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export const NAVIGATION_DENIED = 'You do not have access to that screen.';

/** Cancels in-app navigation to a screen of this organization that the access predicate denies
 *  (SPEC section 2 Route access); the user stays where they were. */
export function useNavigationGuard(session: SessionSettings, user: UserProfile): void {
  const blocker = useBlocker(({ nextLocation }) => {
    const match = matchPath(nextLocation.pathname);
    if (!match?.route.inOrg || match.params.orgId !== String(session.organizationId)) return false;
    return guardNavigation(nextLocation.pathname, { fatal: false, intervention: null, user, session }).kind === 'cancel';
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    notifications.show({ color: 'yellow', message: NAVIGATION_DENIED });
  }, [blocker]);
}
