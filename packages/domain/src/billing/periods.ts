import { addDaysIso } from '../time/civil';

// Billing periods are calendar months on the organization's calendar: a period starting on the
// 31st ends on the last day of shorter months (one day before the next period's start).

/**
 * The same day `months` later, clamped to the month's last day.
 * @example addBillingMonths('2026-01-31', 1) // '2026-02-28'
 */
export function addBillingMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

/** The monthly period starting at `start`: its last day (inclusive) and the next period's start. */
export function billingPeriod(start: string): { start: string; end: string; next: string } {
  const next = addBillingMonths(start, 1);
  return { start, end: addDaysIso(next, -1), next };
}
