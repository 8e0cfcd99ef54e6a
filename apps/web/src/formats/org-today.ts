// Making a formatter for a zone costs far more than using one, and the panels ask on every render.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let made = formatters.get(timeZone);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, made);
  }
  return made;
}

/**
 * Today's date (YYYY-MM-DD) in the organization's zone. Intl rather than the domain's Temporal
 * zone math: the dashboard and other first screens ask for it, and importing it must not pull the
 * Temporal polyfill (or a time card editor's chunk, where it used to live) into their chunks.
 */
export function orgToday(timeZone: string, now = new Date()): string {
  const parts = formatter(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
