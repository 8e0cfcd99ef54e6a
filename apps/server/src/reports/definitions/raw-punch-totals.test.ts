import { describe, expect, it } from 'vitest';
import { cardReportWorld, MINUTE } from '../../../test/kits/card-report-world';

// The rounding neutrality check on punches whose rounding is known: every punch rounds to the
// nearest quarter hour. Ana loses 12 minutes on Monday (06:53 → 07:00, 15:05 → 15:00) and gains
// 14 on Tuesday (07:07 → 07:00, 15:08 → 15:15): +2 over the week. Ben gains 5 (08:05 → 08:00).

describe('raw-punch-totals report', async () => {
  const w = await cardReportWorld();
  const { week, punch, report, rowsOf } = w;
  await w.create('shift/roundingrules', { name: 'Quarter hour', applyTo: 'both', interval: 15, mode: 'nearest' });
  const ana = await w.hourly('Ana', 'Lima');
  const ben = await w.hourly('Ben', 'Cruz');
  await punch(ana.id, [
    [week.monday, '06:53', 'in'],
    [week.monday, '15:05', 'out'],
    [week.tuesday, '07:07', 'in'],
    [week.tuesday, '15:08', 'out'],
  ]);
  await punch(ben.id, [
    [week.monday, '08:05', 'in'],
    [week.monday, '12:00', 'out'],
  ]);
  const pick = ({ rawSeconds, roundedSeconds, netMinutes, roundedUp, roundedDown }: Record<string, unknown>) => ({
    rawSeconds,
    roundedSeconds,
    netMinutes,
    roundedUp,
    roundedDown,
  });

  it('answers recorded against rounded time per worker, net minutes and the grand total', async () => {
    const result = await report('raw-punch-totals', { from: week.sunday, to: week.saturday });
    expect(pick(rowsOf(result, ana.id)[0]!)).toEqual({
      rawSeconds: (492 + 481) * MINUTE,
      roundedSeconds: (480 + 495) * MINUTE,
      netMinutes: 2,
      roundedUp: 2,
      roundedDown: 2,
    });
    expect(pick(rowsOf(result, ben.id)[0]!)).toEqual({
      rawSeconds: 235 * MINUTE,
      roundedSeconds: 240 * MINUTE,
      netMinutes: 5,
      roundedUp: 0,
      roundedDown: 1,
    });
    expect(result.total).toEqual({ rawSeconds: 1208 * MINUTE, roundedSeconds: 1215 * MINUTE, netMinutes: 7, roundedUp: 2, roundedDown: 3 });
    expect(rowsOf(result)).toHaveLength(2);
    expect(result.columns.map((c) => c.key)).toEqual([
      'worker',
      'department',
      'orgUnit',
      'rawSeconds',
      'roundedSeconds',
      'netMinutes',
      'roundedUp',
      'roundedDown',
    ]);
  });

  it('counts only the shifts dated in the range: Monday alone is a loss for Ana', async () => {
    const result = await report('raw-punch-totals', { from: week.monday, to: week.monday, employeeIds: [ana.id] });
    expect(rowsOf(result).map(pick)).toEqual([
      { rawSeconds: 492 * MINUTE, roundedSeconds: 480 * MINUTE, netMinutes: -12, roundedUp: 1, roundedDown: 1 },
    ]);
  });

  it('groups by department with subtotals', async () => {
    const result = await report('raw-punch-totals', { from: week.sunday, to: week.saturday, groupBy: 'department' });
    expect(result.groups.map((g) => [g.label, g.subtotal.netMinutes])).toEqual([['No department', 7]]);
  });
});
