import { CHUNK_LOAD_TIMEOUT_MS, RELOAD_ON_ERROR_CLEAR_MS } from '@punchline/domain';
import type { ComponentType } from 'react';

const RELOAD_FLAG = 'punchline.reloadedOnError';

export class ChunkLoadError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new ChunkLoadError('A part of the console took too long to load.')), ms);
    promise.then(
      (value) => (window.clearTimeout(timer), resolve(value)),
      (error: unknown) => (window.clearTimeout(timer), reject(error)),
    );
  });
}

/**
 * Loads a screen's code for the router. A failed load (usually a new version replaced the old
 * files) reloads the page once; the flag that prevents a reload loop is cleared 5 s after a
 * route renders successfully (clearReloadFlagSoon). A load slower than 120 s is a load error.
 */
export function lazyScreen<T>(load: () => Promise<T>, pick: (module: T) => ComponentType) {
  return async () => {
    try {
      return { Component: pick(await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS)) };
    } catch (error) {
      if (!sessionStorage.getItem(RELOAD_FLAG)) {
        sessionStorage.setItem(RELOAD_FLAG, '1');
        window.location.reload();
        return new Promise<never>(() => {}); // the page is going away
      }
      throw new ChunkLoadError(`The console could not load this screen. Check your connection and reload the page. (${String(error)})`);
    }
  };
}

/** Called after a route rendered: forget the reload-on-error flag a little later. */
export function clearReloadFlagSoon(): () => void {
  const timer = window.setTimeout(() => sessionStorage.removeItem(RELOAD_FLAG), RELOAD_ON_ERROR_CLEAR_MS);
  return () => window.clearTimeout(timer);
}
