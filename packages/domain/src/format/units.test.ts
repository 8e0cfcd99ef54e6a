import { describe, expect, it } from 'vitest';
import { formatCalendarEventTitle } from './calendar';
import { formatPersonName } from './name';
import { formatDistance, formatFileSize, formatSpeed, kmhToMph, mphToKmh } from './units';

describe('formatPersonName', () => {
  const person = { firstName: 'Ada', middleName: 'king', lastName: 'Lovelace' };
  it.each([
    ['firstlast', null, 'Ada Lovelace'],
    ['firstlast', 'full', 'Ada king Lovelace'],
    ['firstlast', 'initial', 'Ada K. Lovelace'],
    ['lastfirst', null, 'Lovelace, Ada'],
    ['lastfirst', 'full', 'Lovelace, Ada king'],
    ['lastfirst', 'initial', 'Lovelace, Ada K.'],
  ] as const)('%s with middle name %s', (nameFormat, displayMiddleName, out) => {
    expect(formatPersonName(person, { nameFormat, displayMiddleName })).toBe(out);
  });
  it('copes with missing parts', () => {
    const prefs = { nameFormat: 'lastfirst', displayMiddleName: 'initial' } as const;
    expect(formatPersonName({ lastName: 'Solo' }, prefs)).toBe('Solo');
    expect(formatPersonName({ firstName: 'Cher', middleName: ' ' }, prefs)).toBe('Cher');
    expect(formatPersonName({ displayName: 'Kiosk 3' }, prefs)).toBe('Kiosk 3');
  });
});

describe('formatDistance', () => {
  const metric = { distanceUnitSystem: 'metric' } as const;
  const imperial = { distanceUnitSystem: 'imperial' } as const;
  it('shows meters, then km', () => {
    expect(formatDistance(850.4, metric)).toBe('850 m');
    expect(formatDistance(999.6, metric)).toBe('1 km');
    expect(formatDistance(1549, metric)).toBe('1.5 km');
  });
  it('shows feet, then miles', () => {
    expect(formatDistance(100, imperial)).toBe('328 ft');
    expect(formatDistance(304, imperial)).toBe('997 ft');
    expect(formatDistance(304.7, imperial)).toBe('0.2 mi'); // 999.7 ft would round to 1000 ft
    expect(formatDistance(3218.688, imperial)).toBe('2 mi');
  });
});

describe('speed', () => {
  it('converts between km/h and mph', () => {
    expect(kmhToMph(160.9344)).toBeCloseTo(100, 10);
    expect(mphToKmh(kmhToMph(42))).toBeCloseTo(42, 10);
    expect(formatSpeed(100, { distanceUnitSystem: 'metric' })).toBe('100 km/h');
    expect(formatSpeed(100, { distanceUnitSystem: 'imperial' })).toBe('62 mph');
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [999, '999 bytes'],
    [1000, '1 KB'],
    [1536, '1.5 KB'],
    [999_960, '1 MB'],
    [2_000_000, '2 MB'],
    [2_450_000, '2.5 MB'],
  ])('%i bytes', (bytes, out) => {
    expect(formatFileSize(bytes)).toBe(out);
  });
});

describe('formatCalendarEventTitle', () => {
  it('fills known placeholders only', () => {
    const prefs = { calendarEventTitleFormat: '{name} ({start}-{end}) {x}' };
    expect(formatCalendarEventTitle(prefs, { name: 'Ada', start: '9:00', end: '17:00' })).toBe('Ada (9:00-17:00) {x}');
  });
});
