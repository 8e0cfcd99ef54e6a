import { describe, expect, it } from 'vitest';
import { findInfractions, type Describe, type ScheduledShiftFact, type WorkedShiftFact, type WorkerFacts } from './find';
import type { PointsPolicy } from './types';
import { EXAMPLE_POINTS } from './test-kit';

// Worked examples of each kind of infraction found from the facts (issue 34). Instants are UTC;
// the graces are 5 minutes; the policy is the example (unscheduled overtime after 30 min).

const at = (date: string, hm: string) => Date.parse(`${date}T${hm}Z`) / 1000;
const describeUtc: Describe = { date: (iso) => iso, time: (s) => new Date(s * 1000).toISOString().slice(11, 16) };

const POLICY = EXAMPLE_POINTS;

const DAY = '2026-03-02';
/** The published 09:00–17:00 shift of DAY (id 1), or of another day. */
const nineToFive = (id = 1, date = DAY): ScheduledShiftFact => ({ id, date, start: at(date, '09:00'), end: at(date, '17:00') });

/** A worked shift from `arrived` to `left` (null: the OUT is missing), matched to a scheduled shift. */
function worked(
  arrived: string,
  left: string | null,
  scheduledShiftId: number | null = 1,
  more: Partial<WorkedShiftFact> = {},
): WorkedShiftFact {
  const date = more.date ?? DAY;
  const start = at(date, arrived);
  const end = left === null ? start : at(date, left);
  return { date, start, arrived: start, left: left === null ? null : end, scheduledShiftId, flags: [], pairs: [{ start, end }], ...more };
}

function facts(more: Partial<WorkerFacts>): WorkerFacts {
  return {
    employeeId: 7,
    scheduled: [nineToFive()],
    worked: [],
    missedPunches: [],
    excusedDates: new Set(),
    now: at('2026-04-01', '00:00'),
    startLateGrace: 5,
    leaveEarlyGrace: 5,
    ...more,
  };
}

const find = (more: Partial<WorkerFacts>, policy: PointsPolicy | null = POLICY) => findInfractions(facts(more), policy, describeUtc);
const summary = (more: Partial<WorkerFacts>, policy: PointsPolicy | null = POLICY) =>
  find(more, policy).map((i) => `${i.kind} ${i.minutes ?? '-'}`);

describe('late arrivals', () => {
  it('finds the first IN after the start plus the grace, in whole minutes late', () => {
    const [late, ...rest] = find({ worked: [worked('09:12', '17:00')] });
    expect(rest).toEqual([]);
    expect(late).toEqual({
      key: 'w7:late:s1',
      kind: 'late',
      date: DAY,
      minutes: 12,
      shiftId: 1,
      customId: null,
      description: `Late 12 min on ${DAY} against the 09:00 shift`,
    });
  });

  it('is not late exactly at the grace, and is one second after it', () => {
    expect(summary({ worked: [worked('09:05:00', '17:00')] })).toEqual([]);
    expect(summary({ worked: [worked('09:05:01', '17:00')] })).toEqual(['late 5']);
  });

  it('takes the earliest IN of the shifts matched to one scheduled shift (a split shift)', () => {
    const split = [worked('09:02', '12:00'), worked('13:00', '17:00')];
    expect(summary({ worked: split })).toEqual([]);
  });
});

describe('early leaves and unscheduled overtime', () => {
  it('finds the last OUT before the end minus the grace, in whole minutes early', () => {
    const [early] = find({ worked: [worked('09:00', '16:40')] });
    expect(early).toMatchObject({ key: 'w7:early_leave:s1', kind: 'early_leave', minutes: 20 });
    expect(early?.description).toBe(`Left 20 min early on ${DAY}, before the shift's 17:00 end`);
  });

  it('is not an early leave exactly at the grace', () => {
    expect(summary({ worked: [worked('09:00', '16:55')] })).toEqual([]);
    expect(summary({ worked: [worked('09:00', '16:54:59')] })).toEqual(['early_leave 5']);
  });

  it('finds a stay past the policy minutes after the end, and not one exactly at them', () => {
    expect(summary({ worked: [worked('09:00', '17:30')] })).toEqual([]);
    const [over] = find({ worked: [worked('09:00', '17:31')] });
    expect(over).toMatchObject({ key: 'w7:unscheduled_overtime:s1', kind: 'unscheduled_overtime', minutes: 31 });
    expect(over?.description).toBe(`Stayed 31 min past the shift's 17:00 end on ${DAY}`);
  });

  it('reads the overtime minutes from the policy (30 without one)', () => {
    const facts = { worked: [worked('09:00', '17:45')] };
    expect(summary(facts, { ...POLICY, unscheduledOvertimeMinutes: 60 })).toEqual([]);
    expect(summary(facts, null)).toEqual(['unscheduled_overtime 45']);
  });

  it('finds both a late arrival and an early leave on one shift', () => {
    expect(summary({ worked: [worked('09:30', '16:00')] })).toEqual(['early_leave 60', 'late 30']);
  });

  it('does not judge leaving while a matched shift has no OUT', () => {
    expect(summary({ worked: [worked('09:00', '12:00'), worked('13:00', null)] })).toEqual([]);
  });
});

describe('no-shows', () => {
  it('finds a published shift that ended with nothing matched and no punch during it', () => {
    const [noShow, ...rest] = find({});
    expect(rest).toEqual([]);
    expect(noShow).toEqual({
      key: 'w7:no_show:s1',
      kind: 'no_show',
      date: DAY,
      minutes: null,
      shiftId: 1,
      customId: null,
      description: `No-show on ${DAY} for the 09:00–17:00 shift`,
    });
  });

  it('is not a no-show when an unmatched shift was punched during the scheduled one', () => {
    expect(summary({ worked: [worked('16:30', '20:00', null)] })).toEqual([]);
    // An IN with no OUT counts at its instant.
    expect(summary({ worked: [worked('10:00', null, null)] })).toEqual([]);
  });

  it('is a no-show when the only punches were outside the scheduled shift', () => {
    expect(summary({ worked: [worked('17:00', '20:00', null)] })).toEqual(['no_show -']);
  });
});

describe('missed punches and breaks, from the card', () => {
  it('finds each punch the card marks missed', () => {
    const missedPunches = [
      { id: '41', date: DAY, at: at(DAY, '09:00'), type: 'in' as const },
      { id: '42', date: DAY, at: at(DAY, '17:00'), type: 'out' as const },
    ];
    const found = find({ scheduled: [], missedPunches });
    expect(found.map((i) => [i.key, i.kind, i.description])).toEqual([
      ['w7:missed_punch:p41', 'missed_punch', `No OUT after the 09:00 IN on ${DAY}`],
      ['w7:missed_punch:p42', 'missed_punch', `No IN before the 17:00 OUT on ${DAY}`],
    ]);
  });

  it('finds missed and short breaks from the shift flags', () => {
    const shift = worked('09:00', '17:00', 1, { flags: ['missed_break', 'short_break', 'long_break'] });
    const found = find({ worked: [shift] });
    const t = at(DAY, '09:00');
    expect(found.map((i) => [i.key, i.shiftId, i.description])).toEqual([
      [`w7:missed_break:t${t}`, 1, `Missed break on ${DAY} in the shift from 09:00`],
      [`w7:short_break:t${t}`, 1, `Short break on ${DAY} in the shift from 09:00`],
    ]);
  });
});

describe('what is not judged', () => {
  it('leaves a shift still in the future alone', () => {
    const now = at(DAY, '08:00');
    expect(summary({ now })).toEqual([]);
    expect(summary({ now, worked: [worked('07:50', null)] })).toEqual([]);
  });

  it('judges a shift in progress for lateness, but not yet for leaving or a no-show', () => {
    const now = at(DAY, '12:00');
    expect(summary({ now, worked: [worked('09:20', null)] })).toEqual(['late 20']);
    expect(summary({ now, worked: [worked('09:20', '11:00')] })).toEqual(['late 20']);
    expect(summary({ now })).toEqual([]);
  });

  it('excuses everything scheduled on an excused day (approved time off, a holiday)', () => {
    const excusedDates = new Set([DAY]);
    expect(summary({ excusedDates })).toEqual([]);
    expect(summary({ excusedDates, worked: [worked('10:00', '15:00')] })).toEqual([]);
    // The next day is not excused.
    expect(summary({ excusedDates, scheduled: [nineToFive(1), nineToFive(2, '2026-03-03')] })).toEqual(['no_show -']);
  });
});

describe('keys', () => {
  // A week with one of each kind, in shuffled input order.
  const week: Partial<WorkerFacts> = {
    scheduled: [3, 2, 1, 4, 5].map((n) => nineToFive(n, `2026-03-0${n + 1}`)),
    worked: [
      worked('09:20', '17:00', 1, { date: '2026-03-02', flags: ['short_break'] }),
      worked('09:00', '15:00', 2, { date: '2026-03-03' }),
      worked('09:00', '19:00', 4, { date: '2026-03-05', flags: ['missed_break'] }),
      worked('09:00', null, 5, { date: '2026-03-06' }),
    ],
    missedPunches: [{ id: '77', date: '2026-03-06', at: at('2026-03-06', '09:00'), type: 'in' }],
  };

  it('are distinct, and found oldest first (by date, then key)', () => {
    const found = find(week);
    expect(found.map((i) => `${i.date} ${i.kind}`)).toEqual([
      '2026-03-02 late',
      '2026-03-02 short_break',
      '2026-03-03 early_leave',
      '2026-03-04 no_show',
      '2026-03-05 missed_break',
      '2026-03-05 unscheduled_overtime',
      '2026-03-06 missed_punch',
    ]);
    expect(new Set(found.map((i) => i.key)).size).toBe(found.length);
  });

  it('are stable: the same facts in another order, or read again later, give the same keys', () => {
    const keys = find(week).map((i) => i.key);
    const reversed = { ...week, scheduled: [...week.scheduled!].reverse(), worked: [...week.worked!].reverse() };
    expect(find(reversed).map((i) => i.key)).toEqual(keys);
    expect(find({ ...week, now: at('2026-09-01', '00:00') }).map((i) => i.key)).toEqual(keys);
  });

  it('name the worker, so two workers never share one', () => {
    const other = findInfractions(facts({ ...week, employeeId: 8 }), POLICY, describeUtc);
    const mine = new Set(find(week).map((i) => i.key));
    expect(other.some((i) => mine.has(i.key))).toBe(false);
  });
});
