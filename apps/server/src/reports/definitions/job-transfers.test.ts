import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cardReportWorld } from '../../../test/kits/card-report-world';
import { HOUR } from '../../../test/kits/timecard-world';
import { JOB_COSTING_OFF } from './job-transfers';

// Job transfers on a Monday with known moves: Ana works Job A, then Job B's phase (a lunch on
// Job B between: one stretch); Ben keeps Job A but changes cost code. Ana's Tuesday is all Job A,
// so it is no transfer.

describe('job-transfers report', async () => {
  const w = await cardReportWorld();
  const { week, at, punch, report, rowsOf, db, org, call } = w;
  await sql`update organizations set features = array_append(features, 'job_costing') where id = ${org}`.execute(db);
  const jobA = (await w.create('costing/jobs', { name: 'Job A' })).id;
  const jobB = (await w.create('costing/jobs', { name: 'Job B' })).id;
  const phase = (await w.create('costing/jobphases', { name: 'Framing' })).id;
  const code = (await w.create('costing/codes', { name: 'Labor' })).id;
  const ana = await w.hourly('Ana', 'Lima');
  const ben = await w.hourly('Ben', 'Cruz');
  await punch(ana.id, [
    [week.monday, '07:00', 'in', { job: jobA }],
    [week.monday, '10:00', 'out'],
    [week.monday, '10:00', 'in', { job: jobB, jobPhase: phase }],
    [week.monday, '12:00', 'out'],
    [week.monday, '12:30', 'in', { job: jobB, jobPhase: phase }],
    [week.monday, '15:00', 'out'],
    [week.tuesday, '07:00', 'in', { job: jobA }],
    [week.tuesday, '12:00', 'out'],
    [week.tuesday, '12:30', 'in', { job: jobA }],
    [week.tuesday, '15:30', 'out'],
  ]);
  await punch(ben.id, [
    [week.monday, '08:00', 'in', { job: jobA, costCode: code }],
    [week.monday, '10:00', 'out'],
    [week.monday, '10:00', 'in', { job: jobA }],
    [week.monday, '12:00', 'out'],
  ]);
  const range = { from: week.sunday, to: week.saturday };
  const cells = (r: Record<string, unknown>) => [r.date, r.job, r.jobPhase, r.costCode, r.from, r.to, r.seconds];

  it('answers one row per stretch of the shifts with a move, hours per job', async () => {
    const result = await report('job-transfers', range);
    expect(rowsOf(result, ana.id).map(cells)).toEqual([
      [week.monday, 'Job A', null, null, at(week.monday, '07:00'), at(week.monday, '10:00'), 3 * HOUR],
      [week.monday, 'Job B', 'Framing', null, at(week.monday, '10:00'), at(week.monday, '15:00'), 4.5 * HOUR],
    ]);
    expect(rowsOf(result, ben.id).map(cells)).toEqual([
      [week.monday, 'Job A', null, 'Labor', at(week.monday, '08:00'), at(week.monday, '10:00'), 2 * HOUR],
      [week.monday, 'Job A', null, null, at(week.monday, '10:00'), at(week.monday, '12:00'), 2 * HOUR],
    ]);
    expect(result.total).toEqual({ seconds: 11.5 * HOUR });
  });

  it('groups by job with subtotals, and keeps the shifts touching the jobs chosen', async () => {
    const byJob = await report('job-transfers', { ...range, groupBy: 'job' });
    expect(byJob.groups.map((g) => [g.label, g.rows.length, g.subtotal.seconds])).toEqual([
      ['Job A', 3, 7 * HOUR],
      ['Job B', 1, 4.5 * HOUR],
    ]);
    const onB = await report('job-transfers', { ...range, jobIds: [jobB] });
    expect(rowsOf(onB).map((r) => [r.employeeId, r.job])).toEqual([
      [ana.id, 'Job A'],
      [ana.id, 'Job B'],
    ]);
  });

  it('refuses, saying what to turn on, without the Job Costing feature', async () => {
    await sql`update organizations set features = array_remove(features, 'job_costing') where id = ${org}`.execute(db);
    try {
      const response = await call('owner', 'POST', `/orgs/${org}/reports/job-transfers`, range);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: JOB_COSTING_OFF });
    } finally {
      await sql`update organizations set features = array_append(features, 'job_costing') where id = ${org}`.execute(db);
    }
  });
});
