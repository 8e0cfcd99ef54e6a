import type { ScheduleBoard, Shift } from '@punchline/contracts';
import { formatCalendarEventTitle, formatDate, type FormatPreferences } from '@punchline/domain';
import { useMediaQuery } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useMemo, useRef } from 'react';
import { formatWith } from '../formats/display';
import { markedCells, type Outcome } from './board-drag';
import { boardRows, cellKey, jobOf, shiftsByCell, wallMinutes, type BoardRow, type Group } from './board-layout';
import classes from './board.module.css';
import { DayLine, HourScale } from './DayLine';
import { DAY_MINUTES, type DayOutcome, type DaySpan } from './day-timeline';
import { ShiftBlock } from './ShiftBlock';
import { useBoardDrag } from './use-board-drag';
import { useDayDrag } from './use-day-drag';

const ROW_HEIGHT = 56;
const HEADING_HEIGHT = 28;
const TOTAL_WIDTH = 110;
export const OPEN_SHIFTS = 'Open shifts';

export type CellTarget = { employeeId: number | null; date: string };

type Props = {
  board: ScheduleBoard;
  days: string[];
  today: string;
  group: Group;
  timeZone: string;
  prefs: FormatPreferences;
  nameOf: (kind: Group, id: number | null) => string;
  shiftLabel: (shift: Shift) => string;
  colorOf: (shift: Shift) => string | null;
  onOpen: (shift: Shift) => void;
  onCreate: (target: CellTarget) => void;
  onGesture: (outcome: NonNullable<Outcome>) => void;
  onDayGesture: (outcome: NonNullable<DayOutcome>) => void;
};

/**
 * The board's grid: a sticky header of days, one virtualized row per worker (only the rows in
 * view are in the page, so 200 workers by 14 days stay light), a footer of day totals. Shifts
 * drag between cells (hold Ctrl or Alt to copy); a click on an empty part of a cell adds a shift,
 * a drag along a row adds one on each day it passes. One day shows its hours across (DayLine):
 * shifts move in time and resize by their edges there.
 */
export function BoardGrid(props: Props) {
  const { board, days, group, nameOf } = props;
  const scroller = useRef<HTMLDivElement>(null);
  // A phone keeps room for a day or two beside the names.
  const NAME_WIDTH = useMediaQuery('(max-width: 600px)') ? 120 : 200;
  const rows = useMemo(() => boardRows(board.workers, group, nameOf, board.shifts), [board.workers, group, nameOf, board.shifts]);
  const cells = useMemo(() => shiftsByCell(board.shifts), [board.shifts]);
  const unavailable = useMemo(() => {
    const map = new Map<string, string>();
    for (const w of board.workers) for (const u of w.unavailable) map.set(cellKey(w.employeeId, u.date), u.reason);
    return map;
  }, [board.workers]);
  // The virtualizer's functions are read during render; the compiler leaves this component unmemoized, as it should.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => (rows[i]!.kind === 'heading' ? HEADING_HEIGHT : ROW_HEIGHT),
    overscan: 8,
  });
  // One day: hours across (the day view); more: a column a day.
  const dayMode = days.length === 1;
  const weekDrag = useBoardDrag(scroller, props.onGesture);
  const dayDrag = useDayDrag(scroller, props.onDayGesture);
  const { drag, onPointerDown, onClickCapture } = dayMode ? dayDrag : weekDrag;
  const weekGesture = weekDrag.drag;
  const marked = useMemo(
    () => new Set(weekGesture ? markedCells(weekGesture.gesture, weekGesture.over).map((c) => cellKey(c.employeeId, c.date)) : []),
    [weekGesture],
  );
  const dayGesture = dayDrag.drag?.gesture;
  const draggedId =
    weekGesture?.gesture.kind === 'shift'
      ? weekGesture.gesture.shiftId
      : dayGesture && dayGesture.kind !== 'create'
        ? dayGesture.shiftId
        : null;
  const ghost = dayDrag.drag?.over ?? null;
  // The day view opens scrolled to an hour before its first shift (a phone shows a few hours only).
  const firstDay = days[0];
  const firstMinute = dayMode && board.shifts.length > 0 ? Math.min(...board.shifts.map((s) => wallMinutes(s.start, props.timeZone))) : 0;
  useEffect(() => {
    const box = scroller.current;
    if (!box || !dayMode) return;
    const timeline = box.scrollWidth - NAME_WIDTH - TOTAL_WIDTH;
    box.scrollLeft = Math.max(0, ((firstMinute - 60) / DAY_MINUTES) * timeline);
  }, [dayMode, firstMinute, NAME_WIDTH, firstDay]);
  // Equal day columns in every row (each row is a grid of its own, so no track may size to its content).
  const columns = `${NAME_WIDTH}px repeat(${days.length}, minmax(0, 1fr)) ${TOTAL_WIDTH}px`;
  const width = NAME_WIDTH + (dayMode ? 24 * 44 : days.length * 112) + TOTAL_WIDTH;
  const fmt = formatWith(props.prefs, props.timeZone);
  const weekday = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });

  return (
    <div
      className={`${classes.scroller} ${drag ? classes.dragging : ''}`}
      ref={scroller}
      data-testid="schedule-board"
      role="grid"
      aria-rowcount={rows.length + 2}
      onPointerDown={onPointerDown}
      onClickCapture={onClickCapture}
    >
      <div className={classes.header} style={{ gridTemplateColumns: columns, minWidth: width }} role="row">
        <div className={classes.nameCell} role="columnheader">
          Worker
        </div>
        {dayMode ? (
          <HourScale prefs={props.prefs} />
        ) : (
          days.map((d) => (
            <div key={d} className={`${classes.headCell} ${d === props.today ? classes.today : ''}`} role="columnheader">
              <div>{weekday(d)}</div>
              <div className={classes.headDate}>{formatDate(d, props.prefs)}</div>
            </div>
          ))
        )}
        <div className={`${classes.headCell} ${classes.totalColumn}`} role="columnheader" style={{ textAlign: 'right' }}>
          Total
        </div>
      </div>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', minWidth: width }}>
        {virtualizer.getVirtualItems().map((item) => (
          <BoardRowView
            key={item.key}
            {...props}
            row={rows[item.index]!}
            top={item.start}
            height={item.size}
            columns={columns}
            width={width}
            cells={cells}
            unavailable={unavailable}
            marked={marked}
            draggedId={draggedId}
            dayMode={dayMode}
            ghost={ghost}
            duration={fmt.duration}
            money={board.showsPay ? fmt.money : null}
          />
        ))}
      </div>
      <div className={classes.footer} style={{ gridTemplateColumns: columns, minWidth: width }} role="row" data-testid="day-totals">
        <div className={classes.nameCell} style={{ background: 'inherit' }} role="rowheader">
          Scheduled
        </div>
        {board.days.map((d) => (
          <div key={d.date} className={classes.totalCell} style={{ textAlign: 'left' }} role="gridcell">
            {fmt.duration(d.seconds)}
            {board.showsPay && d.cost !== null ? ` · ${fmt.money(Number(d.cost))}` : ''}
          </div>
        ))}
        <div className={`${classes.totalCell} ${classes.totalColumn}`} style={{ background: 'inherit' }} role="gridcell">
          {fmt.duration(board.days.reduce((sum, d) => sum + d.seconds, 0))}
        </div>
      </div>
    </div>
  );
}

type RowProps = Props & {
  row: BoardRow;
  top: number;
  height: number;
  columns: string;
  width: number;
  cells: Map<string, Shift[]>;
  unavailable: Map<string, string>;
  marked: Set<string>;
  draggedId: number | null;
  dayMode: boolean;
  ghost: DaySpan | null;
  duration: (seconds: number) => string;
  money: ((amount: number) => string) | null;
};

const BoardRowView = memo(function BoardRowView(p: RowProps) {
  const { row } = p;
  if (row.kind === 'heading') {
    return (
      <div className={classes.heading} style={{ top: p.top, height: p.height }} role="row">
        <span role="rowheader">{row.label}</span>
      </div>
    );
  }
  const employeeId = row.kind === 'worker' ? row.worker.employeeId : null;
  const jobId = row.kind === 'worker' ? row.jobId : undefined;
  const name = row.kind === 'worker' ? row.worker.name : OPEN_SHIFTS;
  return (
    <div className={classes.row} style={{ top: p.top, height: p.height, gridTemplateColumns: p.columns, minWidth: p.width }} role="row">
      <div className={classes.nameCell} role="rowheader" title={name}>
        {name}
      </div>
      {p.dayMode ? (
        <DayLine
          {...p}
          employeeId={employeeId}
          date={p.days[0]!}
          name={name}
          shifts={ofJob(p.cells.get(cellKey(employeeId, p.days[0]!)) ?? [], jobId)}
          reason={p.unavailable.get(cellKey(employeeId, p.days[0]!))}
          ghost={p.ghost && p.ghost.employeeId === employeeId ? p.ghost : null}
        />
      ) : (
        p.days.map((date) => <DayCell key={date} {...p} employeeId={employeeId} date={date} name={name} jobId={jobId} />)
      )}
      <div className={`${classes.totalCell} ${classes.totalColumn}`} role="gridcell">
        {row.kind === 'worker' ? p.duration(row.worker.seconds) : ''}
        {row.kind === 'worker' && p.money && row.worker.cost !== null ? <div>{p.money(Number(row.worker.cost))}</div> : null}
      </div>
    </div>
  );
});

/** The start and end of a shift's label ('9:00 AM–5:00 PM'). */
const startEnd = (label: string) => {
  const [start, end] = label.split('–');
  return { start, end };
};

/** A row grouped by job holds only that job's shifts (undefined: every shift). */
const ofJob = (shifts: Shift[], jobId: number | null | undefined) =>
  jobId === undefined ? shifts : shifts.filter((s) => jobOf(s) === jobId);

function DayCell(p: RowProps & { employeeId: number | null; date: string; name: string; jobId: number | null | undefined }) {
  const key = cellKey(p.employeeId, p.date);
  const shifts = ofJob(p.cells.get(key) ?? [], p.jobId);
  const reason = p.unavailable.get(key);
  return (
    <div
      className={`${classes.cell} ${reason ? classes.unavailable : ''} ${p.marked.has(key) ? classes.dropping : ''}`}
      role="gridcell"
      aria-label={`${p.name}, ${p.date}${reason ? `, unavailable: ${reason}` : ''}`}
      title={reason ? `Unavailable: ${reason}` : 'Click to add a shift, drag along the row to add one on each day'}
      data-cell={key}
      onClick={() => p.onCreate({ employeeId: p.employeeId, date: p.date })}
    >
      {shifts.map((s) => (
        <ShiftBlock
          key={s.id}
          shift={s}
          label={p.shiftLabel(s)}
          // The organization's calendar event title ('{name}', '{name} {start}–{end}'...) heads the tooltip.
          heading={formatCalendarEventTitle(p.prefs, { name: p.name, ...startEnd(p.shiftLabel(s)) })}
          color={p.colorOf(s)}
          onOpen={p.onOpen}
          lifted={s.id === p.draggedId}
        />
      ))}
    </div>
  );
}
