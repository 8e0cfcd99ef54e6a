import { describe, expect, it } from 'vitest';
import { scheduleReportWorld } from '../../../test/kits/schedule-report-world';
import { SCHEDULES_OFF_FOR_REPORTS } from './schedule-facts';

// The absent report on the schedule reports' world (test/kits/schedule-report-world.ts): Ben's
// Tuesday and Ann's Wednesday had no punches; Ann's Thursday was approved time off (not absent);
// Ben's Wednesday was never published (not absent).

describe('absent report', async () => {
  const w = await scheduleReportWorld();
  const { ben, shifts, at } = w;

  it('lists the published shifts nobody punched for, day by day, leaving out approved time off and drafts', async () => {
    const answer = await w.report('absent', { groupBy: 'none' });
    expect(w.rowsOf(answer).map((r) => [r.shiftId, r.worker, r.date, r.start, r.end, r.seconds, r.orgUnit])).toEqual([
      [shifts.benTue, 'Ben Baker', w.day(2), at(2, '10:00'), at(2, '14:00'), 4 * 3600, 'Unit B'],
      [shifts.annWed, 'Ann Archer', w.day(3), at(3, '09:00'), at(3, '13:00'), 4 * 3600, 'Unit B'],
    ]);
    expect(answer.total).toEqual({ seconds: 8 * 3600 });
    expect(answer.notes).toEqual([]);
  });

  it('groups by worker with subtotals and follows the worker filter', async () => {
    const byWorker = await w.report('absent', { groupBy: 'worker' });
    expect(byWorker.groups.map((g) => [g.rows.map((r) => r.shiftId), g.subtotal])).toEqual([
      [[shifts.annWed], { seconds: 4 * 3600 }],
      [[shifts.benTue], { seconds: 4 * 3600 }],
    ]);
    const onlyBen = await w.report('absent', { employeeIds: [ben.id] });
    expect(w.rowsOf(onlyBen).map((r) => r.shiftId)).toEqual([shifts.benTue]);
  });

  it('an absence whose day becomes a holiday is no longer listed', async () => {
    const code = await w.create('timeoff/codes', { name: 'Holiday', code: 'HOL', requestable: false });
    const holiday = await w.create('timeoff/holidays', { name: 'Founders Day', date: w.day(2), codeId: code.id });
    expect(w.rowsOf(await w.report('absent')).map((r) => r.shiftId)).toEqual([shifts.annWed]);
    const off = await w.call('owner', 'PUT', `${w.base}/timeoff/holidays/${holiday.id}`, { active: false, version: holiday.version });
    expect(off.statusCode, off.body).toBe(200);
    expect(w.rowsOf(await w.report('absent')).map((r) => r.shiftId)).toEqual([shifts.benTue, shifts.annWed]);
  });

  it("shows a restricted administrator only their workers' shifts", async () => {
    await w.member('unitAManager', ['view_reports']);
    await w.restrict('unitAManager', { orgUnitIds: [w.refs.unitA] });
    const answer = await w.report('absent', {}, 'unitAManager');
    expect(w.rowsOf(answer).map((r) => r.shiftId)).toEqual([shifts.annWed]);
  });

  it('refuses when the organization does not schedule, saying what to turn on', async () => {
    const r = await w.call('outsider', 'POST', `/orgs/${w.other}/reports/absent`, {});
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ detail: SCHEDULES_OFF_FOR_REPORTS });
  });
});
