import { useMemo, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { outcomeOf, parseCell, type Cell, type Gesture, type Outcome } from './board-drag';
import { usePointerGesture } from './use-pointer-gesture';

const cellAt = (x: number, y: number) => parseCell(document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-cell]')?.dataset.cell);

/** The week view's drags (board-drag.ts says what they mean): by the cells under the pointer. */
export function useBoardDrag(scroller: RefObject<HTMLDivElement | null>, onOutcome: (outcome: NonNullable<Outcome>) => void) {
  const spec = useMemo(
    () => ({
      begin: (e: ReactPointerEvent<HTMLElement>): Gesture | null => {
        const target = e.target as HTMLElement;
        const from = parseCell(target.closest<HTMLElement>('[data-cell]')?.dataset.cell);
        if (!from) return null;
        const block = target.closest<HTMLElement>('[data-shift-id]');
        if (block?.dataset.status === 'removed') return null;
        // On touch a press on an empty cell scrolls the board; only a shift is dragged.
        if (!block && e.pointerType !== 'mouse') return null;
        return block ? { kind: 'shift', shiftId: Number(block.dataset.shiftId), from } : { kind: 'create', from };
      },
      track: (_gesture: Gesture, x: number, y: number): Cell | null => cellAt(x, y),
      finish: (gesture: Gesture, over: Cell | null, copy: boolean) => {
        const outcome = outcomeOf(gesture, over, copy);
        if (outcome) onOutcome(outcome);
      },
    }),
    [onOutcome],
  );
  return usePointerGesture(scroller, spec);
}
