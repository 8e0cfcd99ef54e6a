import { Table, Text } from '@mantine/core';
import { formatDate, formatDuration, type FormatPreferences, type TimeOffEntry } from '@punchline/domain';

/** The card's time off, read-only here (time off is entered in Manage → Time Off). */
export function TimeOffRows({ entries, prefs }: { entries: readonly TimeOffEntry[]; prefs: FormatPreferences }) {
  if (entries.length === 0) return null;
  return (
    <Table withTableBorder w="auto" data-testid="timecard-time-off">
      <Table.Thead>
        <Table.Tr>
          <Table.Th colSpan={3}>
            <Text size="sm" fw={600}>
              Time Off
            </Text>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((e, i) => (
          <Table.Tr key={i}>
            <Table.Td>{formatDate(e.date, prefs)}</Table.Td>
            <Table.Td>{e.code}</Table.Td>
            <Table.Td>{formatDuration(e.seconds, prefs)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
