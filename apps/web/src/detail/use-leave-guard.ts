import { notifications } from '@mantine/notifications';
import { guardNavigation, matchPath } from '@punchline/domain';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { NAVIGATION_DENIED } from '../layout/use-navigation-guard';
import { useOrgSession, useProfile } from '../layout/use-org-session';

/**
 * Holds navigation away from a dirty form (SPEC section 4 'Save Changes'), and the tab closing
 * or reloading (beforeunload). The router runs only the newest blocker, so this one also
 * applies the layout's access check (useNavigationGuard) while a form is open.
 */
export function useLeaveGuard(dirty: boolean) {
  const session = useOrgSession();
  const user = useProfile();
  const dirtyRef = useRef(dirty);
  /** Set before a navigation the form itself starts after saving or deleting. */
  const bypass = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (denied(nextLocation.pathname)) return true;
    if (bypass.current) return false;
    return dirtyRef.current && currentLocation.pathname !== nextLocation.pathname;
  });
  function denied(pathname: string) {
    const match = matchPath(pathname);
    if (!match?.route.inOrg || match.params.orgId !== String(session.organizationId)) return false;
    return guardNavigation(pathname, { fatal: false, intervention: null, user, session }).kind === 'cancel';
  }
  const deniedNow = blocker.state === 'blocked' && denied(blocker.location.pathname);
  useEffect(() => {
    if (!deniedNow || blocker.state !== 'blocked') return;
    blocker.reset();
    notifications.show({ color: 'yellow', message: NAVIGATION_DENIED });
  }, [deniedNow, blocker]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    /** A navigation waits for the user's answer to the Save Changes prompt. */
    asking: blocker.state === 'blocked' && !deniedNow,
    proceed: () => blocker.state === 'blocked' && blocker.proceed(),
    abort: () => blocker.state === 'blocked' && blocker.reset(),
    /** Runs `go` (a navigation) without asking: the form was just saved or deleted. */
    leave: (go: () => unknown) => {
      bypass.current = true;
      Promise.resolve(go()).finally(() => {
        bypass.current = false;
      });
    },
  };
}
