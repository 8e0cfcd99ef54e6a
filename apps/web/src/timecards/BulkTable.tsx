import { Badge, Checkbox, Table, Text } from '@mantine/core';
import { formatDuration, formatPersonName, type FormatPreferences } from '@punchline/domain';
import type { BulkOutcome, CardSummary } from './bulk-api';

type Props = {
  rows: readonly CardSummary[];
  selected: ReadonlySet<number>;
  onSelect: (ids: ReadonlySet<number>) => void;
  outcome: BulkOutcome | null;
  prefs: FormatPreferences;
};

/** What the last action did for a worker: its count, or why the worker was refused. */
function resultOf(outcome: BulkOutcome | null, id: number) {
  if (!outcome) return null;
  if (outcome.ok) return outcome.counts[id] === undefined ? null : <Badge color="green">Done ({outcome.counts[id]})</Badge>;
  const refusal = outcome.refusals[id];
  return refusal ? (
    <Text size="xs" c="red">
      {refusal}
    </Text>
  ) : null;
}

/** The workers and their card summaries over the chosen days, with row selection. */
export function BulkTable({ rows, selected, onSelect, outcome, prefs }: Props) {
  const all = rows.length > 0 && rows.every((r) => selected.has(r.employeeId));
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    onSelect(next);
  };
  return (
    <Table striped withTableBorder data-testid="bulk-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Checkbox
              aria-label="Select all"
              checked={all}
              onChange={() => onSelect(all ? new Set() : new Set(rows.map((r) => r.employeeId)))}
            />
          </Table.Th>
          <Table.Th>Worker</Table.Th>
          <Table.Th>Hours</Table.Th>
          <Table.Th>Pay Codes</Table.Th>
          <Table.Th>Flags</Table.Th>
          <Table.Th>Approval</Table.Th>
          <Table.Th>Entry State</Table.Th>
          <Table.Th>Result</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.employeeId} data-employee={r.employeeId}>
            <Table.Td>
              <Checkbox
                aria-label={`Select ${r.firstName} ${r.lastName}`}
                checked={selected.has(r.employeeId)}
                onChange={() => toggle(r.employeeId)}
              />
            </Table.Td>
            <Table.Td>{formatPersonName(r, prefs)}</Table.Td>
            <Table.Td data-testid="bulk-hours">{formatDuration(r.paidSeconds, prefs)}</Table.Td>
            <Table.Td>
              {Object.entries(r.payCodes)
                .map(([code, s]) => `${code} ${formatDuration(s, prefs)}`)
                .join(', ')}
            </Table.Td>
            <Table.Td>{r.flagCount || ''}</Table.Td>
            <Table.Td>{r.approved ? 'Approved' : r.approvalStale ? 'Changed since approval' : ''}</Table.Td>
            <Table.Td>{r.entryStateMixed ? 'Mixed' : (r.entryStateName ?? '')}</Table.Td>
            <Table.Td>{resultOf(outcome, r.employeeId)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
