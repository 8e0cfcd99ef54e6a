import { Alert, Badge, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatTimeOff, type LedgerEntry } from '@punchline/domain';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useFormats } from '../formats/use-formats';
import { BalanceChart } from './BalanceChart';
import { balancesKey, fetchLedgers, type WorkerLedger } from './time-off-api';

const KIND_LABEL: Record<LedgerEntry['kind'], string> = {
  accrual: 'Earned',
  use: 'Taken',
  adjustment: 'Adjusted',
  carryOver: 'Carried over',
  expiry: 'Expired',
};
const KIND_COLOR: Record<LedgerEntry['kind'], string> = {
  accrual: 'teal',
  use: 'blue',
  adjustment: 'grape',
  carryOver: 'gray',
  expiry: 'orange',
};

/** A worker's ledgers as of a day: each code's balance, its chart, and every entry with why it exists. */
export function LedgerView({ orgId, employeeId, asOf, codeId }: { orgId: number; employeeId: number; asOf: string; codeId?: number }) {
  const { data, error, isPending } = useQuery({
    queryKey: [...balancesKey(orgId), employeeId, asOf],
    queryFn: () => fetchLedgers(orgId, employeeId, asOf),
  });
  if (isPending) return <Loader size="sm" />;
  if (error) return <Alert color="red">{error.message}</Alert>;
  const shown = data.filter((l) => codeId === undefined || l.codeId === codeId);
  if (shown.length === 0) return <Text c="dimmed">No time off policy, time off or adjustment for this worker yet.</Text>;
  return (
    <Stack gap="lg">
      {shown.map((l) => (
        <CodeLedger key={l.codeId} ledger={l} />
      ))}
    </Stack>
  );
}

function CodeLedger({ ledger }: { ledger: WorkerLedger & { codeName?: string } }) {
  const prefs = useFormats();
  const amount = (n: number) => formatTimeOff(n, ledger.unit, prefs);
  const narrow = useMediaQuery('(max-width: 600px)');
  return (
    <Stack gap="xs" data-testid={`ledger-${ledger.codeId}`}>
      <Group justify="space-between">
        <Title order={4}>{ledger.codeName}</Title>
        <Text size="sm" c="dimmed">
          {ledger.policy ? `Policy: ${ledger.policy.name}` : 'No policy: adjustments and time off only'}
        </Text>
      </Group>
      <Group gap="lg">
        <Text size="sm">
          Balance <b data-testid="ledger-balance">{amount(ledger.balance)}</b>
        </Text>
        <Text size="sm">Approved, still to come {amount(ledger.scheduled)}</Text>
        <Text size="sm">Pending {amount(ledger.pending)}</Text>
        <Text size="sm">
          Available <b>{amount(ledger.available)}</b>
        </Text>
      </Group>
      <BalanceChart entries={ledger.entries} label={`${ledger.codeName} balance over time`} />
      {/* On a phone the entry's kind and Why get a line of their own under its date, amount and
          balance, across the whole table: four columns side by side do not fit 390 px. */}
      <Table striped={!narrow} withTableBorder fz="sm" data-testid="ledger-entries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            {!narrow && <Table.Th>Entry</Table.Th>}
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
            {!narrow && <Table.Th>Why</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...ledger.entries].reverse().map((e, i) => (
            <Fragment key={`${e.date}-${i}`}>
              <Table.Tr style={narrow ? { borderBottom: 0 } : undefined}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(e.date, prefs)}</Table.Td>
                {!narrow && (
                  <Table.Td w={130} style={{ whiteSpace: 'nowrap' }}>
                    <EntryBadge kind={e.kind} />
                  </Table.Td>
                )}
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {amount(e.amount)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {amount(e.balance)}
                </Table.Td>
                {!narrow && <Table.Td data-testid="ledger-why">{e.why}</Table.Td>}
              </Table.Tr>
              {narrow && (
                <Table.Tr>
                  <Table.Td colSpan={3} pt={0} data-testid="ledger-why">
                    <EntryBadge kind={e.kind} />{' '}
                    <Text span size="sm" c="dimmed">
                      {e.why}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function EntryBadge({ kind }: { kind: LedgerEntry['kind'] }) {
  return (
    <Badge variant="light" color={KIND_COLOR[kind]} styles={{ label: { overflow: 'visible' } }}>
      {KIND_LABEL[kind]}
    </Badge>
  );
}
