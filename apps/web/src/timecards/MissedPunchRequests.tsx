import { Alert, Button, Group, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime, hasPermission, type FormatPreferences } from '@punchline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/http';
import { ApiRequestError } from '../api/errors';
import { useOrgSession } from '../layout/use-org-session';
import { timecardsKey } from './use-card';
import { CardSideTable } from './CardSideTable';

// The worker's missed punch requests still waiting on this card's days (issue 30): a manager
// fixing a missing OUT by hand sees that the worker already asked for it, and decides the request
// here. Approving one whose punch is already on the card is refused by the server (punch_exists);
// the answer is shown with "Close as resolved", which links the request to that punch.

type PendingRequest = { id: number; version: number; type: 'in' | 'out'; at: string; note: string | null };
type Decision = 'approve' | 'reject' | 'resolve';

const DONE: Record<Decision, string> = {
  approve: 'Request approved: the punch was added.',
  reject: 'Request rejected.',
  resolve: 'Request closed as resolved.',
};

type Props = { orgId: number; employeeId: number; period: { start: string; end: string }; timeZone: string; prefs: FormatPreferences };

export function MissedPunchRequests({ orgId, employeeId, period, timeZone, prefs }: Props) {
  const session = useOrgSession();
  const client = useQueryClient();
  const [exists, setExists] = useState<{ id: number; detail: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const allowed = Boolean(session.enableSubmitMissedPunch) && hasPermission(session.permissions, 'edit_punches');
  const key = [...timecardsKey(orgId), employeeId, period.start, 'missed-punches'];
  const pending = useQuery({
    queryKey: key,
    queryFn: async () =>
      (
        await api<{ results: PendingRequest[] }>(`orgs/${orgId}/missed-punches`, {
          query: { employeeId, state: 'pending', from: period.start, to: period.end, limit: 100 },
        })
      ).results,
    enabled: allowed,
  });
  const decide = useMutation({
    mutationFn: ({ request, decision }: { request: PendingRequest; decision: Decision }) =>
      api(`orgs/${orgId}/missed-punches/${request.id}/${decision}`, { method: 'POST', body: { version: request.version } }),
    onMutate: () => {
      setExists(null);
      setError(null);
    },
    onSuccess: (_answer, { decision }) => {
      notifications.show({ color: 'green', message: DONE[decision] });
      // The card, its approval and this list may all have changed.
      void client.invalidateQueries({ queryKey: timecardsKey(orgId) });
    },
    onError: (e, { request }) => {
      if (e instanceof ApiRequestError && e.code === 'punch_exists') setExists({ id: request.id, detail: e.message });
      else setError(e instanceof Error ? e.message : String(e));
    },
  });
  const rows = [...(pending.data ?? [])].sort((a, b) => a.at.localeCompare(b.at));
  if (rows.length === 0) return null;
  return (
    <CardSideTable title="Missed Punch Requests Waiting" columns={4} testId="timecard-missed-punches">
      {rows.map((r) => (
        <Table.Tr key={r.id} data-testid={`missed-punch-${r.id}`}>
          <Table.Td>{formatDateTime(r.at, timeZone, prefs)}</Table.Td>
          <Table.Td>{r.type === 'in' ? 'IN' : 'OUT'}</Table.Td>
          <Table.Td>{r.note}</Table.Td>
          <Table.Td>
            {exists?.id === r.id ? (
              <Alert color="yellow" p="xs" data-testid="missed-punch-exists">
                <Text size="sm">{exists.detail}</Text>
                <Button size="xs" mt="xs" loading={decide.isPending} onClick={() => decide.mutate({ request: r, decision: 'resolve' })}>
                  Close as resolved
                </Button>
              </Alert>
            ) : (
              <Group gap="xs">
                <Button size="xs" loading={decide.isPending} onClick={() => decide.mutate({ request: r, decision: 'approve' })}>
                  Approve
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  loading={decide.isPending}
                  onClick={() => decide.mutate({ request: r, decision: 'reject' })}
                >
                  Reject
                </Button>
              </Group>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
      {error && (
        <Table.Tr>
          <Table.Td colSpan={4}>
            <Alert color="red" withCloseButton onClose={() => setError(null)}>
              {error}
            </Alert>
          </Table.Td>
        </Table.Tr>
      )}
    </CardSideTable>
  );
}
