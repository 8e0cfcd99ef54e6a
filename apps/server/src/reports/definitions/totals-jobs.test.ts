import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cardReportWorld } from '../../../test/kits/card-report-world';
import { HOUR } from '../../../test/kits/timecard-world';
import { apportion } from './pay-code-jobs';

// Totals by job on a known week (California overtime, $20.03 an hour). Ana: Monday 07:00-10:00
// Job A, 10:00-17:00 Job B (10 h: 8 REG, 2 OT, the OT all on Job B); Tuesday 07:00-08:20 Job A,
// 08:20-12:20 Job B. REG 13h20m = 267.07 on the card, shared 4h20m : 9h as 86.7975 : 180.2725
// cents-wise, so the odd cent goes to Job A (86.80 + 180.27). OT 2 h = 60.09, all Job B.
// Ben works Monday 08:00-12:00 with no job at $20. Cy works Monday on Job A, 07:00-09:00 in the
// Framing phase and 09:00-11:00 in none: one Job A line, or two with the phase shown.

const MINUTE = 60;

describe('totals report by job', async () => {
  const w = await cardReportWorld();
  const { week, punch, report, rowsOf, db, org } = w;
  await sql`update organizations set features = array_append(features, 'job_costing') where id = ${org}`.execute(db);
  const jobA = (await w.create('costing/jobs', { name: 'Job A' })).id;
  const jobB = (await w.create('costing/jobs', { name: 'Job B' })).id;
  const ana = await w.hourly('Ana', 'Lima', 20.03);
  const ben = await w.hourly('Ben', 'Cruz');
  const cy = await w.hourly('Cy', 'Diaz');
  const framing = (await w.create('costing/jobphases', { name: 'Framing' })).id;
  await punch(ana.id, [
    [week.monday, '07:00', 'in', { job: jobA }],
    [week.monday, '10:00', 'out'],
    [week.monday, '10:00', 'in', { job: jobB }],
    [week.monday, '17:00', 'out'],
    [week.tuesday, '07:00', 'in', { job: jobA }],
    [week.tuesday, '08:20', 'out'],
    [week.tuesday, '08:20', 'in', { job: jobB }],
    [week.tuesday, '12:20', 'out'],
  ]);
  await punch(ben.id, [
    [week.monday, '08:00', 'in'],
    [week.monday, '12:00', 'out'],
  ]);
  await punch(cy.id, [
    [week.monday, '07:00', 'in', { job: jobA, jobPhase: framing }],
    [week.monday, '09:00', 'out'],
    [week.monday, '09:00', 'in', { job: jobA }],
    [week.monday, '11:00', 'out'],
  ]);
  const range = { from: week.sunday, to: week.saturday };
  const cells = (r: Record<string, unknown>) => [r.payCode, r.job, r.seconds, r.amount];

  it('splits hours per job from the trace, and amounts that add up to the card to the cent', async () => {
    const result = await report('totals', { ...range, columns: ['payCode', 'job', 'seconds', 'amount'] });
    expect(rowsOf(result, ana.id).map(cells)).toEqual([
      ['Regular', 'Job A', 4 * HOUR + 20 * MINUTE, '86.80'],
      ['Regular', 'Job B', 9 * HOUR, '180.27'],
      ['Overtime', 'Job B', 2 * HOUR, '60.09'],
    ]);
    expect(rowsOf(result, ben.id).map(cells)).toEqual([['Regular', 'No job', 4 * HOUR, '80.00']]);
    // The same lines without the split are the cards' lines; the jobs add up to them exactly.
    const plain = await report('totals', range);
    expect(rowsOf(plain, ana.id).map((r) => [r.payCode, r.seconds, r.amount])).toEqual([
      ['Regular', 13 * HOUR + 20 * MINUTE, '267.07'],
      ['Overtime', 2 * HOUR, '60.09'],
    ]);
    expect(result.total).toEqual(plain.total);
  });

  it('groups by job with subtotals per job', async () => {
    const byJob = await report('totals', { ...range, groupBy: 'job' });
    expect(byJob.groups.map((g) => [g.label, g.rows.length, g.subtotal.seconds, g.subtotal.amount])).toEqual([
      ['Job A', 2, 8 * HOUR + 20 * MINUTE, '166.80'],
      ['Job B', 2, 11 * HOUR, '240.36'],
      ['No job', 1, 4 * HOUR, '80.00'],
    ]);
  });

  it('without a job grouping or column, answers the rows as before (one per worker and code, no job)', async () => {
    const plain = await report('totals', { ...range, groupBy: 'none' });
    expect(rowsOf(plain).map((r) => [r.employeeId, r.payCode, r.seconds, r.amount, 'job' in r, 'costingKey' in r])).toEqual([
      [ana.id, 'Regular', 13 * HOUR + 20 * MINUTE, '267.07', false, false],
      [ana.id, 'Overtime', 2 * HOUR, '60.09', false, false],
      [ben.id, 'Regular', 4 * HOUR, '80.00', false, false],
      [cy.id, 'Regular', 4 * HOUR, '80.00', false, false],
    ]);
  });

  it('splits by phase only when the phase column is shown', async () => {
    const byJob = await report('totals', { ...range, columns: ['payCode', 'job', 'seconds'] });
    expect(rowsOf(byJob, cy.id).map((r) => [r.job, r.jobPhase, r.seconds])).toEqual([['Job A', undefined, 4 * HOUR]]);
    const byPhase = await report('totals', { ...range, columns: ['payCode', 'job', 'jobPhase', 'seconds'] });
    expect(rowsOf(byPhase, cy.id).map((r) => [r.job, r.jobPhase, r.seconds])).toEqual([
      ['Job A', 'Framing', 2 * HOUR],
      ['Job A', null, 2 * HOUR],
    ]);
  });

  it('apportions by largest remainder, keeping the sum and the sign', () => {
    expect(apportion(26707, [15600, 32400])).toEqual([8680, 18027]);
    expect(apportion(-5, [1, 1])).toEqual([-3, -2]);
    expect(apportion(7, [0, 0])).toEqual([7, 0]);
  });
});
