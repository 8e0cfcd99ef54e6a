import type { ComponentType } from 'react';
import { lazyScreen } from './lazy-screen';

/** A route whose screen loads lazily; `title` is for screens outside the spec's route tree. */
export function screen<T>(path: string, load: () => Promise<T>, pick: (module: T) => ComponentType, title?: string) {
  return { path, lazy: lazyScreen(load, pick), ...(title ? { handle: { title } } : {}) };
}
