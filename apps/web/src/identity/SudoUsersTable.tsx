import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { SudoOrgUser } from '@punchline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api/http';
import { enterDelegateMode } from '../api/org-tokens';
import { queryClient } from '../app/query-client';
import { SudoTableState } from './SudoTableState';

type DelegateToken = { result: { token: string; orgId: number } };

/** Organization users everywhere: open their organization, or act as them (delegate mode). */
export function SudoUsersTable({ searchText }: { searchText: string }) {
  const users = useQuery({
    queryKey: ['sudo', 'org-users', searchText],
    queryFn: () => api<{ results: SudoOrgUser[] }>('sudo/org-users', { query: { searchText: searchText || undefined, limit: 100 } }),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const rows = users.data?.results ?? [];

  async function actAs(user: SudoOrgUser) {
    setFailure(null);
    try {
      const { result } = await api<DelegateToken>(`orgs/${user.orgId}/delegate-tokens`, {
        method: 'POST',
        body: { orgUserId: user.orgUserId },
      });
      enterDelegateMode(result.token);
      queryClient.clear();
      window.location.assign(`/orgs/${result.orgId}/dashboard`);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
    }
  }

  if (users.isPending || users.isError || rows.length === 0) return <SudoTableState pending={users.isPending} error={users.error} empty />;
  return (
    <>
      {failure && (
        <Text c="red" p="sm" role="alert">
          {failure}
        </Text>
      )}
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Organization</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((u) => (
            <Table.Tr key={u.orgUserId}>
              <Table.Td>
                {u.userName} {!u.orgUserAccepted && <Badge color="yellow">invited</Badge>}
              </Table.Td>
              <Table.Td>{u.emailAddress}</Table.Td>
              <Table.Td>{u.orgName}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button size="xs" variant="light" component={Link} to={`/orgs/${u.orgId}/dashboard`}>
                    Open organization
                  </Button>
                  <Button size="xs" variant="subtle" onClick={() => actAs(u)} aria-label={`Act as ${u.userName} in ${u.orgName}`}>
                    Act as
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
