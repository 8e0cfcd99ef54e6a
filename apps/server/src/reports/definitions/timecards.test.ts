import { describe, expect, it } from 'vitest';
import { cardReportWorld } from '../../../test/kits/card-report-world';
import { HOUR } from '../../../test/kits/timecard-world';

// The time cards report on a small week with known answers: Ana's two days (a lunch break, then
// two hours of daily overtime) approved, Ben's card approved and then changed by a punch missing
// its OUT, and the amounts only for a caller with pay access.

describe('timecards report', async () => {
  const w = await cardReportWorld();
  const { week, at, punch, report, rowsOf, call, org } = w;
  const ana = await w.hourly('Ana', 'Lima');
  const ben = await w.hourly('Ben', 'Cruz');
  await punch(ana.id, [
    [week.monday, '07:00', 'in'],
    [week.monday, '12:00', 'out'],
    [week.monday, '12:30', 'in'],
    [week.monday, '15:30', 'out'],
    [week.tuesday, '07:00', 'in'],
    [week.tuesday, '17:00', 'out'],
  ]);
  await punch(ben.id, [
    [week.monday, '08:00', 'in'],
    [week.monday, '12:00', 'out'],
  ]);
  for (const id of [ana.id, ben.id]) {
    const approved = await call('owner', 'POST', `/orgs/${org}/timecards/${id}/approve`, { date: week.monday });
    expect(approved.statusCode, approved.body).toBe(200);
  }
  // After Ben's approval his card changes: the approval no longer holds.
  await punch(ben.id, [[week.wednesday, '09:00', 'in']]);
  const range = { from: week.monday, to: week.monday };
  await w.member('clerk', ['view_reports']);

  it("prints each card whole: pairs, day totals, pay codes and the card's approval", async () => {
    const result = await report('timecards', range);
    expect(result.groupBy).toBe('worker');
    const rows = rowsOf(result, ana.id);
    // The range names Monday; the card is its whole pay period (Tuesday included).
    expect(rows.map((r) => [r.date, r.pair, r.in, r.out, r.seconds, r.dayTotal])).toEqual([
      [week.monday, 0, at(week.monday, '07:00'), at(week.monday, '12:00'), 5 * HOUR, null],
      [week.monday, 1, at(week.monday, '12:30'), at(week.monday, '15:30'), 3 * HOUR, 8 * HOUR],
      [week.tuesday, 0, at(week.tuesday, '07:00'), at(week.tuesday, '17:00'), 10 * HOUR, 10 * HOUR],
      [null, null, undefined, undefined, undefined, undefined],
      [null, null, undefined, undefined, undefined, undefined],
    ]);
    const codes = rows.filter((r) => r.payCode !== null);
    expect(codes.map((r) => [r.payCodeSeconds, r.amount])).toEqual([
      [16 * HOUR, '320.00'],
      [2 * HOUR, '60.00'],
    ]);
    expect(rows.every((r) => r.periodStart === week.sunday && r.approval === 'Approved' && r.approvedBy === 'owner')).toBe(true);
    expect(typeof rows[0]!.approvedAt).toBe('number');
    const anaGroup = result.groups.find((g) => g.rows.some((r) => r.employeeId === ana.id))!;
    expect(anaGroup.subtotal).toEqual({ seconds: 18 * HOUR, dayTotal: 18 * HOUR, payCodeSeconds: 18 * HOUR, amount: '380.00' });
  });

  it('says a card changed since its approval, with the pair missing its OUT flagged', async () => {
    const rows = rowsOf(await report('timecards', range), ben.id);
    expect(rows.every((r) => r.approval === 'Changed since approved' && r.approvedBy === 'owner')).toBe(true);
    const wednesday = rows.find((r) => r.date === week.wednesday)!;
    expect(wednesday).toMatchObject({ in: at(week.wednesday, '09:00'), out: null, seconds: 0 });
    expect(String(wednesday.flags).split(' ')).toContain('M');
  });

  it('a card never approved says so', async () => {
    const cy = await w.hourly('Cy', 'Dunn');
    await punch(cy.id, [
      [week.monday, '09:00', 'in'],
      [week.monday, '10:00', 'out'],
    ]);
    const rows = rowsOf(await report('timecards', range), cy.id);
    expect(rows.map((r) => [r.approval, r.approvedBy, r.approvedAt])).toEqual([
      ['Not approved', null, null],
      ['Not approved', null, null],
    ]);
  });

  it('sends no amount to a caller without pay access', async () => {
    const result = await report('timecards', range, 'clerk');
    expect(result.columns.map((c) => c.key)).not.toContain('amount');
    expect(rowsOf(result).some((r) => 'amount' in r)).toBe(false);
    expect(result.total).not.toHaveProperty('amount');
    expect(
      rowsOf(result, ana.id)
        .filter((r) => r.payCode !== null)
        .map((r) => r.payCodeSeconds),
    ).toEqual([16 * HOUR, 2 * HOUR]);
  });
});
