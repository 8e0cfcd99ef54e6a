import { Tabs, Title, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useOrgSession } from '../layout/use-org-session';
import { ClaimsPanel } from '../schedule-claims/ClaimsPanel';
import { orgToday } from '../timecards/SingleEditScreen';
import { boardViewOf, filterOf } from './board-view';
import type { BoardView } from './board-layout';
import { ScheduleBoardPanel } from './ScheduleBoardPanel';

/**
 * Manage → Schedule → Schedules (issue 19, docs/schedules.md): the board of shifts by worker and
 * day, and the claims of open shifts waiting for a decision. The board's weeks and grouping are
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
      <Title order={2}>Schedules</Title>
      <Tabs defaultValue="board" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="board">Board</Tabs.Tab>
          <Tabs.Tab value="claims">Open Shift Claims</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="board" pt="sm">
          <ScheduleBoardPanel orgId={orgId} view={view} onView={show} timeZone={session.timezone} />
        </Tabs.Panel>
        <Tabs.Panel value="claims" pt="sm">
          <ClaimsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
