/** The `{view?}` parameter of master-detail routes, decoded (SPEC section 2). */
export type ViewState = { mode: 'list'; filter: Record<string, unknown> } | { mode: 'add' } | { mode: 'edit'; id: number };

export type WarnLogger = { warn: (message: string, ...details: unknown[]) => void };

/**
 * Parses a view parameter: empty → list, 'new' → add form, digits → edit by id,
 * anything else → JSON filter object; invalid JSON (or JSON that is not an object) is
 * reported to `logger.warn` and becomes an empty filter.
 * @example parseView('{"status":"open"}') // { mode: 'list', filter: { status: 'open' } }
 */
export function parseView(view: string | null | undefined, logger?: WarnLogger): ViewState {
  if (view === undefined || view === null || view === '') return { mode: 'list', filter: {} };
  if (view === 'new') return { mode: 'add' };
  if (/^\d+$/.test(view)) return { mode: 'edit', id: Number(view) };
  try {
    const parsed: unknown = JSON.parse(view);
    if (isPlainObject(parsed)) return { mode: 'list', filter: parsed };
    logger?.warn('View filter is not a JSON object; ignoring it', view);
  } catch (error) {
    logger?.warn('Invalid view filter JSON; ignoring it', view, error);
  }
  return { mode: 'list', filter: {} };
}

/** Turns a filter into the view parameter value; an empty filter means the plain list. */
export function serializeViewFilter(filter: Record<string, unknown>): string | undefined {
  return Object.keys(filter).length === 0 ? undefined : JSON.stringify(filter);
}

/** Turns a view state back into its parameter value (undefined for the plain list). */
export function serializeView(state: ViewState): string | undefined {
  if (state.mode === 'add') return 'new';
  if (state.mode === 'edit') return String(state.id);
  return serializeViewFilter(state.filter);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
