import { localFromEpoch } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { orgToday } from './org-today';

describe('orgToday', () => {
  const zones = ['America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kolkata', 'Europe/London', 'UTC'];
  // Around midnight UTC, a DST change and a year's end: the day differs by zone.
  const instants = ['2026-11-27T00:30:00Z', '2026-11-27T23:30:00Z', '2026-03-08T07:30:00Z', '2026-12-31T23:59:59Z', '2027-01-01T00:00:01Z'];

  it("agrees with the domain's zone math in every zone at every instant", () => {
    for (const zone of zones) {
      for (const iso of instants) {
        const now = new Date(iso);
        expect(orgToday(zone, now), `${zone} at ${iso}`).toBe(localFromEpoch(now.getTime() / 1000, zone).slice(0, 10));
      }
    }
  });

  it('is the calendar day where the organization is, not where the browser is', () => {
    expect(orgToday('Pacific/Kiritimati', new Date('2026-11-27T10:30:00Z'))).toBe('2026-11-28');
    expect(orgToday('Pacific/Pago_Pago', new Date('2026-11-27T10:30:00Z'))).toBe('2026-11-26');
  });
});
