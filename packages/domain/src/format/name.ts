import type { FormatPreferences } from './preferences';

export type PersonName = {
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
};

/**
 * A person's name: 'First M. Last' or 'Last, First M.', middle name full, as an initial, or
 * left out. Falls back to displayName when first and last names are both empty.
 */
export function formatPersonName(person: PersonName, prefs: Pick<FormatPreferences, 'nameFormat' | 'displayMiddleName'>): string {
  const first = clean(person.firstName);
  const last = clean(person.lastName);
  if (!first && !last) return clean(person.displayName);
  const middle = middlePart(clean(person.middleName), prefs.displayMiddleName);
  const given = [first, middle].filter(Boolean).join(' ');
  if (prefs.nameFormat === 'lastfirst') return [last, given].filter(Boolean).join(', ');
  return [given, last].filter(Boolean).join(' ');
}

function middlePart(middle: string, mode: FormatPreferences['displayMiddleName']): string {
  if (!middle || mode === null) return '';
  return mode === 'initial' ? `${middle.charAt(0).toUpperCase()}.` : middle;
}

function clean(value: string | null | undefined): string {
  return (value ?? '').trim();
}
