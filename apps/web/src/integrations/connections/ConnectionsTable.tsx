import { Badge, Table, Text } from '@mantine/core';
import type { ConnectionRecord } from '@punchline/contracts';

type Props = { connections: ConnectionRecord[]; selected: number | null; onSelect: (id: number) => void };

/** The organization's connections; the chosen one's page opens below. */
export function ConnectionsTable({ connections, selected, onSelect }: Props) {
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table highlightOnHover aria-label="Connections">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Events</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {connections.map((c) => (
            <Table.Tr
              key={c.id}
              onClick={() => onSelect(c.id)}
              aria-selected={c.id === selected}
              bg={c.id === selected ? 'var(--mantine-primary-color-light)' : undefined}
              style={{ cursor: 'pointer' }}
            >
              <Table.Td>
                <Text size="sm" fw={c.id === selected ? 600 : undefined}>
                  {c.name}
                </Text>
              </Table.Td>
              <Table.Td maw={320}>
                <Text size="sm" truncate="end">
                  {c.url}
                </Text>
              </Table.Td>
              <Table.Td>{c.eventTypes.length}</Table.Td>
              <Table.Td>
                <Badge color={c.active ? 'teal' : 'gray'} variant="light">
                  {c.active ? 'Enabled' : 'Disabled'}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
