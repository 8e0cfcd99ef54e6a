import { Table, Text } from '@mantine/core';
import type { PaySummary } from '@punchline/contracts';
import type { PayFormats } from './use-pay-formats';

/** Where the worker's hours and pay went: job, phase, cost code and pay code. */
export function LaborTable({ labor, f }: { labor: PaySummary['labor']; f: PayFormats }) {
  if (labor.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No labour distribution: the hours carry no jobs.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped data-testid="labor-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Job</Table.Th>
            <Table.Th>Phase</Table.Th>
            <Table.Th>Cost code</Table.Th>
            <Table.Th>Pay code</Table.Th>
            <Table.Th ta="right">Hours</Table.Th>
            {f.seesPay && <Table.Th ta="right">Amount</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {labor.map((l, i) => (
            <Table.Tr key={i}>
              <Table.Td>{l.job ?? '—'}</Table.Td>
              <Table.Td>{l.jobPhase ?? ''}</Table.Td>
              <Table.Td>{l.costCode ?? ''}</Table.Td>
              <Table.Td>{l.payCode}</Table.Td>
              <Table.Td ta="right">{f.duration(l.seconds)}</Table.Td>
              {f.seesPay && <Table.Td ta="right">{l.amount === undefined ? '' : f.money(l.amount)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
