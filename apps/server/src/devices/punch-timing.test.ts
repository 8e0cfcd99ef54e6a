import { describe, expect, it } from 'vitest';
import { punchTiming, sinceText } from './punch-timing';

const now = Date.UTC(2026, 10, 23, 15, 0, 0);
const sec = 1000;

describe('punchTiming', () => {
  it('keeps the device time of a live punch within two minutes', () => {
    expect(punchTiming(now - 90 * sec, now, false)).toEqual({ at: now - 90 * sec, offline: false, tampered: false });
    expect(punchTiming(now + 100 * sec, now, false)).toEqual({ at: now + 100 * sec, offline: false, tampered: false });
  });

  it('takes our time for a live punch whose device clock is more than two minutes off, and marks it tampered', () => {
    expect(punchTiming(now - 200 * sec, now, false)).toEqual({ at: now, offline: false, tampered: true });
    expect(punchTiming(now + 200 * sec, now, false)).toEqual({ at: now, offline: false, tampered: true });
  });

  it('keeps the device time of an offline punch, said or seen (more than five minutes late)', () => {
    expect(punchTiming(now - 3 * 3600 * sec, now, true)).toEqual({ at: now - 3 * 3600 * sec, offline: true, tampered: false });
    expect(punchTiming(now - 301 * sec, now, false)).toEqual({ at: now - 301 * sec, offline: true, tampered: false });
    expect(punchTiming(now - 10 * sec, now, true)).toEqual({ at: now - 10 * sec, offline: true, tampered: false });
  });

  it('refuses to believe an offline punch from the future', () => {
    expect(punchTiming(now + 3600 * sec, now, true)).toEqual({ at: now, offline: true, tampered: true });
  });
});

describe('sinceText', () => {
  const zone = 'America/Los_Angeles';
  const at = (local: string) => Date.parse(`${local}-08:00`) / 1000;

  it('says only the time for today, "yesterday" for yesterday, else the date', () => {
    const nowSec = at('2026-11-23T09:00:00');
    expect(sinceText(at('2026-11-23T07:02:00'), nowSec, zone)).toBe('07:02');
    expect(sinceText(at('2026-11-22T22:15:00'), nowSec, zone)).toBe('22:15 yesterday');
    expect(sinceText(at('2026-11-19T06:00:00'), nowSec, zone)).toBe('06:00 on 2026-11-19');
  });
});
