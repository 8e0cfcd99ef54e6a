import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { buildPath } from '@punchline/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useOrgSession } from '../../layout/use-org-session';
import { fetchRuns, runsKey } from './pay-runs-api';
import { StateBadge } from './StateBadge';
import { usePayFormats } from './use-pay-formats';

const ROUTE = 'org.manage.payroll.runs';

/** The organization's pay runs, newest period first; money only with pay access. */
export function RunsList() {
  const { organizationId: orgId } = useOrgSession();
  const f = usePayFormats();
  const runs = useQuery({ queryKey: runsKey(orgId), queryFn: () => fetchRuns(orgId) });
  const runPath = (id: number) => buildPath(ROUTE, { orgId, view: id });
  return (
    <Stack p="md" gap="sm">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Pay Runs
        </Title>
        <Button component={Link} to={buildPath(ROUTE, { orgId, view: 'new' })}>
          New pay run
        </Button>
      </Group>
      {runs.isPending && <Loader size="sm" />}
      {runs.error && <Alert color="red">{runs.error.message}</Alert>}
      {runs.data?.length === 0 && <Text c="dimmed">No pay runs yet. Start one for the last pay period with New pay run.</Text>}
      {runs.data && runs.data.length > 0 && (
        <Table.ScrollContainer minWidth={f.seesPay ? 860 : 640}>
          <Table striped highlightOnHover data-testid="runs-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Period</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th ta="right">Workers</Table.Th>
                <Table.Th ta="right">Stale</Table.Th>
                {f.seesPay && <Table.Th ta="right">Gross</Table.Th>}
                {f.seesPay && <Table.Th ta="right">Net</Table.Th>}
                <Table.Th>Pay date</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runs.data.map((run) => (
                <Table.Tr key={run.id} data-run={run.id}>
                  <Table.Td>
                    <Anchor component={Link} to={runPath(run.id)}>
                      {f.date(run.periodStart)} – {f.date(run.periodEnd)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {run.name}
                    {run.kind === 'off_cycle' && (
                      <Badge ml="xs" size="xs" variant="outline">
                        Off-cycle
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <StateBadge state={run.state} />
                  </Table.Td>
                  <Table.Td ta="right">{run.workers}</Table.Td>
                  <Table.Td ta="right">{run.staleWorkers > 0 ? <Badge color="orange">{run.staleWorkers}</Badge> : ''}</Table.Td>
                  {f.seesPay && <Table.Td ta="right">{run.gross === undefined ? '' : f.money(run.gross)}</Table.Td>}
                  {f.seesPay && <Table.Td ta="right">{run.net === undefined ? '' : f.money(run.net)}</Table.Td>}
                  <Table.Td>{run.payDate ? f.date(run.payDate) : ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
