import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { visibleDashboardPanels } from '@punchline/domain';
import { useOrgSession, useProfile } from '../layout/use-org-session';
import { NoAccessPanel } from './NoAccessPanel';
import { UserUsagePanel } from './UserUsagePanel';

/** SPEC section 2 Dashboard, panels gated as section 6 says. The pay period and face-failure
 *  panels are built with punches and clock logs; until then only their gates exist. */
export function DashboardPage() {
  const session = useOrgSession();
  const panels = visibleDashboardPanels(session, useProfile());
  if (panels.includes('noAccess')) return <NoAccessPanel />;
  return (
    <Stack>
      <Title order={1} size="h3">
        Dashboard
      </Title>
      {panels.includes('userUsage') ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <UserUsagePanel />
        </SimpleGrid>
      ) : (
        <Text c="dimmed">Your permissions show no dashboard panels in this organization.</Text>
      )}
    </Stack>
  );
}
