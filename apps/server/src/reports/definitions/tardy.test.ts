import { describe, expect, it } from 'vitest';
import { scheduleReportWorld } from '../../../test/kits/schedule-report-world';

// Tardy on the schedule reports' world (test/kits/schedule-report-world.ts), late grace 5 minutes:
// Ann came in at 09:12 for 09:00 on Monday (12 minutes late) and at 08:58 on Tuesday; Ben at 10:03
// for 10:00 (within the grace).

describe('tardy report', async () => {
  const w = await scheduleReportWorld();
  const { shifts, at } = w;

  it('lists arrivals later than the grace with the minutes late, grouped by worker with subtotals', async () => {
    const answer = await w.report('tardy');
    expect(answer.groups.map((g) => [g.key, g.rows.map((r) => [r.shiftId, r.date, r.start, r.arrived, r.minutes]), g.subtotal])).toEqual([
      ['Ann Archer', [[shifts.annMon, w.day(1), at(1, '09:00'), at(1, '09:12'), 12]], { minutes: 12 }],
    ]);
    expect(answer.total).toEqual({ minutes: 12 });
    expect(answer.notes).toEqual([
      'Late: a first IN more than 5 minutes after the scheduled start (the late grace of Settings → Shifts → Defaults).',
    ]);
  });

  it('follows the grace: with none, the 3 minutes of Ben count too', async () => {
    const grace = await w.call('owner', 'PUT', `${w.base}/shift/defaults`, { startLateGrace: 0 });
    expect(grace.statusCode, grace.body).toBe(200);
    const answer = await w.report('tardy', { groupBy: 'none', columns: ['worker', 'minutes', 'position'] });
    expect(w.rowsOf(answer)).toEqual([
      { shiftId: shifts.annMon, worker: 'Ann Archer', minutes: 12, position: 'Cashier' },
      { shiftId: shifts.benMon, worker: 'Ben Baker', minutes: 3, position: null },
    ]);
    expect(answer.total).toEqual({ minutes: 15 });
  });
});
