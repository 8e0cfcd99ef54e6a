// Draft against published (issue 19): a shift row is the managers' draft; what workers and the
// time cards see is its last published state. The comparison names the fields that differ, so
// the board can show a change and the worker can be told what changed.

/** The fields of a shift that publishing carries to workers, in a stable order. */
export const PUBLISHED_FIELDS = [
  'employeeId',
  'start',
  'end',
  'workDate',
  'orgUnitId',
  'departmentId',
  'costing',
  'shiftClassId',
  'breaks',
  'note',
] as const;
export type PublishedField = (typeof PUBLISHED_FIELDS)[number];
export type ShiftState = Record<PublishedField, unknown>;

export type ShiftStatus = 'draft' | 'published' | 'changed' | 'removed';

/** JSON with object keys sorted, so two equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Instants compare as instants ('…Z' and '…+00:00' are the same moment). */
function normal(field: PublishedField, value: unknown): string {
  if ((field === 'start' || field === 'end') && typeof value === 'string') return String(Date.parse(value));
  return canonical(value);
}

/** The fields whose draft value differs from the published one. */
export function changedFields(draft: ShiftState, published: ShiftState): PublishedField[] {
  return PUBLISHED_FIELDS.filter((f) => normal(f, draft[f]) !== normal(f, published[f]));
}

/** How the draft stands against what was published of it. */
export function shiftStatus(draft: ShiftState, published: ShiftState | null, deleted: boolean): ShiftStatus {
  if (published === null) return 'draft';
  if (deleted) return 'removed';
  return changedFields(draft, published).length > 0 ? 'changed' : 'published';
}
