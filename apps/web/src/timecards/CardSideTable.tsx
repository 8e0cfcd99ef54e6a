import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small titled table beside the time card (its time off, the requests waiting on it). */
export function CardSideTable({
  title,
  columns,
  testId,
  children,
}: {
  title: string;
  columns: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Table withTableBorder w="auto" data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th colSpan={columns}>
            <Text size="sm" fw={600}>
              {title}
            </Text>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}
