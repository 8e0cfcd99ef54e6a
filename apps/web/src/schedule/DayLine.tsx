import type { Shift } from '@punchline/contracts';
import { formatCalendarEventTitle, type FormatPreferences } from '@punchline/domain';
import { showTime } from '../timecards/time-entry';
import { cellKey, wallMinutes } from './board-layout';
import classes from './board.module.css';
import { barPlace, DAY_MINUTES, type DaySpan } from './day-timeline';
import { ShiftBlock } from './ShiftBlock';

const HOURS = Array.from({ length: 12 }, (_, i) => i * 2);

/** The day view's header: every other hour across the day, in the organization's time format. */
export function HourScale({ prefs }: { prefs: FormatPreferences }) {
  return (
    <div className={classes.hourScale} role="columnheader" aria-label="Hours of the day">
      {HOURS.map((h) => (
        <span key={h} style={{ left: `${(h / 24) * 100}%` }}>
          {showTime(h * 60, prefs)}
        </span>
      ))}
    </div>
  );
}

type Props = {
  employeeId: number | null;
  date: string;
  name: string;
  shifts: readonly Shift[];
  reason: string | undefined;
  ghost: DaySpan | null;
  draggedId: number | null;
  timeZone: string;
  prefs: FormatPreferences;
  shiftLabel: (shift: Shift) => string;
  colorOf: (shift: Shift) => string | null;
  onOpen: (shift: Shift) => void;
  onCreate: (target: { employeeId: number | null; date: string }) => void;
};

/**
 * One worker's day in the day view: hour lines, each shift a bar from its start to its end with
 * edges to resize, and while a drag is over the row, where the shift would go.
 */
export function DayLine(p: Props) {
  const clock = (m: number) => showTime(m % DAY_MINUTES, p.prefs);
  return (
    <div
      className={`${classes.timeline} ${p.reason ? classes.unavailable : ''}`}
      role="gridcell"
      aria-label={`${p.name}, ${p.date}${p.reason ? `, unavailable: ${p.reason}` : ''}`}
      title={p.reason ? `Unavailable: ${p.reason}` : 'Click to add a shift, drag across the hours to add one over them'}
      data-timeline={p.employeeId ?? 'open'}
      data-cell={cellKey(p.employeeId, p.date)}
      onClick={() => p.onCreate({ employeeId: p.employeeId, date: p.date })}
    >
      {p.shifts.map((s) => {
        const start = wallMinutes(s.start, p.timeZone);
        const end = start + Math.round((Date.parse(s.end) - Date.parse(s.start)) / 60_000);
        return (
          <ShiftBlock
            key={s.id}
            shift={s}
            label={p.shiftLabel(s)}
            heading={formatCalendarEventTitle(p.prefs, { name: p.name, start: clock(start), end: clock(end) })}
            color={p.colorOf(s)}
            onOpen={p.onOpen}
            lifted={s.id === p.draggedId}
            bar={{ ...barPlace(start, end), startMinute: start, endMinute: end }}
          />
        );
      })}
      {p.ghost && (
        <div className={classes.ghost} style={barStyle(p.ghost)} aria-hidden="true">
          {clock(p.ghost.startMinute)}–{clock(p.ghost.endMinute)}
        </div>
      )}
    </div>
  );
}

const barStyle = (span: DaySpan) => {
  const { left, width } = barPlace(span.startMinute, span.endMinute);
  return { left: `${left}%`, width: `${width}%` };
};
