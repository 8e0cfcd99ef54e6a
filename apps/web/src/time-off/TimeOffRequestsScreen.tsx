import { Stack, Tabs, Text, Title } from '@mantine/core';
import { timeOffRequestsResource } from '@punchline/contracts';
import { hasPermission } from '@punchline/domain';
import { useOrgSession } from '../layout/use-org-session';
import { ResourceScreen } from '../lists/ResourceScreen';
import { MissedPunchesList } from '../punches/MissedPunchesScreen';
import { timeOffRequestsConfig } from './requests-config';

const ROUTE = 'org.manage.timeoff.requests';

/**
 * Manage → Time Off → Requests (SPEC section 2 timeoff/requests/{view?}; issue 20): workers'
 * requests to approve or reject, one or many at once, each flagged when it overlaps their
 * scheduled shifts or other time off. Missed punch requests wait beside them when the
 * organization lets workers submit them (enableSubmitMissedPunch, SPEC section 6).
 */
export function TimeOffRequestsScreen() {
  const session = useOrgSession();
  const missed = session.enableSubmitMissedPunch && hasPermission(session.permissions, 'edit_punches');
  const requests = (
    <ResourceScreen
      def={timeOffRequestsResource}
      routeName={ROUTE}
      config={timeOffRequestsConfig}
      heading={
        <Text size="sm" c="dimmed">
          Select requests to approve or reject them together. Approving writes each day as a time off entry.
        </Text>
      }
    />
  );
  return (
    <Stack p="md" gap="sm">
      <Title order={2}>Requests</Title>
      {missed ? (
        <Tabs defaultValue="timeoff" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="timeoff">Time Off</Tabs.Tab>
            <Tabs.Tab value="missed">Missed Punches</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="timeoff" pt="sm">
            {requests}
          </Tabs.Panel>
          <Tabs.Panel value="missed" pt="sm">
            <MissedPunchesList embedded />
          </Tabs.Panel>
        </Tabs>
      ) : (
        requests
      )}
    </Stack>
  );
}
