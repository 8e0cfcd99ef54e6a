import type { Shift } from '@punchline/contracts';
import { memo } from 'react';
import classes from './board.module.css';

const STATUS_TEXT: Record<Shift['status'], string> = {
  draft: 'Not published',
  published: 'Published',
  changed: 'Changed since published',
  removed: 'Removed at the next publish',
};

type Props = {
  shift: Shift;
  label: string;
  heading: string;
  color: string | null;
  onOpen: (shift: Shift) => void;
  lifted: boolean;
  /** In the day view: where the bar sits (percent of the day) and its minutes, with edges to resize. */
  bar?: { left: number; width: number; startMinute: number; endMinute: number };
};

/**
 * One shift on the board: its times, and its state against what was published (outlined, marked,
 * struck). The board's pointer handler drags it by its data-shift-id; lifted while it is dragged.
 */
export const ShiftBlock = memo(function ShiftBlock({ shift, label, heading, color, onOpen, lifted, bar }: Props) {
  const title = [heading, STATUS_TEXT[shift.status], ...shift.conflicts, shift.note ?? ''].filter(Boolean).join('\n');
  return (
    <button
      type="button"
      className={`${classes.shift} ${classes[shift.status]} ${shift.conflicts.length > 0 ? classes.conflict : ''} ${lifted ? classes.lifted : ''} ${bar ? classes.bar : ''}`}
      style={{
        ...(color ? { borderLeftColor: color } : {}),
        ...(bar ? { left: `${bar.left}%`, width: `${bar.width}%` } : {}),
      }}
      onClick={(e) => {
        e.stopPropagation();
        onOpen(shift);
      }}
      title={title}
      data-testid="shift"
      data-shift-id={shift.id}
      data-status={shift.status}
      data-start-minute={bar?.startMinute}
      data-end-minute={bar?.endMinute}
      aria-label={`${label}, ${STATUS_TEXT[shift.status]}`}
    >
      {bar && <span className={classes.edgeStart} data-edge="start" aria-hidden="true" />}
      <span className={classes.shiftTime}>{label}</span>
      {shift.note && (
        <span className={classes.noteMark} aria-hidden="true">
          ✎
        </span>
      )}
      {shift.conflicts.length > 0 && (
        <span className={classes.conflictMark} aria-hidden="true">
          !
        </span>
      )}
      {bar && <span className={classes.edgeEnd} data-edge="end" aria-hidden="true" />}
    </button>
  );
});
