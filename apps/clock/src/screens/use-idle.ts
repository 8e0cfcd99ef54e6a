import { useEffect } from 'react';

/** Calls `onIdle` after `ms` without a touch, click or key: a kiosk returns to its start screen. */
export function useIdle(ms: number | null, onIdle: () => void): void {
  useEffect(() => {
    if (ms === null) return;
    let timer = window.setTimeout(onIdle, ms);
    const reset = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(onIdle, ms);
    };
    window.addEventListener('pointerdown', reset);
    window.addEventListener('keydown', reset);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pointerdown', reset);
      window.removeEventListener('keydown', reset);
    };
  }, [ms, onIdle]);
}
