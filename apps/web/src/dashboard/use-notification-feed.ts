import { deriveFlags, NOTIFICATION_FEED_RELOAD_MS, NOTIFICATION_FEED_RETRY_MS, shouldRunNotificationFeed } from '@punchline/domain';
import { useQuery } from '@tanstack/react-query';
import { useOrgSession, useProfile } from '../layout/use-org-session';
import { fetchNotificationFeed } from './dashboard-api';

/** The feed's queries start with this key, whatever the organization (the message actions refresh them all). */
export const FEED_KEY = 'notification-feed';
export const feedKey = (orgId: number) => [FEED_KEY, orgId] as const;

/**
 * The dashboard notification feed (SPEC section 4): runs only while the organization is ready and
 * there is something to notify about (time off to manage, missed punches to review, discipline,
 * or the user's notifications on); reloads every hour, and 5 minutes after a failure.
 */
export function useNotificationFeed() {
  const session = useOrgSession();
  const profile = useProfile();
  const runs = shouldRunNotificationFeed(deriveFlags(session, profile), profile, true);
  return useQuery({
    queryKey: feedKey(session.organizationId),
    queryFn: () => fetchNotificationFeed(session.organizationId, false),
    enabled: runs,
    refetchInterval: (query) => (query.state.status === 'error' ? NOTIFICATION_FEED_RETRY_MS : NOTIFICATION_FEED_RELOAD_MS),
    refetchOnWindowFocus: false,
    retry: false,
  });
}
