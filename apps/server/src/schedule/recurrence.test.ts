import { localFromEpoch, parseSlots } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { cycleStart, occurrences, ruleText } from './recurrence';

const NY = 'America/New_York';
const local = (epoch: number) => localFromEpoch(epoch, NY);

describe('recurring schedule occurrences', () => {
  it('keeps 9:00 at 9:00 across the autumn DST change, and a night shift ends the next day', () => {
    const slots = parseSlots(['Mon 09:00-17:00 break 30', 'Sat 22:00-06:00'], 1);
    const got = occurrences(slots, { weeks: 1, startDate: '2026-10-26', endDate: null }, '2026-10-26', '2026-11-09', NY);
    expect(got.map((o) => `${local(o.start)}→${local(o.end)}`)).toEqual([
      '2026-10-26T09:00→2026-10-26T17:00',
      '2026-10-31T22:00→2026-11-01T06:00', // the night the clocks go back: 9 hours of real time
      '2026-11-02T09:00→2026-11-02T17:00',
      '2026-11-07T22:00→2026-11-08T06:00',
      '2026-11-09T09:00→2026-11-09T17:00',
    ]);
    expect(got[1]!.end - got[1]!.start).toBe(9 * 3600);
    expect(got[2]!.start - got[0]!.start).toBe(7 * 86400 + 3600);
    expect(got[0]).toMatchObject({ key: '2026-10-26#0', breakMinutes: 30 });
  });

  it('moves a wall time the spring gap skips forward, as the rest of the engine does', () => {
    const [slot] = parseSlots(['Sun 02:30-10:00'], 1);
    const [o] = occurrences([slot!], { weeks: 1, startDate: '2026-03-08', endDate: '2026-03-08' }, '2026-03-01', '2026-03-31', NY);
    expect(local(o!.start)).toBe('2026-03-08T03:30');
  });

  it('repeats a two-week template every other week across a month end, from the start date to the end date', () => {
    const slots = parseSlots(['W1 Fri 08:00-16:00', 'W2 Mon 08:00-16:00'], 2);
    const r = { weeks: 2, startDate: '2027-01-27', endDate: '2027-03-01' }; // a Wednesday
    expect(cycleStart(r)).toBe('2027-01-24');
    const dates = occurrences(slots, r, '2027-01-01', '2027-12-31', NY).map((o) => o.date);
    expect(dates).toEqual(['2027-01-29', '2027-02-01', '2027-02-12', '2027-02-15', '2027-02-26', '2027-03-01']);
    expect(ruleText(r)).toBe('DTSTART:20270124T000000Z\nRRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20270301T000000Z');
  });

  it('leaves out days before the start date in its first week, and starts weeks on the organization first weekday', () => {
    const slots = parseSlots(['Mon 09:00-17:00', 'Fri 09:00-17:00'], 1);
    const r = { weeks: 1, startDate: '2026-11-25', endDate: null, weekStartsOn: 1 };
    expect(cycleStart(r)).toBe('2026-11-23');
    expect(occurrences(slots, r, '2026-11-23', '2026-12-01', NY).map((o) => o.date)).toEqual(['2026-11-27', '2026-11-30']);
  });
});
