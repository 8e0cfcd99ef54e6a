import { Table } from '@mantine/core';
import { formatDate, formatDuration, type FormatPreferences, type TimeOffEntry } from '@punchline/domain';
import { CardSideTable } from './CardSideTable';

/** The card's time off, read-only here (time off is entered in Manage → Time Off). */
export function TimeOffRows({ entries, prefs }: { entries: readonly TimeOffEntry[]; prefs: FormatPreferences }) {
  if (entries.length === 0) return null;
  return (
    <CardSideTable title="Time Off" columns={3} testId="timecard-time-off">
      {entries.map((e, i) => (
        <Table.Tr key={i}>
          <Table.Td>{formatDate(e.date, prefs)}</Table.Td>
          <Table.Td>{e.code}</Table.Td>
          <Table.Td>{formatDuration(e.seconds, prefs)}</Table.Td>
        </Table.Tr>
      ))}
    </CardSideTable>
  );
}
