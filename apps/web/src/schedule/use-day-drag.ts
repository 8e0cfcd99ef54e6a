import { useMemo, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { dayOutcome, minuteAt, proposedSpan, type DayGesture, type DayOutcome, type DaySpan } from './day-timeline';
import { usePointerGesture } from './use-pointer-gesture';

/** The row timeline under a point, with its worker (null: open shifts). */
function timelineAt(x: number, y: number) {
  const line = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-timeline]');
  return line ? { line, employeeId: line.dataset.timeline === 'open' ? null : Number(line.dataset.timeline) } : null;
}

const minuteOn = (line: HTMLElement, x: number) => {
  const box = line.getBoundingClientRect();
  return minuteAt(x - box.left, box.width);
};

/** The day view's drags (day-timeline.ts says what they mean): by the hours under the pointer. */
export function useDayDrag(scroller: RefObject<HTMLDivElement | null>, onOutcome: (outcome: NonNullable<DayOutcome>) => void) {
  const spec = useMemo(
    () => ({
      begin: (e: ReactPointerEvent<HTMLElement>): DayGesture | null => {
        const target = e.target as HTMLElement;
        const at = timelineAt(e.clientX, e.clientY);
        if (!at) return null;
        const pressMinute = minuteOn(at.line, e.clientX);
        const bar = target.closest<HTMLElement>('[data-shift-id]');
        if (!bar) return e.pointerType === 'mouse' ? { kind: 'create', employeeId: at.employeeId, pressMinute } : null;
        if (bar.dataset.status === 'removed') return null;
        const edge = target.closest<HTMLElement>('[data-edge]')?.dataset.edge;
        return {
          kind: edge === 'start' || edge === 'end' ? edge : 'move',
          shiftId: Number(bar.dataset.shiftId),
          employeeId: at.employeeId,
          startMinute: Number(bar.dataset.startMinute),
          endMinute: Number(bar.dataset.endMinute),
          pressMinute,
        };
      },
      track: (gesture: DayGesture, x: number, y: number): DaySpan | null => {
        const at = timelineAt(x, y);
        return at ? proposedSpan(gesture, minuteOn(at.line, x), at.employeeId) : null;
      },
      finish: (gesture: DayGesture, span: DaySpan | null, copy: boolean) => {
        const outcome = dayOutcome(gesture, span, copy);
        if (outcome) onOutcome(outcome);
      },
    }),
    [onOutcome],
  );
  return usePointerGesture(scroller, spec);
}
