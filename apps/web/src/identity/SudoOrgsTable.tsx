import { Badge, Button, Group, Table } from '@mantine/core';
import type { SudoOrg } from '@punchline/contracts';
import { FEATURES } from '@punchline/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api/http';
import { SudoOrgFeaturesModal } from './SudoOrgFeaturesModal';
import { SudoTableState } from './SudoTableState';

/** Every organization, to enter one as support or change its features. */
export function SudoOrgsTable({ searchText }: { searchText: string }) {
  const [editing, setEditing] = useState<SudoOrg | null>(null);
  const orgs = useQuery({
    queryKey: ['sudo', 'orgs', searchText],
    queryFn: () => api<{ results: SudoOrg[] }>('sudo/orgs', { query: { searchText: searchText || undefined, limit: 100 } }),
    // The rows stay while a new search loads, so the list does not flash empty under the pointer.
    placeholderData: keepPreviousData,
  });
  const rows = orgs.data?.results ?? [];
  // The dialog stays mounted whatever the table shows: unmounting it would drop the boxes ticked so far.
  const dialog = editing && <SudoOrgFeaturesModal key={editing.id} org={editing} onClose={() => setEditing(null)} />;
  if (orgs.isPending || orgs.isError || rows.length === 0)
    return (
      <>
        {dialog}
        <SudoTableState pending={orgs.isPending} error={orgs.error} empty />
      </>
    );
  return (
    <>
      {dialog}
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Organization</Table.Th>
            <Table.Th>Subscription</Table.Th>
            <Table.Th>Administrators</Table.Th>
            <Table.Th>Features</Table.Th>
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
              <Table.Td>
                {org.features.length} of {FEATURES.length}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button size="xs" variant="default" onClick={() => setEditing(org)} aria-label={`Features of ${org.name}`}>
                    Features
                  </Button>
                  <Button size="xs" variant="light" component={Link} to={`/orgs/${org.id}/dashboard`} aria-label={`Enter ${org.name}`}>
                    Enter
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
