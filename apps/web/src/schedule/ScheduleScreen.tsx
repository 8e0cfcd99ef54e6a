import { Stack, Tabs, Text, Title } from '@mantine/core';
import { recurringSchedulesResource, scheduleTemplatesResource, unavailabilityResource } from '@punchline/contracts';
import { RECURRING_DAYS_AHEAD, SLOT_EXAMPLE } from '@punchline/domain';
import { useSearchParams } from 'react-router';
import { useOrgSession } from '../layout/use-org-session';
import { ResourceScreen } from '../lists/ResourceScreen';
import { ClaimsPanel } from '../schedule-claims/ClaimsPanel';
import { orgToday } from '../formats/org-today';
import { boardViewOf, filterOf } from './board-view';
import type { BoardView } from './board-layout';
import { ScheduleBoardPanel } from './ScheduleBoardPanel';

const ROUTE = 'org.manage.schedule.schedules';

/**
 * Manage → Schedule → Schedules (issue 19, docs/schedules.md): the board of shifts by worker and
 * day, the templates and recurring schedules that make shifts, and the claims of open shifts
 * waiting for a decision. The board's weeks and grouping are
 * in the address (?from=&to=&group=, or ?preset=thisWeek), so a link opens the same board.
 */
export function ScheduleScreen() {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const [params, setParams] = useSearchParams();
  const view = boardViewOf(Object.fromEntries(params), orgToday(session.timezone));
  const show = (next: BoardView) => setParams(filterOf(next), { replace: true });
  return (
    <Stack p="md" gap="sm">
      <Title order={1} size="h2">
        Schedules
      </Title>
      <Tabs defaultValue="board" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="board">Board</Tabs.Tab>
          <Tabs.Tab value="templates">Templates</Tabs.Tab>
          <Tabs.Tab value="recurring">Recurring</Tabs.Tab>
          <Tabs.Tab value="unavailability">Unavailability</Tabs.Tab>
          <Tabs.Tab value="claims">Open Shift Claims</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="board" pt="sm">
          <ScheduleBoardPanel orgId={orgId} view={view} onView={show} timeZone={session.timezone} />
        </Tabs.Panel>
        <Tabs.Panel value="templates" pt="sm">
          <ResourceScreen
            def={scheduleTemplatesResource}
            routeName={ROUTE}
            heading={
              <Text size="sm" c="dimmed">
                One shift per line, as &lsquo;{SLOT_EXAMPLE}&rsquo;; &lsquo;W2 Sat 08:00-12:00&rsquo; for a later week of a template of
                several weeks.
              </Text>
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="recurring" pt="sm">
          <ResourceScreen
            def={recurringSchedulesResource}
            routeName={ROUTE}
            heading={
              <Text size="sm" c="dimmed">
                Shifts are made as drafts {RECURRING_DAYS_AHEAD / 7} weeks ahead and kept made as days pass; publish them from the board. A
                shift you edit or delete stays as you left it.
              </Text>
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="unavailability" pt="sm">
          <ResourceScreen
            def={unavailabilityResource}
            routeName={ROUTE}
            heading={
              <Text size="sm" c="dimmed">
                Days a worker cannot work, every week (Sat, Sun…) or on dates: the board hatches them and recurring schedules leave them
                out.
              </Text>
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="claims" pt="sm">
          <ClaimsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
