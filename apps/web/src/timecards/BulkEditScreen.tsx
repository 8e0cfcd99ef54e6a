import { Alert, Button, Group, Loader, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { hasFeature, hasPermission } from '@punchline/domain';
import { useState } from 'react';
import { RemoteSelect } from '../detail/RemoteSelect';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import { viewerOf } from '../lists/viewer';
import { PeriodExportDialog } from '../payroll/period-export/PeriodExportDialog';
import { AddPunchesDialog } from './AddPunchesDialog';
import { useBulkAction, useSummaries, type BulkAction, type BulkOutcome } from './bulk-api';
import { BulkTable } from './BulkTable';
import { orgToday } from '../formats/org-today';

/**
 * Manage → Time Cards → Bulk Edit: many workers' cards over a day or a range of days of one pay
 * period; choose rows, then add the same punches to each, approve their cards, or mark their
 * entries with an entry state. Each action is all or nothing; its result shows per worker.
 */
export function BulkEditScreen() {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const prefs = useFormats();
  const today = orgToday(session.timezone);
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [departmentId, setDepartmentId] = useState<number | null>(null);
  const [orgUnitId, setOrgUnitId] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed, 400);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [adding, setAdding] = useState(false);
  const [entryStateId, setEntryStateId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const [exporting, setExporting] = useState(false);
  // Payroll files carry pay: payroll on, Manage Payroll and pay access (the server checks the same).
  const mayExport =
    hasFeature(session.features, 'payroll') &&
    session.enabled &&
    hasPermission(session.permissions, 'manage_payroll') &&
    viewerOf(session).pay;
  const list = useSummaries(orgId, { from, to: to < from ? from : to, departmentId, orgUnitId, search });
  const bulk = useBulkAction(orgId);
  const rows = list.data?.pages.flatMap((p) => p.results) ?? [];
  const ids = [...selected];

  const run = async (body: BulkAction) => {
    setOutcome(null);
    setOutcome(await bulk.mutateAsync(body));
  };

  return (
    <Stack p="md" gap="md">
      <Title order={1} size="h2">
        Bulk Edit Time Cards
      </Title>
      <Group align="flex-end">
        <TextInput type="date" label="From" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput type="date" label="To" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
        <RemoteSelect
          orgId={orgId}
          path="departments"
          label="Department"
          placeholder="All"
          value={departmentId}
          onChange={setDepartmentId}
        />
        <RemoteSelect orgId={orgId} path="orgunits" label="Org Unit" placeholder="All" value={orgUnitId} onChange={setOrgUnitId} />
        <TextInput label="Search" placeholder="Name" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} />
      </Group>
      <Group>
        <Text size="sm">{selected.size} selected</Text>
        <Button disabled={selected.size === 0 || bulk.isPending} onClick={() => setAdding(true)}>
          Add Punches
        </Button>
        <Button
          variant="default"
          disabled={selected.size === 0 || bulk.isPending}
          onClick={() => void run({ action: 'approve', employeeIds: ids, date: from })}
        >
          Approve
        </Button>
        {mayExport && (
          <Button variant="default" onClick={() => setExporting(true)}>
            Export for Payroll
          </Button>
        )}
        {session.entryStateEnabled && (
          <Group gap="xs" align="flex-end">
            <RemoteSelect
              orgId={orgId}
              path="entry/states"
              label="Entry State"
              placeholder="None"
              value={entryStateId}
              onChange={setEntryStateId}
            />
            <Button
              variant="default"
              disabled={selected.size === 0 || bulk.isPending}
              onClick={() => void run({ action: 'setEntryState', employeeIds: ids, from, to, entryStateId })}
            >
              Set Entry State
            </Button>
          </Group>
        )}
      </Group>
      {bulk.isPending && (
        <Stack gap={4} data-testid="bulk-progress">
          <Text size="sm">Working on {selected.size} workers…</Text>
          <Progress value={100} animated />
        </Stack>
      )}
      {outcome && (
        <Alert color={outcome.ok ? 'green' : 'red'} data-testid="bulk-outcome" withCloseButton onClose={() => setOutcome(null)}>
          {outcome.ok ? `Done for ${Object.keys(outcome.counts).length} workers.` : outcome.detail}
        </Alert>
      )}
      {list.error && <Alert color="red">{list.error.message}</Alert>}
      {list.isLoading ? <Loader /> : <BulkTable rows={rows} selected={selected} onSelect={setSelected} outcome={outcome} prefs={prefs} />}
      {list.hasNextPage && (
        <Button variant="subtle" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          Load More Workers
        </Button>
      )}
      {exporting && <PeriodExportDialog orgId={orgId} day={from} onClose={() => setExporting(false)} />}
      {adding && (
        <AddPunchesDialog
          opened
          count={selected.size}
          defaultDate={from}
          onClose={() => setAdding(false)}
          onAdd={(date, punches) => {
            setAdding(false);
            void run({ action: 'addPunches', employeeIds: ids, date, punches });
          }}
        />
      )}
    </Stack>
  );
}
