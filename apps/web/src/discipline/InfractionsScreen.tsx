import { Alert, Button, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Infraction } from '@punchline/contracts';
import { buildPath, formatDate, formatMessage, MESSAGES, parseView, serializeViewFilter } from '@punchline/domain';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { feedKey } from '../dashboard/use-notification-feed';
import { ConfirmDialog } from '../detail/ConfirmDialog';
import { errorToast } from '../detail/toast';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import { orgToday } from '../formats/org-today';
import { CustomInfractionDialog } from './CustomInfractionDialog';
import { deleteCustomInfraction, disciplineKey, fetchInfractions, reinstateInfractions } from './discipline-api';
import { infractionFilters, infractionsQuery, infractionView, rangeIsValid, type InfractionFilters } from './discipline-filters';
import { ExcuseDialog } from './ExcuseDialog';
import { InfractionFilterBar } from './InfractionFilterBar';
import { InfractionsTable } from './InfractionsTable';
import { NoPolicyHint } from './NoPolicyHint';
import { paginationNames } from '../detail/pagination-names';

const ROUTE = 'org.manage.attendance.infractions';
const SEARCH_DEBOUNCE_MS = 300;
/** Rows per page: a month of a large site's infractions is hundreds, found at once and paged here. */
export const INFRACTIONS_PAGE_SIZE = 50;

/**
 * Manage → Attendance → Infractions (SPEC section 2 attendance/infractions/{view?}; issue 34):
 * the infractions found from the time cards against the published schedule, and the custom ones
 * managers record, with the points each counts under the worker's policy. Select some to excuse
 * them with a reason, or to reinstate excused ones. The filter is the view in the address.
 */
export function InfractionsScreen() {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const prefs = useFormats();
  const today = useMemo(() => orgToday(session.timezone), [session.timezone]);
  const navigate = useNavigate();
  const view = parseView(useParams().view, console);
  const filters = infractionFilters(view.mode === 'list' ? view.filter : {}, today);
  const setFilters = (next: InfractionFilters) =>
    void navigate(buildPath(ROUTE, { orgId, view: serializeViewFilter(infractionView(next, today)) }));
  // An infraction has no page of its own: a record id or 'new' in the address goes back to the list.
  useEffect(() => {
    if (view.mode !== 'list') void navigate(buildPath(ROUTE, { orgId }), { replace: true });
  }, [view.mode, navigate, orgId]);

  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const query = infractionsQuery(filters, searchText);
  const list = useQuery({
    queryKey: [...disciplineKey(orgId), 'infractions', query],
    queryFn: () => fetchInfractions(orgId, query),
    enabled: rangeIsValid(filters),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.results ?? [];
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / INFRACTIONS_PAGE_SIZE));
  // A shorter answer (other filters, an excusal) shows its last page rather than an empty one.
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * INFRACTIONS_PAGE_SIZE, current * INFRACTIONS_PAGE_SIZE);

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const select = (keys: readonly string[], on: boolean) =>
    setSelected((was) => {
      const next = new Set(was);
      for (const k of keys)
        if (on) next.add(k);
        else next.delete(k);
      return next;
    });
  // Only rows shown are acted on: a selection a new filter hid is left alone.
  const chosen = rows.filter((r) => selected.has(r.key));
  const toExcuse = chosen.filter((r) => !r.excused).map((r) => r.key);
  const toReinstate = chosen.filter((r) => r.excused).map((r) => r.key);

  const [dialog, setDialog] = useState<'excuse' | 'custom' | null>(null);
  const [deleting, setDeleting] = useState<Infraction | null>(null);
  const client = useQueryClient();
  // An excusal changes the infractions, the events that still hold, the ledgers and the feed.
  const refresh = () => {
    setSelected(new Set());
    setDialog(null);
    void client.invalidateQueries({ queryKey: disciplineKey(orgId) });
    void client.invalidateQueries({ queryKey: feedKey(orgId) });
  };
  const reinstate = useMutation({
    mutationFn: () => reinstateInfractions(orgId, toReinstate),
    onSuccess: ({ changed }) => {
      notifications.show({ message: `${changed} ${changed === 1 ? 'infraction' : 'infractions'} reinstated.` });
      refresh();
    },
    onError: (e) => errorToast(e),
  });
  const remove = useMutation({
    mutationFn: (row: Infraction) => deleteCustomInfraction(orgId, row.customId!),
    onSuccess: refresh,
    onError: (e) => errorToast(e),
  });

  const filtered = filters.employeeId !== null || filters.kind !== null || filters.status !== 'all' || searchText.trim() !== '';
  return (
    <Stack p="md" gap="sm">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Infractions
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog('custom')}>
          Add Custom Infraction
        </Button>
      </Group>
      <NoPolicyHint />
      <InfractionFilterBar orgId={orgId} filters={filters} onChange={setFilters} search={search} onSearch={setSearch} />
      <Group gap="xs">
        <Button variant="light" disabled={toExcuse.length === 0} onClick={() => setDialog('excuse')}>
          Excuse{toExcuse.length > 0 ? ` (${toExcuse.length})` : ''}
        </Button>
        <Button variant="default" disabled={toReinstate.length === 0} loading={reinstate.isPending} onClick={() => reinstate.mutate()}>
          Reinstate{toReinstate.length > 0 ? ` (${toReinstate.length})` : ''}
        </Button>
        <Text size="sm" c="dimmed">
          {list.data
            ? `${rows.length} ${rows.length === 1 ? 'infraction' : 'infractions'}${chosen.length > 0 ? `, ${chosen.length} selected` : ''}`
            : ''}
        </Text>
        {list.isFetching && <Loader size="xs" />}
      </Group>
      {list.error && <Alert color="red">{list.error.message} Try again, or change the filters.</Alert>}
      {list.data && rows.length === 0 && (
        <Text c="dimmed" data-testid="infractions-empty">
          No infractions from {formatDate(filters.from, prefs)} to {formatDate(filters.to, prefs)}
          {filtered ? ' that match these filters' : ''}. Infractions are found from the time cards against the published schedule: widen the
          dates, or record what the time card cannot show with Add Custom Infraction.
        </Text>
      )}
      {shown.length > 0 && <InfractionsTable rows={shown} selected={selected} onSelect={select} onDelete={setDeleting} />}
      {pages > 1 && <Pagination {...paginationNames} total={pages} value={current} onChange={setPage} aria-label="Pages of infractions" />}
      {dialog === 'excuse' && <ExcuseDialog orgId={orgId} keys={toExcuse} onClose={() => setDialog(null)} onDone={refresh} />}
      {dialog === 'custom' && <CustomInfractionDialog orgId={orgId} today={today} onClose={() => setDialog(null)} onDone={refresh} />}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete"
        message={formatMessage(MESSAGES.deleteConfirm, { resource: 'custom infraction' })}
        onAnswer={(answer) => {
          if (answer && deleting) remove.mutate(deleting);
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
