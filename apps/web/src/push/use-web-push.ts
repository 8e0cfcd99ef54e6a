import type { SessionSettings, UserProfile } from '@punchline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { enablePush, pushState, registerDevice, type PushState } from './web-push';

/** Browser push for this organization: keeps the registration fresh when already allowed, and
 *  refreshes the message lists whenever a push arrives while the console is open. */
export function useWebPush(session: SessionSettings, user: UserProfile) {
  const client = useQueryClient();
  const [state, setState] = useState<PushState>(() => pushState());
  const [error, setError] = useState<string | null>(null);
  const identity = { userId: user.userId, orgUserId: session.orgUserId };

  useEffect(() => {
    if (pushState() !== 'enabled') return;
    registerDevice(session.organizationId, { userId: user.userId, orgUserId: session.orgUserId }).catch(() => {
      // The push service may be unreachable; the bell still works without it.
    });
  }, [session.organizationId, session.orgUserId, user.userId]);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'notification') void client.invalidateQueries({ queryKey: ['messages'] });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [client]);

  const enable = useCallback(async () => {
    setError(null);
    try {
      setState(await enablePush(session.organizationId, identity));
    } catch (e) {
      setError(`Browser notifications could not be turned on here: ${e instanceof Error ? e.message : String(e)}`);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- identity is rebuilt each render from the same two ids
  }, [session.organizationId, session.orgUserId, user.userId]);

  return { state, error, enable };
}
