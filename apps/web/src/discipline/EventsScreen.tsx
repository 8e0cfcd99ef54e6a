import { Alert, Button, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DisciplineEvent } from '@punchline/contracts';
import { buildPath, parseView, serializeViewFilter } from '@punchline/domain';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { feedKey } from '../dashboard/use-notification-feed';
import { useOrgSession } from '../layout/use-org-session';
import { AcknowledgeDialog } from './AcknowledgeDialog';
import { disciplineKey, evaluateEvents, fetchEvents } from './discipline-api';
import { eventFilters, eventsQuery, eventView, type EventFilters, type EventStatusFilter } from './discipline-filters';
import { EventsTable } from './EventsTable';
import { NoPolicyHint } from './NoPolicyHint';
import { WorkerPicker } from './WorkerPicker';

const ROUTE = 'org.manage.attendance.events';
const SEARCH_DEBOUNCE_MS = 300;
const STATUSES: { value: EventStatusFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'acknowledged', label: 'Acknowledged' },
  { value: 'all', label: 'All' },
];
const EMPTY: Record<EventStatusFilter, string> = {
  open: 'No open events: every event raised has been acknowledged.',
  acknowledged: 'No acknowledged events yet.',
  all: 'No events yet.',
};

/**
 * Manage → Attendance → Events (SPEC section 2 attendance/events/{view?}; issue 34): what each
 * worker's points raised at their policy's thresholds, open ones first to acknowledge with a
 * note. Events are raised by a job every 10 minutes; Check now raises the ones due at once.
 */
export function EventsScreen() {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const navigate = useNavigate();
  const view = parseView(useParams().view, console);
  const filters = eventFilters(view.mode === 'list' ? view.filter : {});
  const setFilters = (next: EventFilters) => void navigate(buildPath(ROUTE, { orgId, view: serializeViewFilter(eventView(next)) }));
  useEffect(() => {
    if (view.mode !== 'list') void navigate(buildPath(ROUTE, { orgId }), { replace: true });
  }, [view.mode, navigate, orgId]);

  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const query = eventsQuery(filters, searchText);
  const list = useQuery({
    queryKey: [...disciplineKey(orgId), 'events', query],
    queryFn: () => fetchEvents(orgId, query),
    placeholderData: keepPreviousData,
  });
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: disciplineKey(orgId) });
    void client.invalidateQueries({ queryKey: feedKey(orgId) });
  };
  const evaluate = useMutation({ mutationFn: () => evaluateEvents(orgId), onSuccess: refresh });
  const [acknowledging, setAcknowledging] = useState<DisciplineEvent | null>(null);
  const events = list.data ?? [];
  return (
    <Stack p="md" gap="sm">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Events
        </Title>
        <Group gap="xs">
          <EvaluateResult raised={evaluate.data} error={evaluate.error} />
          <Button variant="default" leftSection={<IconRefresh size={16} />} loading={evaluate.isPending} onClick={() => evaluate.mutate()}>
            Check now
          </Button>
        </Group>
      </Group>
      <NoPolicyHint />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
        <SegmentedControl
          aria-label="Which events"
          data-testid="event-status"
          data={STATUSES}
          value={filters.status}
          onChange={(v) => setFilters({ ...filters, status: v as EventStatusFilter })}
          style={{ alignSelf: 'end' }}
        />
        <TextInput
          label="Search"
          placeholder="Worker or event type"
          leftSection={<IconSearch size={14} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <WorkerPicker
          orgId={orgId}
          label="Worker"
          placeholder="All workers"
          value={filters.employeeId}
          onChange={(id) => setFilters({ ...filters, employeeId: id })}
        />
      </SimpleGrid>
      {list.isFetching && <Loader size="xs" />}
      {list.error && <Alert color="red">{list.error.message}</Alert>}
      {list.data && events.length === 0 && (
        <Text c="dimmed" data-testid="events-empty">
          {EMPTY[filters.status]} An event is raised when a worker&rsquo;s points reach a threshold of their attendance policy.
        </Text>
      )}
      {events.length > 0 && <EventsTable events={events} onAcknowledge={setAcknowledging} />}
      {acknowledging && (
        <AcknowledgeDialog
          orgId={orgId}
          event={acknowledging}
          onClose={() => setAcknowledging(null)}
          onDone={() => {
            setAcknowledging(null);
            refresh();
          }}
        />
      )}
    </Stack>
  );
}

/** What Check now did, kept beside the button until the next press. */
function EvaluateResult({ raised, error }: { raised: number | undefined; error: Error | null }) {
  if (error)
    return (
      <Text size="sm" c="red" role="status">
        {error.message}
      </Text>
    );
  if (raised === undefined) return null;
  return (
    <Text size="sm" role="status" data-testid="evaluate-result">
      {raised === 0 ? 'No new events: the events due were already raised.' : `${raised} ${raised === 1 ? 'event' : 'events'} raised.`}
    </Text>
  );
}
