import type { FormatPreferences } from './preferences';
import { roundHalfAway } from './numbers';

/**
 * A duration given in whole seconds:
 * - minute: 'H:MM', rounded to the nearest minute (3725 s → '1:02');
 * - decimal: hours with 2 decimals from the exact seconds (3725 s → '1.03');
 * - hundredth: whole minutes first, then hundredths of an hour, the payroll conversion
 *   table (20 s → '0.00' where decimal gives '0.01').
 * Negative durations get a leading '-'. With zeroDurationBlank, a value that shows as zero is ''.
 */
export function formatDuration(seconds: number, prefs: Pick<FormatPreferences, 'durationFormat' | 'zeroDurationBlank'>): string {
  const sign = seconds < 0 ? '-' : '';
  const abs = Math.abs(seconds);
  let text: string;
  let zero: boolean;
  if (prefs.durationFormat === 'minute') {
    const minutes = Math.round(abs / 60);
    zero = minutes === 0;
    text = `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
  } else {
    const hours = prefs.durationFormat === 'decimal' ? roundHalfAway(abs / 3600, 2) : roundHalfAway(Math.round(abs / 60) / 60, 2);
    zero = hours === 0;
    text = hours.toFixed(2);
  }
  if (zero) return prefs.zeroDurationBlank ? '' : text;
  return `${sign}${text}`;
}

/** Duration hint text 'HH:MM' for inputs (SPEC section 9). */
export function formatDurationHint(minutes: number): string {
  const abs = Math.abs(Math.round(minutes));
  const text = `${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return minutes < 0 && abs !== 0 ? `-${text}` : text;
}
