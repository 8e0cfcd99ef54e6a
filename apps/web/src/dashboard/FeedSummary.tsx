import { Anchor, Stack, Text } from '@mantine/core';
import { buildPath } from '@punchline/domain';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useOrgSession } from '../layout/use-org-session';
import type { NotificationFeed } from '@punchline/contracts';
import { useNotificationFeed } from './use-notification-feed';

// The time off requests' decisions need the resource's definition (and so the contracts' schemas):
// their own chunk, loaded when the feed has time off requests, not with every console page.
const TimeOffFeed = lazy(async () => ({ default: (await import('../time-off/TimeOffFeed')).TimeOffFeed }));

/** The groups the feed counts, with the screen where each one is handled (a group without a route is only counted). */
const GROUPS: { key: keyof NotificationFeed; one: string; many: string; route?: string }[] = [
  { key: 'missedPunchRequests', one: 'missed punch request', many: 'missed punch requests', route: 'org.manage.punches.missed-punches' },
  { key: 'timeOffRequests', one: 'time off request', many: 'time off requests', route: 'org.manage.timeoff.requests' },
  {
    key: 'disciplineInfractions',
    one: 'attendance infraction',
    many: 'attendance infractions',
    route: 'org.manage.attendance.infractions',
  },
  { key: 'disciplineEvents', one: 'attendance event', many: 'attendance events', route: 'org.manage.attendance.events' },
];

/** The feed's groups with something waiting (the bell's summary lines). */
export function waitingGroups(feed: NotificationFeed | undefined) {
  return feed ? GROUPS.filter((g) => feed[g.key].count > 0) : [];
}

/** What waits for the user, from the notification feed: one line per group with something in it. */
export function FeedSummary({ onNavigate }: { onNavigate: () => void }) {
  const session = useOrgSession();
  const feed = useNotificationFeed();
  const lines = waitingGroups(feed.data);
  if (!feed.data || lines.length === 0) return null;
  return (
    <Stack gap={4} data-testid="notification-feed">
      {lines.map((g) => {
        const count = feed.data[g.key].count;
        const text = `${count} ${count === 1 ? g.one : g.many} waiting`;
        return g.route ? (
          <Stack key={g.key} gap={6}>
            <Anchor component={Link} size="sm" to={buildPath(g.route, { orgId: session.organizationId })} onClick={onNavigate}>
              {text}
            </Anchor>
            {g.key === 'timeOffRequests' && (
              <Suspense fallback={null}>
                <TimeOffFeed ids={feed.data[g.key].ids} />
              </Suspense>
            )}
          </Stack>
        ) : (
          <Text key={g.key} size="sm">
            {text}
          </Text>
        );
      })}
    </Stack>
  );
}
