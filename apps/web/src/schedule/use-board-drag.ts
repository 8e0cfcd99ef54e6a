import { useCallback, useRef, useState, type MouseEvent, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { DRAG_THRESHOLD_PX, outcomeOf, parseCell, type Cell, type Gesture, type Outcome } from './board-drag';

export type DragState = { gesture: Gesture; over: Cell | null };

/** Pixels from the scroller's top or bottom edge where a drag scrolls the board. */
const EDGE = 48;
const ROW_STEP = 24;

const cellAt = (x: number, y: number) => parseCell(document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-cell]')?.dataset.cell);

/**
 * The board's drags on pointer events (see board-drag.ts for what they mean). One listener on the
 * grid starts a gesture; window listeners follow it to the release. The click the browser sends
 * after a drag's release is swallowed, so a drop never also opens the editor.
 */
export function useBoardDrag(scroller: RefObject<HTMLDivElement | null>, onOutcome: (outcome: NonNullable<Outcome>) => void) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const swallowClick = useRef(false);

  const onPointerDown = useCallback(
    (e: ReactPointerEvent<HTMLElement>) => {
      if (e.button !== 0) return;
      const target = e.target as HTMLElement;
      const from = parseCell(target.closest<HTMLElement>('[data-cell]')?.dataset.cell);
      if (!from) return;
      const block = target.closest<HTMLElement>('[data-shift-id]');
      if (block?.dataset.status === 'removed') return;
      // On touch a press on an empty cell scrolls the board; only a shift is dragged.
      if (!block && e.pointerType !== 'mouse') return;
      const gesture: Gesture = block ? { kind: 'shift', shiftId: Number(block.dataset.shiftId), from } : { kind: 'create', from };
      const origin = { x: e.clientX, y: e.clientY };
      let started = false;

      const stop = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', release);
        window.removeEventListener('pointercancel', stop);
        window.removeEventListener('keydown', escape);
        setDrag(null);
      };
      const move = (ev: PointerEvent) => {
        if (!started && Math.hypot(ev.clientX - origin.x, ev.clientY - origin.y) < DRAG_THRESHOLD_PX) return;
        started = true;
        const box = scroller.current?.getBoundingClientRect();
        if (box && ev.clientY < box.top + EDGE) scroller.current!.scrollBy(0, -ROW_STEP);
        if (box && ev.clientY > box.bottom - EDGE) scroller.current!.scrollBy(0, ROW_STEP);
        setDrag({ gesture, over: cellAt(ev.clientX, ev.clientY) });
      };
      const release = (ev: PointerEvent) => {
        stop();
        if (!started) return;
        swallowClick.current = true;
        // A release off the board sends no click; forget the swallow once this event is done.
        setTimeout(() => (swallowClick.current = false), 0);
        const outcome = outcomeOf(gesture, cellAt(ev.clientX, ev.clientY), ev.ctrlKey || ev.altKey);
        if (outcome) onOutcome(outcome);
      };
      const escape = (ev: KeyboardEvent) => {
        if (ev.key === 'Escape') stop();
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', release);
      window.addEventListener('pointercancel', stop);
      window.addEventListener('keydown', escape);
    },
    [scroller, onOutcome],
  );

  const onClickCapture = useCallback((e: MouseEvent) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    e.stopPropagation();
    e.preventDefault();
  }, []);

  return { drag, onPointerDown, onClickCapture };
}
