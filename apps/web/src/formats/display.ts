import type { FieldDef } from '@punchline/contracts';
import { formatDateTime, formatDuration, formatPay, formatPersonName, type FormatPreferences, type PersonName } from '@punchline/domain';

// Readable names of the choice values the settings screens offer; others are shown capitalized.
const CHOICE_LABELS: Record<string, string> = {
  mdy: 'Month Day Year',
  dmy: 'Day Month Year',
  ymd: 'Year Month Day',
  afterdate: 'After the date',
  beforedate: 'Before the date',
  none: 'None',
  '12': '12-hour',
  '24': '24-hour',
  minute: 'Hours and minutes (h:mm)',
  decimal: 'Decimal hours',
  hundredth: 'Hundredths of an hour',
  lastfirst: 'Last, First',
  firstlast: 'First Last',
  full: 'Full',
  initial: 'Initial',
  metric: 'Metric',
  imperial: 'Imperial',
};

/** How a choice reads: the field's own label for it, a common one, or the value capitalised. */
export function choiceLabel(value: string | number, own?: Readonly<Record<string, string>>): string {
  const key = String(value);
  return own?.[key] ?? CHOICE_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}

/** How a field's value reads in a list cell or an export: switches as Yes/No, lists joined. */
export function displayValue(field: FieldDef | undefined, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field?.type === 'bool') return value ? 'Yes' : 'No';
  if (field?.type === 'choice') return choiceLabel(value as string | number, field.choiceLabels);
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** The preference-driven formatters (SPEC section 3) for values that are not plain fields. */
export const formatWith = (prefs: FormatPreferences, timeZone: string) => ({
  dateTime: (instant: string) => formatDateTime(instant, timeZone, prefs),
  duration: (seconds: number) => formatDuration(seconds, prefs),
  money: (amount: number) => formatPay(amount, prefs),
  name: (person: PersonName) => formatPersonName(person, prefs),
});
