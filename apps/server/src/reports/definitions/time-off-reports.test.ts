import { addDaysIso } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fields, reportKit, rowsOf } from '../../../test/kits/report-test-kit';
import { timecardWorld } from '../../../test/kits/timecard-world';
import { ACCRUALS_OFF, TIME_OFF_REPORTS_OFF } from './time-off-common';

// The three time off reports through the API on a small world with known answers: Ana takes
// vacation by the hour (8 h and 4 h, entered by hand) and a day unpaid (a code taken in days);
// Ben has a vacation day next week, approved from his request, and a pending request after it.

describe('time off reports', async () => {
  const w = await timecardWorld();
  const { db, org, base, call, create } = w;
  const { run, post } = reportKit(call, org);
  await sql`update organizations set features = features || array['pto', 'time_off_accrual']::text[] where id = ${org}`.execute(db);
  const setTimeOff = async (values: Record<string, boolean>) =>
    expect((await call('owner', 'PUT', `${base}/timeoff/defaults`, values)).statusCode).toBe(200);
  await setTimeOff({ timeOffEnabled: true, timeOffAccrualEnabled: true });

  const vacation = await create('timeoff/codes', { name: 'Vacation', code: 'VAC' });
  const unpaid = await create('timeoff/codes', { name: 'Unpaid', code: 'UNP', paid: false, unit: 'days' });
  const policy = await create('timeoff/policies', { name: 'Standard', codeId: vacation.id, method: 'none', allowNegative: true });
  const ana = await w.worker({ firstName: 'Ana', lastName: 'Alves', departmentId: w.refs.deptA, hireDate: '2025-01-06' });
  const ben = await w.worker({ firstName: 'Ben', lastName: 'Bauer', departmentId: w.refs.deptB, hireDate: '2025-01-06' });
  for (const [person, opening] of [
    [ana, 40],
    [ben, 16],
  ] as const) {
    await create('timeoff/entitlements', { employeeId: person.id, policyId: policy.id, effectiveFrom: '2026-01-05' });
    await create('timeoff/adjustments', {
      employeeId: person.id,
      codeId: vacation.id,
      date: '2026-01-05',
      amount: opening,
      note: 'Opening',
    });
  }
  const entry = (employeeId: number, codeId: number, date: string, minutes: number, note: string | null = null) =>
    create('timeoff/entries', { employeeId, codeId, date, minutes, note });
  const anaMonday = await entry(ana.id, vacation.id, '2026-03-02', 480, 'Dentist and rest');
  await entry(ana.id, vacation.id, '2026-03-03', 240);
  await entry(ana.id, unpaid.id, '2026-03-04', 480);
  // Next week's Monday (weekly periods from Sunday) is still to come; Tuesday is asked, not decided.
  const nextMonday = addDaysIso(w.weekStart(-1), 1);
  const asked = await create('timeoff/requests', { employeeId: ben.id, codeId: vacation.id, startDate: nextMonday, endDate: nextMonday });
  const approve = await call('owner', 'POST', `${base}/timeoff/requests/${asked.id}/actions/approve`, { data: {} });
  expect(approve.statusCode, approve.body).toBe(200);
  const nextTuesday = addDaysIso(nextMonday, 1);
  await create('timeoff/requests', { employeeId: ben.id, codeId: vacation.id, startDate: nextTuesday, endDate: nextTuesday });
  const range = { from: '2026-03-01', to: addDaysIso(nextMonday, 6) };

  it('timeoff: each entry in its unit, taken or still to come, with who approved it', async () => {
    const result = await run('owner', 'timeoff', { ...range, groupBy: 'none' });
    expect(result.columns.map((c) => c.key)).toEqual([
      'worker',
      'department',
      'orgUnit',
      'date',
      'code',
      'amountHours',
      'amountDays',
      'state',
      'note',
      'approvedBy',
    ]);
    const rows = rowsOf(result);
    expect(fields(rows, ['department', 'date', 'code', 'amountHours', 'amountDays', 'state', 'note', 'approvedBy'])).toEqual([
      ['Dept A', '2026-03-02', 'Vacation', 8, null, 'Taken', 'Dentist and rest', 'owner'],
      ['Dept A', '2026-03-03', 'Vacation', 4, null, 'Taken', null, 'owner'],
      ['Dept A', '2026-03-04', 'Unpaid', null, 1, 'Taken', null, 'owner'],
      ['Dept B', nextMonday, 'Vacation', 8, null, 'Scheduled', `Time off request #${asked.id}`, 'owner'],
    ]);
    expect(rows[0]!.worker).toMatch(/Ana/);
    expect(rows[0]!.entryId).toBe(anaMonday.id);
    // Hours add to hours and days to days; never one with the other.
    expect(result.total).toEqual({ amountHours: 20, amountDays: 1 });
    const sources = rowsOf(await run('owner', 'timeoff', { ...range, columns: ['date', 'source', 'seconds'], groupBy: 'none' }));
    expect(fields(sources, ['source', 'seconds'])).toEqual([
      ['Entered by hand', 8 * 3600],
      ['Entered by hand', 4 * 3600],
      ['Entered by hand', 8 * 3600],
      [`Request #${asked.id}`, 8 * 3600],
    ]);
  });

  it('timeoff: only the range and the workers asked for', async () => {
    const march = await run('owner', 'timeoff', { from: '2026-03-03', to: '2026-03-31', groupBy: 'none' });
    expect(fields(rowsOf(march), ['date'])).toEqual([['2026-03-03'], ['2026-03-04']]);
    const benOnly = await run('owner', 'timeoff', { ...range, employeeIds: [ben.id], groupBy: 'none' });
    expect(fields(rowsOf(benOnly), ['date'])).toEqual([[nextMonday]]);
  });

  it('time-off-totals: per code per worker in the range, each in its unit', async () => {
    const result = await run('owner', 'time-off-totals', { ...range, groupBy: 'code' });
    expect(result.groups.map((g) => [g.label, fields(g.rows, ['department', 'amountHours', 'amountDays', 'dates']), g.subtotal])).toEqual([
      ['Unpaid', [['Dept A', null, 1, 1]], { amountHours: 0, amountDays: 1, dates: 1 }],
      [
        'Vacation',
        [
          ['Dept A', 12, null, 2],
          ['Dept B', 8, null, 1],
        ],
        { amountHours: 20, amountDays: 0, dates: 3 },
      ],
    ]);
    expect(result.total).toEqual({ amountHours: 20, amountDays: 1, dates: 4 });
    const march = await run('owner', 'time-off-totals', { from: '2026-03-01', to: '2026-03-02', groupBy: 'none' });
    expect(fields(rowsOf(march), ['code', 'amountHours', 'codeId'])).toEqual([['Vacation', 8, vacation.id]]);
  });

  it('time-off-balance: the ledger on a day, with what is still to come and what is asked', async () => {
    const result = await run('owner', 'time-off-balance', {
      asOf: '2026-03-02',
      groupBy: 'none',
      columns: ['department', 'code', 'balanceHours', 'balanceDays', 'scheduledHours', 'pendingHours', 'availableHours'],
    });
    expect(
      fields(rowsOf(result), ['department', 'code', 'balanceHours', 'balanceDays', 'scheduledHours', 'pendingHours', 'availableHours']),
    ).toEqual([
      // Ana: 40 opening less Monday's 8; Tuesday's 4 is after the day, so still to come.
      ['Dept A', 'Unpaid', null, 0, null, null, null],
      ['Dept A', 'Vacation', 32, null, 4, 0, 28],
      // Ben: 16 opening; next Monday approved (8) and Tuesday asked (8) leave nothing available.
      ['Dept B', 'Vacation', 16, null, 8, 8, 0],
    ]);
    // The same numbers as the balances screen (one ledger, not a second fold).
    const screen = await call('owner', 'GET', `${base}/timeoff/balances/${ana.id}?asOf=2026-03-02`);
    const line = screen
      .json<{ results: { codeId: number; balance: number; available: number }[] }>()
      .results.find((l) => l.codeId === vacation.id)!;
    expect([line.balance, line.available]).toEqual([32, 28]);
    // Today by default: all of Ana's March time off is taken.
    const today = await run('owner', 'time-off-balance', { employeeIds: [ana.id], groupBy: 'none' });
    expect(fields(rowsOf(today), ['code', 'balanceHours', 'availableHours'])).toEqual([
      ['Unpaid', null, null],
      ['Vacation', 28, 28],
    ]);
  });

  it('refuses with what to turn on: accruals for the balance, time off for all three', async () => {
    await setTimeOff({ timeOffEnabled: true, timeOffAccrualEnabled: false });
    const noAccruals = await post('owner', 'time-off-balance', {});
    expect(noAccruals.statusCode).toBe(403);
    expect(noAccruals.json()).toEqual({ detail: ACCRUALS_OFF });
    expect((await post('owner', 'timeoff', range)).statusCode).toBe(200);
    await setTimeOff({ timeOffEnabled: false });
    for (const key of ['timeoff', 'time-off-totals', 'time-off-balance']) {
      const off = await post('owner', key, range);
      expect(off.statusCode).toBe(403);
      expect(off.json()).toEqual({ detail: TIME_OFF_REPORTS_OFF });
    }
    await setTimeOff({ timeOffEnabled: true, timeOffAccrualEnabled: true });
  });
});
