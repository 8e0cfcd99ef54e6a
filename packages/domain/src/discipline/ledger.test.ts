import { describe, expect, it } from 'vitest';
import { pointsLedger } from './ledger';
import { pointsOf, pointsText } from './points';
import type { FallOffPolicy, FoundInfraction, PointedInfraction, PointsLedger, PointsPolicy } from './types';
import { EXAMPLE_POINTS } from './test-kit';

// Worked examples of the points and the ledger (issue 34), under the example policy: late
// or leaving early by up to 15 minutes 0.5 point, beyond it 1 point; a no-show 2 points.

const EXAMPLE = EXAMPLE_POINTS;

const NO_FALL_OFF: FallOffPolicy = { expireAfterDays: null, rewardDays: null, rewardPoints: 1, thresholds: [] };
const fallOff = (more: Partial<FallOffPolicy>): FallOffPolicy => ({ ...NO_FALL_OFF, ...more });
const VERBAL = { points: 2, eventTypeId: 1, eventType: 'Verbal warning' };
const WRITTEN = { points: 4, eventTypeId: 2, eventType: 'Written warning' };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayMonth = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]}`;

const found = (date: string, kind: FoundInfraction['kind'], minutes: number | null = null): FoundInfraction => ({
  key: `${kind}:${date}`,
  kind,
  date,
  minutes,
  description: kind === 'late' ? `Late ${minutes} min on ${dayMonth(date)}` : `${kind} on ${dayMonth(date)}`,
  shiftId: null,
  customId: null,
});
const pointed = (i: FoundInfraction, policy: PointsPolicy = EXAMPLE): PointedInfraction => ({
  ...i,
  points: pointsOf(i, policy),
  excused: false,
});
/** An infraction of a given number of points (a no-show, with its points set). */
const worth = (date: string, points: number): PointedInfraction => ({ ...found(date, 'no_show'), points, excused: false });

const ledger = (infractions: PointedInfraction[], policy: FallOffPolicy, asOf: string, from = '2026-01-01') =>
  pointsLedger(infractions, policy, from, asOf, dayMonth);
const lines = (l: PointsLedger) => l.entries.map((e) => `${e.date} ${e.kind} ${e.delta} → ${e.balance}`);

describe('points under the policy', () => {
  it('bands late arrivals and early leaves: minor up to the band inclusive, beyond it the other figure', () => {
    const late = (minutes: number) => pointsOf({ kind: 'late', minutes }, EXAMPLE);
    const early = (minutes: number) => pointsOf({ kind: 'early_leave', minutes }, EXAMPLE);
    expect([late(1), late(15), late(16), late(90)]).toEqual([0.5, 0.5, 1, 1]);
    expect([early(1), early(15), early(16)]).toEqual([0.5, 0.5, 1]);
  });

  it('gives the other kinds their flat figure, a custom infraction its own, and nothing without a policy', () => {
    expect(pointsOf({ kind: 'no_show', minutes: null }, EXAMPLE)).toBe(2);
    expect(pointsOf({ kind: 'missed_punch', minutes: null }, EXAMPLE)).toBe(0.5);
    expect(pointsOf({ kind: 'missed_break', minutes: null }, EXAMPLE)).toBe(0);
    expect(pointsOf({ kind: 'custom', minutes: null, customPoints: 3 }, EXAMPLE)).toBe(3);
    expect(pointsOf({ kind: 'late', minutes: 30 }, null)).toBe(0);
    expect(pointsOf({ kind: 'custom', minutes: null, customPoints: 3 }, null)).toBe(3);
  });

  it('writes points as people read them', () => {
    expect([pointsText(1), pointsText(0.5), pointsText(2), pointsText(0.25), pointsText(-1), pointsText(-1.5)]).toEqual([
      '1 point',
      '0.5 points',
      '2 points',
      '0.25 points',
      '−1 point',
      '−1.5 points',
    ]);
  });
});

describe('the ledger', () => {
  it('lists each infraction with its points, in date order', () => {
    const l = ledger([pointed(found('2026-02-03', 'late', 20)), pointed(found('2026-02-02', 'late', 7))], NO_FALL_OFF, '2026-03-31');
    expect(l.entries.map((e) => e.text)).toEqual(['Late 7 min on 2 Feb: 0.5 points', 'Late 20 min on 3 Feb: 1 point']);
    expect(lines(l)).toEqual(['2026-02-02 infraction 0.5 → 0.5', '2026-02-03 infraction 1 → 1.5']);
    expect(l.entries[0]?.key).toBe('late:2026-02-02');
  });

  it('leaves out infractions outside [from, asOf] and ones worth no points', () => {
    const l = ledger(
      [worth('2025-12-31', 1), worth('2026-01-05', 0), worth('2026-01-06', 1), worth('2026-02-01', 1)],
      NO_FALL_OFF,
      '2026-01-31',
    );
    expect(lines(l)).toEqual(['2026-01-06 infraction 1 → 1']);
  });

  it('expires each infraction N days after it, and says when the next points expire', () => {
    const policy = fallOff({ expireAfterDays: 90 });
    const infractions = [pointed(found('2026-01-10', 'late', 20))];
    const before = ledger(infractions, policy, '2026-04-09');
    expect(before.balance).toBe(1);
    expect(before.nextExpiry).toEqual({ date: '2026-04-10', points: 1 });
    const after = ledger(infractions, policy, '2026-04-10');
    expect(lines(after)).toEqual(['2026-01-10 infraction 1 → 1', '2026-04-10 expired -1 → 0']);
    expect(after.entries[1]?.text).toBe('Expired 90 days after 10 Jan: Late 20 min on 10 Jan');
    expect(after.nextExpiry).toBeNull();
  });

  it('puts a day’s new infractions before its expiries', () => {
    const l = ledger([worth('2026-01-10', 1), worth('2026-04-10', 1)], fallOff({ expireAfterDays: 90 }), '2026-04-30');
    expect(lines(l)).toEqual(['2026-01-10 infraction 1 → 1', '2026-04-10 infraction 1 → 2', '2026-04-10 expired -1 → 1']);
  });
});

describe('rewards', () => {
  const monthly = fallOff({ rewardDays: 30, rewardPoints: 1 });

  it('removes a point after each 30 days without an infraction, until the balance is 0', () => {
    const l = ledger([worth('2026-03-02', 2)], monthly, '2026-06-30');
    expect(lines(l)).toEqual(['2026-03-02 infraction 2 → 2', '2026-04-01 reward -1 → 1', '2026-05-01 reward -1 → 0']);
    expect(l.entries[1]?.text).toBe('30 days without an infraction: −1 point');
    expect(l.entries[1]?.key).toBeNull();
  });

  it('restarts the stretch at a new infraction, even one on the reward’s own day', () => {
    expect(lines(ledger([worth('2026-03-02', 1), worth('2026-03-20', 1)], monthly, '2026-04-30'))).toEqual([
      '2026-03-02 infraction 1 → 1',
      '2026-03-20 infraction 1 → 2',
      '2026-04-19 reward -1 → 1',
    ]);
    expect(lines(ledger([worth('2026-03-02', 1), worth('2026-04-01', 1)], monthly, '2026-04-30'))).toEqual([
      '2026-03-02 infraction 1 → 1',
      '2026-04-01 infraction 1 → 2',
    ]);
  });

  it('never takes the balance below 0', () => {
    const l = ledger([worth('2026-03-02', 0.5)], monthly, '2026-06-30');
    expect(lines(l)).toEqual(['2026-03-02 infraction 0.5 → 0.5', '2026-04-01 reward -0.5 → 0']);
    expect(l.entries[1]?.text).toBe('30 days without an infraction: −0.5 points');
  });

  it('takes from the newest infraction still counting, so its expiry later removes only the rest', () => {
    const policy = fallOff({ expireAfterDays: 90, rewardDays: 60, rewardPoints: 1 });
    const infractions = [worth('2026-01-10', 1), worth('2026-01-20', 2)];
    const l = ledger(infractions, policy, '2026-04-30');
    expect(lines(l)).toEqual([
      '2026-01-10 infraction 1 → 1',
      '2026-01-20 infraction 2 → 3',
      '2026-03-21 reward -1 → 2', // from the 20 Jan no-show, which has 1 point left
      '2026-04-10 expired -1 → 1', // the 10 Jan no-show, untouched by the reward
      '2026-04-20 expired -1 → 0', // the rest of the 20 Jan no-show, not its 2 points
    ]);
    expect(l.entries[4]?.key).toBe('no_show:2026-01-20');
    expect(ledger(infractions, policy, '2026-04-15').nextExpiry).toEqual({ date: '2026-04-20', points: 1 });
    expect(ledger(infractions, policy, '2026-04-01').nextExpiry).toEqual({ date: '2026-04-10', points: 1 });
  });

  it('never leaves a worker with more points for an infraction removed (a fixed card)', () => {
    // The late arrival of 2 Mar delays the reward past the 1 Jan no-show's expiry. Were rewards
    // taken from the oldest points, removing it would raise the balance on 16 Apr from 0.25 to 1.
    const policy = fallOff({ expireAfterDays: 100, rewardDays: 45, rewardPoints: 1 });
    const late: PointedInfraction = { ...found('2026-03-02', 'late', 5), points: 0.25, excused: false };
    const card = [worth('2026-01-01', 2), worth('2026-02-20', 1)];
    const withLate = ledger([...card, late], policy, '2026-04-16');
    const fixed = ledger(card, policy, '2026-04-16');
    expect(lines(withLate).slice(4)).toEqual(['2026-04-11 expired -1 → 1.25', '2026-04-16 reward -1 → 0.25']);
    expect(lines(fixed).slice(3)).toEqual(['2026-04-06 reward -1 → 1', '2026-04-11 expired -1 → 0']);
    expect(fixed.balance).toBeLessThanOrEqual(withLate.balance);
  });
});

describe('thresholds', () => {
  const policy = fallOff({ thresholds: [VERBAL, WRITTEN] });

  it('is crossed the day the balance reaches it from below, listing the infractions counted', () => {
    const l = ledger([worth('2026-02-02', 1), worth('2026-02-03', 1), worth('2026-02-04', 1)], policy, '2026-03-31');
    expect(l.crossings).toEqual([
      {
        threshold: 2,
        eventTypeId: 1,
        eventType: 'Verbal warning',
        date: '2026-02-03',
        balance: 2,
        counted: [
          { key: 'no_show:2026-02-02', description: 'no_show on 2 Feb' },
          { key: 'no_show:2026-02-03', description: 'no_show on 3 Feb' },
        ],
      },
    ]);
  });

  it('crosses every threshold one infraction jumps over', () => {
    const l = ledger([worth('2026-02-02', 1), worth('2026-02-03', 3)], policy, '2026-03-31');
    expect(l.crossings.map((c) => `${c.date} ${c.eventType} at ${c.balance}`)).toEqual([
      '2026-02-03 Verbal warning at 4',
      '2026-02-03 Written warning at 4',
    ]);
  });

  it('is not crossed below it, and not again while the balance stays at or above it', () => {
    expect(ledger([worth('2026-02-02', 1.5)], policy, '2026-03-31').crossings).toEqual([]);
    expect(ledger([worth('2026-02-02', 2), worth('2026-02-03', 1)], policy, '2026-03-31').crossings.map((c) => c.date)).toEqual([
      '2026-02-02',
    ]);
  });

  it('is crossed again after the balance fell back below it', () => {
    const expiring = fallOff({ expireAfterDays: 30, thresholds: [VERBAL] });
    const l = ledger([worth('2026-02-02', 2), worth('2026-03-10', 2)], expiring, '2026-03-31');
    expect(lines(l)).toEqual(['2026-02-02 infraction 2 → 2', '2026-03-04 expired -2 → 0', '2026-03-10 infraction 2 → 2']);
    expect(l.crossings.map((c) => [c.date, c.counted.map((x) => x.key)])).toEqual([
      ['2026-02-02', ['no_show:2026-02-02']],
      ['2026-03-10', ['no_show:2026-03-10']],
    ]);
  });
});

describe('excused infractions', () => {
  it('are listed with delta 0 and why, and neither count, expire nor restart a reward’s stretch', () => {
    const excused: PointedInfraction = { ...pointed(found('2026-03-20', 'late', 20)), excused: true, excuseText: 'doctor’s note' };
    const policy = fallOff({ expireAfterDays: 90, rewardDays: 30, rewardPoints: 1, thresholds: [VERBAL] });
    const l = ledger([worth('2026-03-02', 1.5), excused, worth('2026-03-21', 0.5)], policy, '2026-06-30');
    expect(lines(l)).toEqual([
      '2026-03-02 infraction 1.5 → 1.5',
      '2026-03-20 excused 0 → 1.5',
      '2026-03-21 infraction 0.5 → 2',
      '2026-04-20 reward -1 → 1',
      '2026-05-20 reward -1 → 0',
    ]);
    expect(l.entries[1]?.text).toBe('Late 20 min on 20 Mar: excused (doctor’s note)');
    expect(l.entries[1]?.key).toBe('late:2026-03-20');
    expect(l.crossings[0]?.counted.map((c) => c.key)).toEqual(['no_show:2026-03-02', 'no_show:2026-03-21']);
  });
});

describe('a retroactive policy change', () => {
  it('gives the same infractions a different ledger at the next read', () => {
    const infractions = [found('2026-02-02', 'late', 20), found('2026-02-09', 'late', 25), found('2026-02-16', 'no_show')];
    const fall = fallOff({ thresholds: [{ ...VERBAL, points: 3 }] });
    const before = ledger(
      infractions.map((i) => pointed(i)),
      fall,
      '2026-03-31',
    );
    const widerBand = { ...EXAMPLE, lateBandMinutes: 30 };
    const after = ledger(
      infractions.map((i) => pointed(i, widerBand)),
      fall,
      '2026-03-31',
    );
    expect(lines(before)).toEqual(['2026-02-02 infraction 1 → 1', '2026-02-09 infraction 1 → 2', '2026-02-16 infraction 2 → 4']);
    expect(lines(after)).toEqual(['2026-02-02 infraction 0.5 → 0.5', '2026-02-09 infraction 0.5 → 1', '2026-02-16 infraction 2 → 3']);
    expect(before.crossings.map((c) => c.balance)).toEqual([4]);
    expect(after.crossings.map((c) => c.balance)).toEqual([3]);
    // A fall-off added later applies to the past as well.
    expect(
      ledger(
        infractions.map((i) => pointed(i)),
        { ...fall, expireAfterDays: 30 },
        '2026-03-31',
      ).balance,
    ).toBe(0);
  });
});
