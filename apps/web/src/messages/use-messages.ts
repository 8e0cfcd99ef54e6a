import type { MessageList, NotificationMessage } from '@punchline/contracts';
import { NOTIFICATION_FEED_RELOAD_AFTER_REMOVAL_MS, NOTIFICATION_LIST_LIMIT } from '@punchline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/http';
import type { NotificationFeed } from '@punchline/contracts';
import { FEED_KEY } from '../dashboard/use-notification-feed';

/** Where a list lives: one organization user's messages (optionally of every organization),
 *  or a user's messages of every organization (outside any organization). */
export type MessageScope = { kind: 'org'; orgId: number; orgUserId: number; multiOrg: boolean } | { kind: 'user'; userId: number };

const basePath = (s: MessageScope) => (s.kind === 'org' ? `orgs/${s.orgId}/users/${s.orgUserId}/messages` : `users/${s.userId}/messages`);
const listKey = (s: MessageScope) => ['messages', s] as const;

export function useMessages(scope: MessageScope | null, limit = NOTIFICATION_LIST_LIMIT) {
  return useQuery({
    queryKey: scope ? [...listKey(scope), limit] : ['messages', 'none'],
    queryFn: () =>
      api<MessageList>(basePath(scope!), { query: { limit, multiOrg: scope!.kind === 'org' && scope!.multiOrg ? 'yes' : 'no' } }),
    enabled: scope !== null,
  });
}

/** Read/unread toggle and delete; every list of messages refreshes afterwards (the bell's count
 *  included), since one message can show in several of them. */
export function useMessageActions(scope: MessageScope) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['messages'] });
  // The dashboard feed counts unread messages: a read or unread toggle changes its count at once.
  const refreshFeed = () => client.invalidateQueries({ queryKey: [FEED_KEY] });
  const toggle = useMutation({
    mutationFn: (m: NotificationMessage) =>
      api<{ result: NotificationMessage }>(`${basePath(scope)}/${m.id}/${m.unread ? 'read' : 'unread'}`, { method: 'POST' }),
    onSettled: () => Promise.all([refresh(), refreshFeed()]),
  });
  const remove = useMutation({
    mutationFn: (m: NotificationMessage) => api<null>(`${basePath(scope)}/${m.id}`, { method: 'DELETE' }),
    onSettled: () => {
      // SPEC section 4: removing an item while more exist reloads the feed after 5 s.
      const feeds = client.getQueriesData<NotificationFeed>({ queryKey: [FEED_KEY] });
      if (feeds.some(([, data]) => data?.notificationMessages.hasMore)) {
        window.setTimeout(() => void refreshFeed(), NOTIFICATION_FEED_RELOAD_AFTER_REMOVAL_MS);
      }
      return refresh();
    },
  });
  return { toggle, remove };
}
