import { Stack, Tabs, Text, Title } from '@mantine/core';
import { timeOffAdjustmentsResource, timeOffEntriesResource } from '@punchline/contracts';
import { ResourceScreen } from '../lists/ResourceScreen';
import { BalancesPanel } from './BalancesPanel';

const ROUTE = 'org.manage.timeoff.entries';

/**
 * Manage → Time Off → Entries (SPEC section 2 timeoff/entries/{view?}; issue 20): the time off
 * workers take (made by approving requests, or by hand), their balances with the ledger behind
 * each, and the adjustments made to balances by hand.
 */
export function TimeOffEntriesScreen() {
  return (
    <Stack p="md" gap="sm">
      <Title order={2}>Time Off</Title>
      <Tabs defaultValue="entries" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="entries">Entries</Tabs.Tab>
          <Tabs.Tab value="balances">Balances</Tabs.Tab>
          <Tabs.Tab value="adjustments">Adjustments</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="entries" pt="sm">
          <ResourceScreen
            def={timeOffEntriesResource}
            routeName={ROUTE}
            heading={
              <Text size="sm" c="dimmed">
                One line per day taken: on the worker&rsquo;s time card (paid codes, under their pay code) and in the schedule.
              </Text>
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="balances" pt="sm">
          <BalancesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="adjustments" pt="sm">
          <ResourceScreen
            def={timeOffAdjustmentsResource}
            routeName={ROUTE}
            heading={
              <Text size="sm" c="dimmed">
                Opening balances and corrections, in the code&rsquo;s unit (hours or days); a negative amount takes away.
              </Text>
            }
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
