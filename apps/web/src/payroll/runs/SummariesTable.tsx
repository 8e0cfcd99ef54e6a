import { ActionIcon, Anchor, Badge, Group, Table, Tooltip } from '@mantine/core';
import type { PaySummaryRow } from '@punchline/contracts';
import { buildPath } from '@punchline/domain';
import { Link } from 'react-router';
import type { PayFormats } from './use-pay-formats';

type Props = {
  orgId: number;
  runId: number;
  rows: readonly PaySummaryRow[];
  f: PayFormats;
  /** Set for a finalized run: downloads the worker's pay stub. */
  onStub?: (row: PaySummaryRow) => void;
  stubBusy: number | null;
};

/** One row per worker of the run: hours, gross, deductions, net (with pay access) and markers. */
export function SummariesTable({ orgId, runId, rows, f, onStub, stubBusy }: Props) {
  const money = (v: string | undefined) => (v === undefined ? '' : f.money(v));
  return (
    <Table.ScrollContainer minWidth={f.seesPay ? 760 : 480}>
      <Table striped highlightOnHover data-testid="summaries-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Worker</Table.Th>
            <Table.Th ta="right">Hours</Table.Th>
            {f.seesPay && <Table.Th ta="right">Gross</Table.Th>}
            {f.seesPay && <Table.Th ta="right">Deductions</Table.Th>}
            {f.seesPay && <Table.Th ta="right">Net</Table.Th>}
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-summary={row.id}>
              <Table.Td>
                <Anchor component={Link} to={buildPath('org.manage.payroll.runs.summaries', { orgId, view: runId, paySummaryId: row.id })}>
                  {row.name}
                </Anchor>
                {row.employeeNumber ? ` (${row.employeeNumber})` : ''}
              </Table.Td>
              <Table.Td ta="right">{f.duration(row.paidSeconds)}</Table.Td>
              {f.seesPay && <Table.Td ta="right">{money(row.gross)}</Table.Td>}
              {f.seesPay && <Table.Td ta="right">{money(row.deductions)}</Table.Td>}
              {f.seesPay && <Table.Td ta="right">{money(row.net)}</Table.Td>}
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  {row.unapproved && (
                    <Badge size="sm" color="yellow" variant="light">
                      Unapproved
                    </Badge>
                  )}
                  {row.stale && (
                    <Badge size="sm" color="orange">
                      Stale
                    </Badge>
                  )}
                  {onStub && (
                    <Tooltip label="Download pay stub (PDF)">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Pay stub of ${row.name}`}
                        loading={stubBusy === row.id}
                        onClick={() => onStub(row)}
                      >
                        ⤓
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
