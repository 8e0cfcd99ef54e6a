import { DEFAULT_PAY_ACCURACY, DEFAULT_PUNCHES_PER_TIMECARD } from '../constants';

export type DateOrder = 'mdy' | 'dmy' | 'ymd';
export type DayOfWeekPlacement = 'afterdate' | 'beforedate' | 'none';
export type DurationFormat = 'minute' | 'decimal' | 'hundredth';
export type NameFormat = 'lastfirst' | 'firstlast';
export type MiddleNameDisplay = null | 'full' | 'initial';
export type DistanceUnitSystem = 'metric' | 'imperial';

/** An organization's format preferences (SPEC section 3, `GET/PUT org/formats`). */
export type FormatPreferences = {
  dateFormat: DateOrder;
  fourDigitYear: boolean;
  dateSeparator: string;
  dayOfWeek: DayOfWeekPlacement;
  timeFormat: 12 | 24;
  durationFormat: DurationFormat;
  /** Show nothing instead of a duration that displays as zero. */
  zeroDurationBlank: boolean;
  /** Decimal places of pay amounts. */
  payAccuracy: number;
  /** Show nothing instead of a pay amount that displays as zero. */
  zeroPayBlank: boolean;
  nameFormat: NameFormat;
  displayMiddleName: MiddleNameDisplay;
  punchesPerTimecard: number;
  /** Calendar event title template; placeholders {name}, {start}, {end}. */
  calendarEventTitleFormat: string;
  /** Lists offer every column in the chooser, not only the usual ones. */
  allColumns: boolean;
  distanceUnitSystem: DistanceUnitSystem;
};

/**
 * Defaults: the spec gives dateFormat, payAccuracy and punchesPerTimecard; the rest follow the
 * United States conventions that 'mdy' implies (12-hour clock, imperial units, '/' separator).
 */
export const DEFAULT_FORMAT_PREFERENCES: FormatPreferences = {
  dateFormat: 'mdy',
  fourDigitYear: true,
  dateSeparator: '/',
  dayOfWeek: 'none',
  timeFormat: 12,
  durationFormat: 'minute',
  zeroDurationBlank: false,
  payAccuracy: DEFAULT_PAY_ACCURACY,
  zeroPayBlank: false,
  nameFormat: 'firstlast',
  displayMiddleName: null,
  punchesPerTimecard: DEFAULT_PUNCHES_PER_TIMECARD,
  calendarEventTitleFormat: '{name}',
  allColumns: false,
  distanceUnitSystem: 'imperial',
};

/** Fills every missing preference with its default. */
export function createFormatPreferences(partial: Partial<FormatPreferences> = {}): FormatPreferences {
  return { ...DEFAULT_FORMAT_PREFERENCES, ...partial };
}
