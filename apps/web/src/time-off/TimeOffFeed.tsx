import { Button, Group, Stack, Text } from '@mantine/core';
import { timeOffRequestsResource as def } from '@punchline/contracts';
import { formatDate, formatTimeOff, type TimeOffUnit } from '@punchline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/http';
import { FEED_KEY } from '../dashboard/use-notification-feed';
import { errorToast } from '../detail/toast';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import { fetchPage, resourceUrl, type ResourceRow } from '../lists/list-api';
import { useRefOptions } from '../lists/ref-options';
import { invalidateResource, resourceKey } from '../lists/resource-queries';

/** How many waiting requests the bell lists to decide on the spot (the rest are a click away). */
const SHOWN = 5;

/**
 * The newest time off requests of the notification feed, each with Approve and Reject: a manager
 * decides from the bell without opening the list. Each decision refreshes the feed.
 */
export function TimeOffFeed({ ids }: { ids: readonly number[] }) {
  const { organizationId: orgId } = useOrgSession();
  const prefs = useFormats();
  const client = useQueryClient();
  const shown = ids.slice(0, SHOWN);
  const { data } = useQuery({
    queryKey: [...resourceKey(orgId, def.path), 'feed', shown],
    queryFn: () => fetchPage(orgId, def, { active: 'all', id: shown.join(',') }, SHOWN),
    enabled: shown.length > 0,
  });
  const workers = useRefOptions(orgId, 'employee').options;
  const codes = useRefOptions(orgId, 'timeoffcode').options;
  const nameIn = (options: { value: string; label: string }[], id: unknown) => options.find((o) => o.value === String(id))?.label ?? '';
  const decide = useMutation({
    mutationFn: ({ row, action }: { row: ResourceRow; action: 'approve' | 'reject' }) =>
      api(`${resourceUrl(orgId, def, row.id)}/actions/${action}`, { method: 'POST', body: { version: row.version, data: {} } }),
    onError: (e) => errorToast(e, def.fields),
    onSettled: async () => {
      await invalidateResource(client, orgId, def.path);
      await client.invalidateQueries({ queryKey: [FEED_KEY] });
    },
  });
  const pending = (data?.results ?? []).filter((r) => r.status === 'pending');
  if (pending.length === 0) return null;
  return (
    <Stack gap={6} data-testid="time-off-feed">
      {pending.map((row) => {
        const from = formatDate(String(row.startDate), prefs);
        const to = formatDate(String(row.endDate), prefs);
        return (
          <Stack key={row.id} gap={2} data-testid={`time-off-feed-${row.id}`}>
            <Text size="sm" fw={500}>
              {nameIn(workers, row.employeeId)}: {nameIn(codes, row.codeId)}
            </Text>
            <Text size="xs" c="dimmed">
              {from === to ? from : `${from} – ${to}`} · {formatTimeOff(Number(row.amount), row.unit as TimeOffUnit, prefs)}
              {row.conflicts ? ` · ${String(row.conflicts)}` : ''}
            </Text>
            <Group gap={6}>
              <Button size="compact-xs" loading={decide.isPending} onClick={() => decide.mutate({ row, action: 'approve' })}>
                Approve
              </Button>
              <Button
                size="compact-xs"
                variant="default"
                loading={decide.isPending}
                onClick={() => decide.mutate({ row, action: 'reject' })}
              >
                Reject
              </Button>
            </Group>
          </Stack>
        );
      })}
    </Stack>
  );
}
