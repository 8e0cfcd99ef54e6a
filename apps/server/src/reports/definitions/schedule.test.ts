import { describe, expect, it } from 'vitest';
import { scheduleReportWorld } from '../../../test/kits/schedule-report-world';
import { COST_NOTE } from './schedule';

// The schedule report on the schedule reports' world (test/kits/schedule-report-world.ts): per
// worker and day, scheduled time (less unpaid breaks) and its cost at Ann's 20.00 an hour, against
// the time worked on the cards. Ann worked Mon 09:12–17:00 and Tue 08:58–17:00, Ben Mon 10:03–14:00.

const H = 3600;

describe('schedule report', async () => {
  const w = await scheduleReportWorld();
  const columns = ['date', 'worker', 'scheduledSeconds', 'cost', 'workedSeconds', 'differenceMinutes'];

  it('puts each day of the published schedule against the time worked, with its cost', async () => {
    const answer = await w.report('schedule', { columns });
    expect(
      answer.groups.map((g) => [g.key, g.rows.map((r) => [r.date, r.scheduledSeconds, r.cost, r.workedSeconds, r.differenceMinutes])]),
    ).toEqual([
      [
        'Ann Archer',
        [
          [w.day(1), 7.5 * H, '150.00', 7.8 * H, 18],
          [w.day(2), 8 * H, '160.00', 8 * H + 120, 2],
          [w.day(3), 4 * H, '80.00', 0, -240],
          [w.day(4), 8 * H, '160.00', 0, -480],
        ],
      ],
      [
        'Ben Baker',
        [
          [w.day(1), 4 * H, null, 4 * H - 180, -3],
          [w.day(2), 4 * H, null, 0, -240],
        ],
      ],
    ]);
    expect(answer.groups[0]!.subtotal).toEqual({
      scheduledSeconds: 27.5 * H,
      cost: '550.00',
      workedSeconds: 15.8 * H + 120,
      differenceMinutes: -700,
    });
    expect(answer.total).toMatchObject({ scheduledSeconds: 35.5 * H, cost: '550.00' });
    expect(answer.notes).toEqual([COST_NOTE]);
  });

  it('keeps the cost from those without pay access', async () => {
    await w.member('planner', ['view_reports']);
    const answer = await w.report('schedule', {}, 'planner');
    expect(answer.columns.map((c) => c.key)).not.toContain('cost');
    expect(w.rowsOf(answer).every((r) => !('cost' in r))).toBe(true);
  });

  it('shows a day worked without a schedule beside the scheduled ones', async () => {
    const { seedPunches } = await import('../../punches/punch-store');
    await seedPunches(w.db, [
      { orgId: w.org, employeeId: w.ben.id, at: new Date(w.at(5, '08:00') * 1000), type: 'in' },
      { orgId: w.org, employeeId: w.ben.id, at: new Date(w.at(5, '10:00') * 1000), type: 'out' },
    ]);
    const answer = await w.report('schedule', { columns, employeeIds: [w.ben.id], groupBy: 'none' });
    expect(w.rowsOf(answer).at(-1)).toMatchObject({
      date: w.day(5),
      scheduledSeconds: 0,
      cost: null,
      workedSeconds: 2 * H,
      differenceMinutes: 120,
    });
  });
});
