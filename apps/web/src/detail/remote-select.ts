import { formatMessage, MESSAGES, REMOTE_SELECT_LIMIT } from '@punchline/domain';

// The remote select picker (SPEC section 5): the server searches (searchText, limit 25, typed
// text debounced 500 ms); a cursor in the answer means more rows matched than were sent. Stored
// ids are resolved with `id=` (which finds inactive records too). This file is its pure logic.

/** An option as Mantine's Select takes it. */
export type RemoteOption = { value: string; label: string; disabled?: boolean };
/** Query parameters of a list call. */
export type Params = Record<string, string | number | undefined>;

/** The value of the 'Add …' option (never an id). */
export const CREATE_VALUE = '__create__';
/** The value of the 'More than … results' line (disabled, never chosen). */
export const MORE_VALUE = '__more__';

/** The search call: the caller's own parameters, the typed text (trimmed, left out when empty) and the limit. */
export function searchParams(search: string, params: Params = {}, limit = REMOTE_SELECT_LIMIT): Params {
  const searchText = search.trim();
  return { ...params, searchText: searchText || undefined, limit };
}

/** The call that names stored ids: `id=1,2` (the server then includes inactive records). */
export function resolveParams(ids: readonly number[], params: Params = {}): Params {
  return { ...params, id: ids.join(','), limit: Math.max(ids.length, 1) };
}

/**
 * What the search box holds is the chosen option's label right after a choice (Mantine puts it
 * there): that is no search, the picker then shows the first rows.
 */
export function searchFor(typed: string, chosenLabel: string | undefined): string {
  return chosenLabel !== undefined && typed === chosenLabel ? '' : typed;
}

/** The section 5 line under the options when more rows matched than the limit. */
export function tooManyText(hasMore: boolean, limit = REMOTE_SELECT_LIMIT): string | null {
  return hasMore ? formatMessage(MESSAGES.remoteSelectTooMany, { limit }) : null;
}

/** Ids of `value` the picker must ask the server about: those it was given (not picked here). */
export function idsToResolve(value: readonly number[], picked: ReadonlyMap<number, string>): number[] {
  return [...new Set(value.filter((id) => Number.isInteger(id) && id > 0 && !picked.has(id)))].sort((a, b) => a - b);
}

type DataInput = {
  /** The rows the search found, as options. */
  found: readonly RemoteOption[];
  /** More rows matched than were sent. */
  hasMore: boolean;
  limit?: number;
  /** The chosen ids and every label known for an id (resolved or picked). */
  selected: readonly number[];
  labels: ReadonlyMap<number, string>;
  /** The typed text, when the picker may add a record named so ('Add "…"'). */
  create?: string;
};

/**
 * The picker's options: what the search found, the chosen records it did not find (Mantine shows a
 * value's label only when the value is among the options), then the section 5 line when more
 * matched, then 'Add "…"' unless a found option already has that name.
 */
export function pickerData({ found, hasMore, limit, selected, labels, create }: DataInput): RemoteOption[] {
  const data: RemoteOption[] = [...found];
  const values = new Set(found.map((o) => o.value));
  for (const id of selected) {
    if (values.has(String(id))) continue;
    values.add(String(id));
    data.push({ value: String(id), label: labels.get(id) ?? `#${id}` });
  }
  const more = tooManyText(hasMore, limit);
  if (more) data.push({ value: MORE_VALUE, label: more, disabled: true });
  const name = create?.trim();
  if (name && !found.some((o) => o.label.toLowerCase() === name.toLowerCase())) {
    data.push({ value: CREATE_VALUE, label: `+ Add "${name}"` });
  }
  return data;
}

/** Chosen values back to ids, without the picker's own lines. */
export function idsOf(values: readonly string[]): number[] {
  return values.filter((v) => v !== CREATE_VALUE && v !== MORE_VALUE).map(Number);
}
