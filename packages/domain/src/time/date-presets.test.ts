import { describe, expect, it } from 'vitest';
import { DATE_PRESETS, isIsoDate, resolveDatePreset, resolveDateRange } from './date-presets';

// The organization's Week Starts On as stored: Sunday = 1 ... Saturday = 7.
const SUNDAY = 1;
const MONDAY = 2;
const SATURDAY = 7;

describe('isIsoDate', () => {
  it('accepts real calendar days only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('0001-01-01')).toBe(true);
    for (const bad of [
      '2023-02-29',
      '1900-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-1-05',
      '0000-01-01',
      ' 2024-01-01',
      20240101,
      null,
    ]) {
      expect(isIsoDate(bad)).toBe(false);
    }
  });
});

describe('resolveDatePreset', () => {
  // Wednesday 2024-03-06.
  const today = '2024-03-06';

  it('gives today, yesterday and the trailing 7 and 30 days, all inclusive', () => {
    expect(resolveDatePreset('today', today, SUNDAY)).toEqual({ from: today, to: today });
    expect(resolveDatePreset('yesterday', today, SUNDAY)).toEqual({ from: '2024-03-05', to: '2024-03-05' });
    expect(resolveDatePreset('last7Days', today, SUNDAY)).toEqual({ from: '2024-02-29', to: today });
    expect(resolveDatePreset('last30Days', today, SUNDAY)).toEqual({ from: '2024-02-06', to: today });
  });

  it('starts weeks on the given weekday', () => {
    expect(resolveDatePreset('thisWeek', today, SUNDAY)).toEqual({ from: '2024-03-03', to: '2024-03-09' });
    expect(resolveDatePreset('thisWeek', today, MONDAY)).toEqual({ from: '2024-03-04', to: '2024-03-10' });
    expect(resolveDatePreset('thisWeek', today, SATURDAY)).toEqual({ from: '2024-03-02', to: '2024-03-08' });
    expect(resolveDatePreset('lastWeek', today, MONDAY)).toEqual({ from: '2024-02-26', to: '2024-03-03' });
    // Wednesday as the week start on a Wednesday: the week begins today.
    expect(resolveDatePreset('thisWeek', today, 4)).toEqual({ from: today, to: '2024-03-12' });
    expect(resolveDatePreset('lastWeek', today, 5)).toEqual({ from: '2024-02-22', to: '2024-02-28' });
  });

  it('crosses month and year ends', () => {
    expect(resolveDatePreset('yesterday', '2024-01-01', SUNDAY)).toEqual({ from: '2023-12-31', to: '2023-12-31' });
    expect(resolveDatePreset('lastMonth', '2024-01-15', SUNDAY)).toEqual({ from: '2023-12-01', to: '2023-12-31' });
    expect(resolveDatePreset('thisMonth', '2024-12-31', SUNDAY)).toEqual({ from: '2024-12-01', to: '2024-12-31' });
    // Tuesday 2024-12-31: the Monday week runs into the new year.
    expect(resolveDatePreset('thisWeek', '2024-12-31', MONDAY)).toEqual({ from: '2024-12-30', to: '2025-01-05' });
    expect(resolveDatePreset('lastWeek', '2025-01-02', SUNDAY)).toEqual({ from: '2024-12-22', to: '2024-12-28' });
    expect(resolveDatePreset('thisMonth', '2024-04-10', SUNDAY)).toEqual({ from: '2024-04-01', to: '2024-04-30' });
    expect(resolveDatePreset('lastMonth', '2024-08-31', SUNDAY)).toEqual({ from: '2024-07-01', to: '2024-07-31' });
  });

  it('knows leap years', () => {
    expect(resolveDatePreset('thisMonth', '2024-02-10', SUNDAY)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(resolveDatePreset('lastMonth', '2023-03-31', SUNDAY)).toEqual({ from: '2023-02-01', to: '2023-02-28' });
    expect(resolveDatePreset('lastMonth', '2000-03-01', SUNDAY)).toEqual({ from: '2000-02-01', to: '2000-02-29' });
    expect(resolveDatePreset('lastMonth', '2100-03-01', SUNDAY)).toEqual({ from: '2100-02-01', to: '2100-02-28' });
    expect(resolveDatePreset('yesterday', '2024-03-01', SUNDAY)).toEqual({ from: '2024-02-29', to: '2024-02-29' });
    expect(resolveDatePreset('last7Days', '2023-03-03', SUNDAY)).toEqual({ from: '2023-02-25', to: '2023-03-03' });
  });

  it('gives a week of 7 days and a range never ending before it starts, for every preset', () => {
    for (const preset of DATE_PRESETS) {
      const { from, to } = resolveDatePreset(preset, '2024-02-29', MONDAY);
      expect(from <= to).toBe(true);
      if (preset.endsWith('Week')) expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(6);
    }
  });

  it('refuses a malformed day, and reads a week start out of 1-7 as Sunday, as the engine does', () => {
    expect(() => resolveDatePreset('today', '2024-02-30', SUNDAY)).toThrow(RangeError);
    const sundayWeek = { from: '2024-03-03', to: '2024-03-09' };
    for (const odd of [0, 8, 1.5, Number.NaN]) expect(resolveDatePreset('thisWeek', today, odd)).toEqual(sundayWeek);
  });
});

describe('resolveDateRange', () => {
  const today = '2024-03-06';

  it('lets a preset win over from and to', () => {
    expect(resolveDateRange({ preset: 'yesterday', from: '2020-01-01', to: '2020-01-31' }, today, SUNDAY)).toEqual({
      from: '2024-03-05',
      to: '2024-03-05',
    });
  });

  it('keeps from and to, and leaves a missing side open', () => {
    expect(resolveDateRange({ from: '2024-01-01', to: '2024-01-31' }, today, SUNDAY)).toEqual({ from: '2024-01-01', to: '2024-01-31' });
    expect(resolveDateRange({ from: '2024-01-01' }, today, SUNDAY)).toEqual({ from: '2024-01-01' });
    expect(resolveDateRange({ to: '2024-01-31' }, today, SUNDAY)).toEqual({ to: '2024-01-31' });
  });

  it('is undefined when nothing is asked', () => {
    expect(resolveDateRange({}, today, SUNDAY)).toBeUndefined();
  });
});
