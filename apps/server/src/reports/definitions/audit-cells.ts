// How the audit reports write a trail entry's cells: who (the actor and how they entered), the
// action as a word, and a stored value as short text.

const ACTIONS: Record<string, string> = { create: 'Created', update: 'Changed', delete: 'Deleted' };
export const actionText = (action: string) => ACTIONS[action] ?? action;

/** The actor's name, saying when they acted as a delegate or as support staff (sudo). */
export function whoText(type: string, name: string | null, id: number): string {
  const who = name ?? `User #${id}`;
  if (type === 'delegate') return `${who} (delegate)`;
  if (type === 'sudo') return `${who} (support)`;
  return who;
}

/** Values longer than this are cut (with an ellipsis): a cell stays readable. */
const MAX_VALUE = 80;

export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

export type StoredChanges = Record<string, { before: unknown; after: unknown }>;

/** 'note: (none) → Late bus; at: … → …' (a creation lists what it set, a deletion what it held). */
export function changesText(action: string, changes: StoredChanges): string {
  return Object.entries(changes)
    .map(([field, { before, after }]) => {
      if (action === 'create') return `${field}: ${valueText(after)}`;
      if (action === 'delete') return `${field}: ${valueText(before)}`;
      return `${field}: ${valueText(before)} → ${valueText(after)}`;
    })
    .join('; ');
}
