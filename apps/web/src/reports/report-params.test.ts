import { TOTALS_REPORT } from '@punchline/contracts';
import { describe, expect, it } from 'vitest';
import { auditFilterOfView, initialParams, paramsFromTemplate, paramsToMemorize, paramsToSend } from './report-params';

const weekly = { payPeriodType: 'week', payPeriodStarts: 2, weekStartsOn: 1 };
const today = '2026-11-26';

describe('report parameters', () => {
  it('start with the spec defaults: current pay period, default grouping, non-optional columns', () => {
    expect(initialParams(TOTALS_REPORT, today, weekly)).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
      groupBy: 'department',
      columns: ['worker', 'department', 'orgUnit', 'payCode', 'seconds', 'amount'],
    });
  });

  it('send only what the spec offers, leaving out empty choices', () => {
    const sent = paramsToSend(TOTALS_REPORT, {
      from: '2026-11-01',
      to: '2026-11-07',
      employeeIds: [],
      departmentIds: [4],
      flags: ['E'],
      includeInactive: false,
      groupBy: 'none',
      columns: ['worker', 'seconds'],
    });
    expect(sent).toEqual({ from: '2026-11-01', to: '2026-11-07', departmentIds: [4], groupBy: 'none', columns: ['worker', 'seconds'] });
  });

  it('memorize a preset range by its name and open it as the days of that day', () => {
    const kept = paramsToMemorize(TOTALS_REPORT, { from: '2026-11-16', to: '2026-11-22', groupBy: 'department' }, today, weekly);
    expect(kept).toEqual({ range: 'lastPayPeriod', groupBy: 'department' });
    // Opened a week later, "last pay period" is the week before that day.
    expect(paramsFromTemplate(TOTALS_REPORT, kept, '2026-12-03', weekly)).toMatchObject({
      from: '2026-11-23',
      to: '2026-11-29',
      groupBy: 'department',
    });
    const fixed = { from: '2026-11-02', to: '2026-11-20' };
    expect(paramsToMemorize(TOTALS_REPORT, fixed, today, weekly)).toEqual(fixed);
  });

  it("reads the audit report's filter from the view, ignoring anything else", () => {
    expect(auditFilterOfView('{"actor":{"type":"user","id":5}}')).toEqual({ actor: { type: 'user', id: 5 } });
    expect(auditFilterOfView('{"colour":"red"}')).toBeNull();
    expect(auditFilterOfView(undefined)).toBeNull();
  });
});
