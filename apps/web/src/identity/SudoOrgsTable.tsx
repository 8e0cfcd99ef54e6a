import { Badge, Button, Table } from '@mantine/core';
import type { SudoOrg } from '@punchline/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../api/http';
import { SudoTableState } from './SudoPage';

/** Every organization, to enter one as support. */
export function SudoOrgsTable({ searchText }: { searchText: string }) {
  const orgs = useQuery({
    queryKey: ['sudo', 'orgs', searchText],
    queryFn: () => api<{ results: SudoOrg[] }>('sudo/orgs', { query: { searchText: searchText || undefined, limit: 100 } }),
  });
  const rows = orgs.data?.results ?? [];
  if (orgs.isPending || orgs.isError || rows.length === 0) return <SudoTableState pending={orgs.isPending} error={orgs.error} empty />;
  return (
    <Table striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Organization</Table.Th>
          <Table.Th>Subscription</Table.Th>
          <Table.Th>Administrators</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((org) => (
          <Table.Tr key={org.id}>
            <Table.Td>
              {org.name} {org.distributor && <Badge variant="light">{org.distributor}</Badge>}{' '}
              {!org.active && <Badge color="gray">inactive</Badge>}
            </Table.Td>
            <Table.Td>{org.subscriptionState}</Table.Td>
            <Table.Td>{org.orgUserCount}</Table.Td>
            <Table.Td ta="right">
              <Button size="xs" variant="light" component={Link} to={`/orgs/${org.id}/dashboard`} aria-label={`Enter ${org.name}`}>
                Enter
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
