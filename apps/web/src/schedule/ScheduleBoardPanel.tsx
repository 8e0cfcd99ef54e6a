import type { Shift } from '@punchline/contracts';
import { Alert, Button, Group, Loader, Menu, SegmentedControl, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { addDaysIso, formatDate, hasFeature } from '@punchline/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api } from '../api/http';
import { errorToast } from '../detail/toast';
import { useOrgSession } from '../layout/use-org-session';
import { formatWith } from '../formats/display';
import { useFormats } from '../formats/use-formats';
import { runExport, type ExportKind } from '../exports/run-export';
import { shiftSpan } from '../schedule-claims/shift-span';
import { orgToday } from '../formats/org-today';
import { showTime } from '../timecards/time-entry';
import { daysOf, dropTarget, wallMinutes, weekStartOf, type BoardView, type Group as BoardGroup } from './board-layout';
import type { Outcome } from './board-drag';
import { spanInstants, type DayOutcome } from './day-timeline';
import { withSpan } from './board-view';
import { BoardGrid, OPEN_SHIFTS, type CellTarget } from './BoardGrid';
import { PublishDialog } from './PublishDialog';
import { publishedMessage, workersAffected } from './publish-message';
import { copyShifts, createShift, publishSchedule } from './schedule-api';
import { ShiftEditor, type EditorTarget, type NewShift } from './ShiftEditor';
import { useBoard } from './use-board';

type Named = { id: number; name: string; color?: string | null };
const GROUP_CHOICES = [
  { value: 'worker', label: 'Workers' },
  { value: 'team', label: 'Team' },
  { value: 'department', label: 'Department' },
  { value: 'orgUnit', label: 'Org unit' },
];

const useNames = (orgId: number, path: string, enabled = true) =>
  useQuery({
    queryKey: ['orgs', orgId, 'schedule', 'names', path],
    queryFn: async () => (await api<{ results: Named[] }>(`orgs/${orgId}/${path}`, { query: { active: 'all', limit: 500 } })).results,
    staleTime: 60_000,
    enabled,
  });

type Props = { orgId: number; view: BoardView; onView: (view: BoardView) => void; timeZone: string };

/** The board with its toolbar: weeks, grouping, search, copy week, publish, print and export. */
export function ScheduleBoardPanel({ orgId, view, onView, timeZone }: Props) {
  const prefs = useFormats();
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search.trim(), 300);
  const days = daysOf(view.from, view.span);
  const range = { from: view.from, to: days.at(-1)! };
  const [teamId, setTeamId] = useState<string | null>(null);
  const filter = { ...(searchText ? { searchText } : {}), ...(teamId ? { teamId } : {}) };
  const { board, save, remove, refresh } = useBoard(orgId, range, filter);
  const teams = useNames(orgId, 'schedule/teams');
  const costing = hasFeature(useOrgSession().features, 'job_costing');
  const jobs = useNames(orgId, 'costing/jobs', costing);
  const departments = useNames(orgId, 'departments');
  const orgUnits = useNames(orgId, 'orgunits');
  const classes = useNames(orgId, 'shift/classes');
  const [editing, setEditing] = useState<EditorTarget | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [busy, setBusy] = useState(false);
  const data = board.data;
  // A board filtered by search or team publishes only the workers it shows (open shifts wait for an unfiltered publish).
  const filtered = Boolean(searchText || teamId);
  const publishable = (data?.shifts ?? []).filter((s) => s.status !== 'published' && (!filtered || s.employeeId !== null));
  const fmt = formatWith(prefs, timeZone);

  const nameOf = useCallback(
    (kind: BoardGroup, id: number | null) => {
      const list = { department: departments.data, orgUnit: orgUnits.data, team: teams.data, job: jobs.data, worker: [] }[kind];
      const none = { department: 'No department', orgUnit: 'No org unit', team: 'No team', job: 'No job', worker: '' }[kind];
      return list?.find((n) => n.id === id)?.name ?? none;
    },
    [departments.data, orgUnits.data, teams.data, jobs.data],
  );
  const shiftLabel = useCallback(
    (s: Shift) => `${showTime(wallMinutes(s.start, timeZone), prefs)}–${showTime(wallMinutes(s.end, timeZone), prefs)}`,
    [timeZone, prefs],
  );
  const colorOf = useCallback((s: Shift) => classes.data?.find((c) => c.id === s.shiftClassId)?.color ?? null, [classes.data]);
  const workerName = (id: number | null) => (id === null ? OPEN_SHIFTS : (data?.workers.find((w) => w.employeeId === id)?.name ?? '—'));

  // A dragged shift put somewhere else: moved there, or (Ctrl or Alt) a copy of it made there.
  const place = useCallback(
    (shiftId: number, employeeId: number | null, spanOf: (shift: Shift) => { start: string; end: string }, copy: boolean) => {
      const shift = data?.shifts.find((s) => s.id === shiftId);
      if (!shift) return;
      const span = spanOf(shift);
      if (copy) save.mutate({ create: { ...pick(shift), employeeId, ...span } });
      else save.mutate({ id: shift.id, change: { employeeId, ...span, version: shift.version } });
    },
    [data?.shifts, save],
  );
  const onGesture = useCallback(
    (outcome: NonNullable<Outcome>) => {
      if (outcome.kind === 'create') {
        setEditError(null);
        setEditing({ employeeId: outcome.employeeId, date: outcome.dates[0]!, through: outcome.dates.at(-1)! });
        return;
      }
      const { employeeId, date } = outcome.to;
      place(outcome.shiftId, employeeId, (shift) => dropTarget(shift, date, timeZone), outcome.kind === 'copy');
    },
    [place, timeZone, setEditError, setEditing],
  );
  const onDayGesture = useCallback(
    (outcome: NonNullable<DayOutcome>) => {
      const { employeeId, startMinute, endMinute } = outcome.span;
      if (outcome.kind === 'create') {
        setEditError(null);
        setEditing({ employeeId, date: view.from, startMinute, endMinute });
        return;
      }
      const spanOf = (shift: Shift) => spanInstants(shift.workDate, startMinute, endMinute, timeZone);
      place(outcome.shiftId, employeeId, spanOf, outcome.kind === 'copy');
    },
    [place, timeZone, view.from, setEditError, setEditing],
  );
  const onOpen = useCallback(
    (shift: Shift) => {
      setEditError(null);
      setEditing({ shift });
    },
    [setEditError, setEditing],
  );
  const onCreate = useCallback(
    (target: CellTarget) => {
      setEditError(null);
      setEditing(target);
    },
    [setEditError, setEditing],
  );

  const saveEdit = (made: NewShift[], shift: Shift | null) => {
    setEditError(null);
    if (made.length > 1) return void addEachDay(made);
    const { body } = made[0]!;
    save.mutate(shift ? { id: shift.id, change: { ...body, version: shift.version } } : { create: body }, {
      onSuccess: () => setEditing(null),
      onError: (error) => setEditError(error instanceof Error ? error.message : String(error)),
    });
  };

  // A shift on each day of a range: one request a day, so a day the worker cannot take is named and the rest still added.
  const addEachDay = async (made: NewShift[]) => {
    setBusy(true);
    const refused: string[] = [];
    for (const { date, body } of made) {
      try {
        await createShift(orgId, body);
      } catch (error) {
        refused.push(`${formatDate(date, prefs)}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    setBusy(false);
    setEditing(null);
    void refresh();
    // The shifts added show on the board; the days left out are said until dismissed.
    if (refused.length === 0) return;
    notifications.show({
      title: `${made.length - refused.length} of ${made.length} shifts added`,
      message: refused.join('\n'),
      color: 'yellow',
      autoClose: false,
      style: { whiteSpace: 'pre-line' },
    });
  };

  const copyWeek = async () => {
    setBusy(true);
    try {
      // The week shown, or in the day view that day, to the same days a week later.
      const { results, skipped } = await copyShifts(orgId, {
        from: view.from,
        to: addDaysIso(view.from, view.span === 1 ? 0 : 6),
        days: 7,
      });
      notifications.show({
        title: `${results.length} shift${results.length === 1 ? '' : 's'} copied to the next week`,
        message:
          skipped.length > 0
            ? `${skipped.length} left out: ${[...new Set(skipped.map((s) => s.reason))].join(' ')}`
            : 'Nothing was left out.',
        autoClose: skipped.length > 0 ? false : 5000,
      });
      onView({ ...view, from: addDaysIso(view.from, 7) });
    } catch (error) {
      errorToast(error);
    } finally {
      setBusy(false);
      void refresh();
    }
  };

  const publish = async () => {
    setBusy(true);
    try {
      const affected = workersAffected(publishable);
      const { result } = await publishSchedule(orgId, range, filtered ? data?.workers.map((w) => w.employeeId) : undefined);
      notifications.show({
        title: `Version ${result.version} published`,
        message: publishedMessage(result, affected),
      });
      setPublishing(false);
    } catch (error) {
      errorToast(error);
    } finally {
      setBusy(false);
      void refresh();
    }
  };

  const exportBoard = (kind: ExportKind) => {
    if (!data) return;
    const columns = [
      { field: 'worker', header: 'Worker', visible: true, width: null },
      ...days.map((d) => ({ field: d, header: formatDate(d, prefs), visible: true, width: null })),
      { field: 'total', header: 'Total', visible: true, width: null },
    ];
    const rows = [{ employeeId: null, name: OPEN_SHIFTS, seconds: null }, ...data.workers].map((w, i) => ({
      id: i + 1,
      version: 1,
      worker: w.name,
      ...Object.fromEntries(
        days.map((d) => [
          d,
          data.shifts
            .filter((s) => s.employeeId === w.employeeId && s.workDate === d && s.status !== 'removed')
            .map(shiftLabel)
            .join(', '),
        ]),
      ),
      total: w.seconds === null ? '' : fmt.duration(w.seconds),
    }));
    void runExport(kind, { title: 'Schedule', cellText: (_f, v) => String(v ?? ''), columns, rows }).catch(errorToast);
  };

  const to = days.at(-1)!;
  const today = orgToday(timeZone);
  const step = view.span === 1 ? 1 : 7;
  const unit = view.span === 1 ? 'day' : 'week';
  const toolbar = (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          size="xs"
          aria-label={`Previous ${unit}`}
          onClick={() => onView({ ...view, from: addDaysIso(view.from, -step) })}
        >
          ‹
        </Button>
        <Button variant="default" size="xs" onClick={() => onView({ ...view, from: view.span === 1 ? today : weekStartOf(today) })}>
          Today
        </Button>
        <Button
          variant="default"
          size="xs"
          aria-label={`Next ${unit}`}
          onClick={() => onView({ ...view, from: addDaysIso(view.from, step) })}
        >
          ›
        </Button>
        <Text size="sm" fw={500} data-testid="board-range">
          {view.span === 1 ? formatDate(view.from, prefs) : `${formatDate(view.from, prefs)} – ${formatDate(to, prefs)}`}
        </Text>
        <SegmentedControl
          size="xs"
          value={String(view.span)}
          onChange={(v) => onView(withSpan(view, v === '1' ? 1 : v === '14' ? 14 : 7, today))}
          data={[
            { value: '1', label: 'Day' },
            { value: '7', label: 'Week' },
            { value: '14', label: '2 weeks' },
          ]}
        />
        <Select
          size="xs"
          w={140}
          aria-label="Group by"
          data={costing ? [...GROUP_CHOICES, { value: 'job', label: 'Job' }] : GROUP_CHOICES}
          value={view.group}
          onChange={(v) => onView({ ...view, group: (v ?? 'worker') as BoardGroup })}
          allowDeselect={false}
        />
        <Select
          size="xs"
          w={150}
          aria-label="Team"
          placeholder="All teams"
          data={(teams.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
          value={teamId}
          onChange={setTeamId}
          clearable
        />
        <TextInput size="xs" w={170} placeholder="Search workers" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      </Group>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => void copyWeek()} loading={busy && !publishing}>
          {view.span === 1 ? 'Copy to next week' : 'Copy week'}
        </Button>
        <Menu>
          <Menu.Target>
            <Button size="xs" variant="default">
              Export
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => exportBoard('print')}>Print</Menu.Item>
            <Menu.Item onClick={() => exportBoard('csv')}>CSV</Menu.Item>
            <Menu.Item onClick={() => exportBoard('xlsx')}>Excel</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Button size="xs" onClick={() => setPublishing(true)} disabled={publishable.length === 0}>
          Publish{publishable.length > 0 ? ` (${publishable.length})` : ''}
        </Button>
      </Group>
    </Group>
  );

  return (
    <>
      {toolbar}
      {board.isLoading && <Loader mt="md" />}
      {board.error && (
        <Alert color="red" mt="sm">
          {board.error.message}
        </Alert>
      )}
      {data && (
        <div style={{ marginTop: 8 }}>
          <BoardGrid
            board={data}
            days={days}
            today={orgToday(timeZone)}
            group={view.group}
            timeZone={timeZone}
            prefs={prefs}
            nameOf={nameOf}
            shiftLabel={shiftLabel}
            colorOf={colorOf}
            onOpen={onOpen}
            onCreate={onCreate}
            onGesture={onGesture}
            onDayGesture={onDayGesture}
          />
          <Text size="xs" c="dimmed" mt={4}>
            Click a day to add a shift, or drag along a row to add one on each day; drag a shift to move it, hold Ctrl or Alt to copy it.
            Dashed: not published yet; yellow: changed since published; struck: removed at the next publish.
          </Text>
        </div>
      )}
      {editing && data && (
        <ShiftEditor
          target={editing}
          workers={data.workers}
          choices={{ classes: classes.data ?? [], departments: departments.data ?? [], orgUnits: orgUnits.data ?? [] }}
          timeZone={timeZone}
          prefs={prefs}
          busy={save.isPending || remove.isPending || busy}
          error={editError}
          onSave={saveEdit}
          onDelete={(shift) => remove.mutate(shift, { onSuccess: () => setEditing(null) })}
          onClose={() => setEditing(null)}
        />
      )}
      {publishing && data && (
        <PublishDialog
          shifts={publishable}
          workerName={workerName}
          span={(start, end) => shiftSpan(start, end, timeZone, prefs)}
          busy={busy}
          onPublish={() => void publish()}
          onClose={() => setPublishing(false)}
        />
      )}
    </>
  );
}

/** What a copy keeps of a shift besides its worker and times. */
function pick(s: Shift) {
  return {
    orgUnitId: s.orgUnitId,
    departmentId: s.departmentId,
    costing: s.costing,
    shiftClassId: s.shiftClassId,
    teamId: s.teamId,
    breaks: s.breaks,
    note: s.note,
  };
}
