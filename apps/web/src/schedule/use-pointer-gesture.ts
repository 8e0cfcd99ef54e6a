import { useCallback, useRef, useState, type MouseEvent, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';

/**
 * How a board view reads a drag (the week's cells, the day's hours): what a press starts (null:
 * not a drag of ours), what the pointer is over as it moves, and what the release does.
 */
export type GestureSpec<G, T> = {
  begin: (e: ReactPointerEvent<HTMLElement>) => G | null;
  track: (gesture: G, x: number, y: number) => T;
  finish: (gesture: G, over: T, copy: boolean) => void;
};

export type DragState<G, T> = { gesture: G; over: T };

/** A press becomes a drag once the pointer has travelled this far (a shorter wobble is a click). */
export const DRAG_THRESHOLD_PX = 5;
/** Pixels from the scroller's top or bottom edge where a drag scrolls the board, and by how much. */
const EDGE = 48;
const ROW_STEP = 24;

/**
 * The board's drags on pointer events: one listener on the grid starts a gesture, window listeners
 * follow it to the release (Ctrl or Alt held then: copy), Escape or a cancelled pointer drops it.
 * The click the browser sends after a drag's release is swallowed, so a drop never also opens the
 * editor. Pointer events rather than HTML5 drag and drop: one path for mouse, pen and touch.
 */
export function usePointerGesture<G, T>(scroller: RefObject<HTMLDivElement | null>, spec: GestureSpec<G, T>) {
  const [drag, setDrag] = useState<DragState<G, T> | null>(null);
  const swallowClick = useRef(false);
  const { begin, track, finish } = spec;

  const onPointerDown = useCallback(
    (e: ReactPointerEvent<HTMLElement>) => {
      if (e.button !== 0) return;
      const gesture = begin(e);
      if (gesture === null) return;
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
        setDrag({ gesture, over: track(gesture, ev.clientX, ev.clientY) });
      };
      const release = (ev: PointerEvent) => {
        stop();
        if (!started) return;
        swallowClick.current = true;
        // A release off the board sends no click; forget the swallow once this event is done.
        setTimeout(() => (swallowClick.current = false), 0);
        finish(gesture, track(gesture, ev.clientX, ev.clientY), ev.ctrlKey || ev.altKey);
      };
      const escape = (ev: KeyboardEvent) => {
        if (ev.key === 'Escape') stop();
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', release);
      window.addEventListener('pointercancel', stop);
      window.addEventListener('keydown', escape);
    },
    [scroller, begin, track, finish],
  );

  const onClickCapture = useCallback((e: MouseEvent) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    e.stopPropagation();
    e.preventDefault();
  }, []);

  return { drag, onPointerDown, onClickCapture };
}
