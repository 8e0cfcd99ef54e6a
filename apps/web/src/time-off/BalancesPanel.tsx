import { Alert, Drawer, Group, Loader, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatTimeOff } from '@punchline/domain';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import { orgToday } from '../formats/org-today';
import { LedgerView } from './LedgerView';
import { balancesKey, fetchBalances, type BalanceLine } from './time-off-api';

/**
 * Manage → Time Off → Entries, Balances tab (issue 20): every worker's balance of each code as of
 * a day, computed from the ledger; a line opens the worker's ledger with why each entry exists.
 */
export function BalancesPanel() {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const prefs = useFormats();
  const [asOf, setAsOf] = useState(() => orgToday(session.timezone));
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search.trim(), 300);
  const [open, setOpen] = useState<BalanceLine | null>(null);
  const { data, error, isFetching } = useQuery({
    queryKey: [...balancesKey(orgId), 'list', asOf, searchText],
    queryFn: () => fetchBalances(orgId, asOf, searchText),
  });
  const amount = (l: BalanceLine, n: number) => formatTimeOff(n, l.unit, prefs);
  return (
    <Stack gap="sm">
      <Group align="end">
        <TextInput
          label="Search"
          placeholder="Worker name"
          leftSection={<IconSearch size={14} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <TextInput label="As of" type="date" value={asOf} onChange={(e) => e.currentTarget.value && setAsOf(e.currentTarget.value)} />
        {isFetching && <Loader size="xs" />}
      </Group>
      {error && <Alert color="red">{error.message} Try again, or change the date.</Alert>}
      {data && data.length === 0 && (
        <Text c="dimmed">No balances yet: assign a time off policy on a worker&rsquo;s form (Time Off), or add an adjustment.</Text>
      )}
      {data && data.length > 0 && (
        // Seven columns do not fit a phone: the table scrolls sideways in its own box, not the page.
        <Table.ScrollContainer minWidth={0} type="native">
          <Table striped highlightOnHover withTableBorder fz="sm" data-testid="balances">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Worker</Table.Th>
                <Table.Th>Time Off Code</Table.Th>
                <Table.Th>Policy</Table.Th>
                <Table.Th ta="right">Balance</Table.Th>
                <Table.Th ta="right">Approved, to come</Table.Th>
                <Table.Th ta="right">Pending</Table.Th>
                <Table.Th ta="right">Available</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((l) => (
                <Table.Tr key={`${l.employeeId}-${l.codeId}`} data-testid={`balance-${l.employeeId}-${l.codeId}`}>
                  <Table.Td>
                    <UnstyledButton c="blue" fz="sm" onClick={() => setOpen(l)}>
                      {l.employeeName}
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td>{l.codeName}</Table.Td>
                  <Table.Td>{l.policy?.name ?? '—'}</Table.Td>
                  <Table.Td ta="right">{amount(l, l.balance)}</Table.Td>
                  <Table.Td ta="right">{amount(l, l.scheduled)}</Table.Td>
                  <Table.Td ta="right">{amount(l, l.pending)}</Table.Td>
                  <Table.Td ta="right" c={l.available < 0 ? 'red' : undefined}>
                    {amount(l, l.available)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        size="xl"
        title={open ? `${open.employeeName}: ${open.codeName}` : ''}
      >
        {open && <LedgerView orgId={orgId} employeeId={open.employeeId} codeId={open.codeId} asOf={asOf} />}
      </Drawer>
    </Stack>
  );
}
