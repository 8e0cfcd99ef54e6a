import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { hasConsoleAccess, hasPermission } from '@punchline/domain';
import { useOrgSession } from '../layout/use-org-session';
import { NoAccessPanel } from './NoAccessPanel';
import { UserUsagePanel } from './UserUsagePanel';

/** SPEC section 2 Dashboard. The pay period and face-failure panels join with punches and clocks. */
export function DashboardPage() {
  const session = useOrgSession();
  if (!hasConsoleAccess(session.permissions)) return <NoAccessPanel />;
  const showUsage = hasPermission(session.permissions, 'edit_employees');
  return (
    <Stack>
      <Title order={1} size="h3">
        Dashboard
      </Title>
      {showUsage ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <UserUsagePanel />
        </SimpleGrid>
      ) : (
        <Text c="dimmed">Your permissions show no dashboard panels in this organization.</Text>
      )}
    </Stack>
  );
}
