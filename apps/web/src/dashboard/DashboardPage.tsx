import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { visibleDashboardPanels } from '@punchline/domain';
import { useOrgSession, useProfile } from '../layout/use-org-session';
import { FaceFailurePanel } from './FaceFailurePanel';
import { NoAccessPanel } from './NoAccessPanel';
import { PayPeriodPanel } from './PayPeriodPanel';
import { UserUsagePanel } from './UserUsagePanel';

/** SPEC section 2 Dashboard: the panels this user may see (section 6 gates), in the spec's order. */
export function DashboardPage() {
  const session = useOrgSession();
  const panels = visibleDashboardPanels(session, useProfile());
  if (panels.includes('noAccess')) return <NoAccessPanel />;
  return (
    <Stack>
      <Title order={1} size="h3">
        Dashboard
      </Title>
      {panels.length === 0 ? (
        <Text c="dimmed">Your permissions show no dashboard panels in this organization.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {panels.includes('currentPayPeriod') && <PayPeriodPanel which="current" />}
          {panels.includes('lastPayPeriod') && <PayPeriodPanel which="last" />}
          {panels.includes('faceFailures') && <FaceFailurePanel />}
          {panels.includes('userUsage') && <UserUsagePanel />}
        </SimpleGrid>
      )}
    </Stack>
  );
}
