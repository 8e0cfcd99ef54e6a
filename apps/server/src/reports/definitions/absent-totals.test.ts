import { describe, expect, it } from 'vitest';
import { scheduleReportWorld } from '../../../test/kits/schedule-report-world';

// Absent totals on the schedule reports' world (test/kits/schedule-report-world.ts): Ann had four
// published shifts (one absent of 4 h, one approved time off), Ben two (one absent of 4 h).

describe('absent totals report', async () => {
  const w = await scheduleReportWorld();

  it('counts per worker the shifts scheduled, excused and absent, and the scheduled hours missed', async () => {
    const answer = await w.report('absent-totals', {
      groupBy: 'none',
      columns: ['worker', 'scheduled', 'excused', 'absent', 'missedSeconds'],
    });
    expect(w.rowsOf(answer)).toEqual([
      { employeeId: w.ann.id, worker: 'Ann Archer', scheduled: 4, excused: 1, absent: 1, missedSeconds: 4 * 3600 },
      { employeeId: w.ben.id, worker: 'Ben Baker', scheduled: 2, excused: 0, absent: 1, missedSeconds: 4 * 3600 },
    ]);
    expect(answer.total).toEqual({ scheduled: 6, excused: 1, absent: 2, missedSeconds: 8 * 3600 });
  });

  it('counts only the shifts that have started: a later range is all to come', async () => {
    // Next week: Ann's shift there has not started, so nobody is absent yet and the note says why.
    await w.call('owner', 'POST', `${w.base}/schedule/shifts`, {
      employeeId: w.ann.id,
      start: new Date(w.at(15, '09:00') * 1000).toISOString(),
      end: new Date(w.at(15, '17:00') * 1000).toISOString(),
    });
    const published = await w.call('owner', 'POST', `${w.base}/schedule/publish`, { from: w.day(14), to: w.day(20), notify: false });
    expect(published.statusCode, published.body).toBe(201);
    const answer = await w.report('absent-totals', { from: w.day(14), to: w.day(20) });
    expect(w.rowsOf(answer)).toEqual([]);
    expect(answer.notes).toEqual(['1 published shift has not started yet and is not counted.']);
  });
});
