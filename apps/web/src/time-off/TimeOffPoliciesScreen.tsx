import { Stack, Tabs, Text } from '@mantine/core';
import { holidaysResource, timeOffPoliciesResource } from '@punchline/contracts';
import { ResourceScreen } from '../lists/ResourceScreen';

const ROUTE = 'org.settings.timeoff.policies';

/**
 * Settings → Time Off → Policies (issue 20, docs/time-off.md): how workers earn time off, and the
 * organization's paid holidays. A policy's balance is a ledger computed when read, so a change
 * here shows in every balance at once, past entries included.
 */
export function TimeOffPoliciesScreen() {
  return (
    <Stack gap="sm">
      <Tabs defaultValue="policies" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="policies">Policies</Tabs.Tab>
          <Tabs.Tab value="holidays">Holidays</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="policies" pt="sm">
          <ResourceScreen
            def={timeOffPoliciesResource}
            routeName={ROUTE}
            heading={
              <Text size="sm" c="dimmed">
                Rate is per hour worked, or per period (pay period, month or year). Tenure tiers, one per line, as &lsquo;after 12 months:
                6&rsquo;. Assign a policy to a worker on the worker&rsquo;s form (Time Off).
              </Text>
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="holidays" pt="sm">
          <ResourceScreen
            def={holidaysResource}
            routeName={ROUTE}
            heading={
              <Text size="sm" c="dimmed">
                Each holiday is paid on every worker&rsquo;s time card under its code, a full day unless a time is given.
              </Text>
            }
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
