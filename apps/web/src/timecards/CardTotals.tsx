import { Group, Table, Text } from '@mantine/core';
import { formatDuration, formatPay, type FormatPreferences, type Timecard } from '@punchline/domain';

/** The period's hours per pay code (amounts only for a caller who may see pay), and in all. */
export function CardTotals({ card, showsPay, prefs }: { card: Timecard; showsPay: boolean; prefs: FormatPreferences }) {
  const codes = card.payCodes.filter((c) => c.seconds > 0);
  return (
    <Group align="flex-start" gap="xl">
      <Table withTableBorder w="auto" data-testid="timecard-totals">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Pay Code</Table.Th>
            <Table.Th>Hours</Table.Th>
            {showsPay && <Table.Th>Amount</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {codes.map((c) => (
            <Table.Tr key={c.code}>
              <Table.Td>{c.code}</Table.Td>
              <Table.Td>{formatDuration(c.seconds, prefs)}</Table.Td>
              {showsPay && <Table.Td>{formatPay(Number(c.amount), prefs)}</Table.Td>}
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td fw={700}>Total</Table.Td>
            <Table.Td fw={700} data-testid="timecard-total-hours">
              {formatDuration(card.totals.paidSeconds, prefs)}
            </Table.Td>
            {showsPay && <Table.Td fw={700}>{formatPay(Number(card.totals.amount), prefs)}</Table.Td>}
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {card.totals.deductedSeconds > 0 && <Text size="sm">Deducted breaks: {formatDuration(card.totals.deductedSeconds, prefs)}</Text>}
    </Group>
  );
}
