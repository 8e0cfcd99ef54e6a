import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { reportPunchWorld } from '../../../test/kits/report-punch-world';
import { runQueuedJobs } from '../../../test/test-app';
import { CHUNK_BYTES } from './chunk-store';

// A report as one file (POST {path}/export): made on the job queue a batch at a time, stored in
// chunks, downloaded whole. Read back by independent readers (csv-parse, read-excel-file).

describe('report exports as files', async () => {
  const w = await reportPunchWorld();
  const { org, db, ana, bo, local } = w;
  // Ana: a punch every 30 minutes for 500 days, IN then OUT (24,000 punches: a CSV over one chunk); Bo: one IN.
  const first = local('2024-09-01T08:00');
  await sql`insert into punches (org_id, employee_id, at, original_at, received_at, type, origin)
    select ${org}, ${ana.id}, t, t, t, case when i % 2 = 0 then 'in' else 'out' end, 'clock'
    from generate_series(0, 23999) i, lateral (select to_timestamp(${first} + i * 1800) t) x`.execute(db);
  await sql`insert into punches (org_id, employee_id, at, original_at, received_at, type, origin)
    values (${org}, ${bo.id}, to_timestamp(${local('2026-01-05T09:00')}), to_timestamp(${local('2026-01-05T09:00')}), now(), 'in', 'clock')`.execute(
    db,
  );
  const params = { from: '2024-09-01', to: '2026-01-31', columns: ['worker', 'date', 'time', 'type'], groupBy: 'none' };

  /** Starts an export, runs the queue, answers the poll's result and the downloaded file. */
  async function exportFile(report: string, format: 'csv' | 'xlsx', body: Record<string, unknown>, who = 'owner') {
    const start = await w.call(who, 'POST', `/orgs/${org}/reports/${report}/export?format=${format}`, body);
    expect(start.statusCode, start.body).toBe(200);
    const { reportKey } = start.json<{ reportKey: string }>();
    const poll = () => w.call(who, 'GET', `/orgs/${org}/reports/${report}/async/${reportKey}/poll`);
    expect((await poll()).statusCode).toBe(202);
    expect(await runQueuedJobs(w.app)).toBeGreaterThanOrEqual(1);
    const done = await poll();
    expect(done.statusCode, done.body).toBe(200);
    const result = done.json<{ runId: number; rowCount: number; groups: unknown[]; file: { format: string; bytes: number } }>();
    const file = await w.call(who, 'GET', `/orgs/${org}/reports/runs/${result.runId}/file`);
    expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
    return { result, file };
  }

  it('writes the punches report to a CSV of several chunks, every row in order', async () => {
    const { result, file } = await exportFile('punches', 'csv', params);
    expect(result.rowCount).toBe(24001);
    expect(result.groups).toEqual([]);
    expect(result.file).toEqual({ format: 'csv', bytes: file.rawPayload.length });
    expect(file.rawPayload.length).toBeGreaterThan(CHUNK_BYTES);
    const chunks = await db
      .selectFrom('report_file_chunks')
      .select(db.fn.countAll<number>().as('n'))
      .where('run_id', '=', result.runId)
      .executeTakeFirstOrThrow();
    expect(Number(chunks.n)).toBe(Math.ceil(file.rawPayload.length / CHUNK_BYTES));
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Punches%202024-09-01%20to%202026-01-31.csv");
    const rows = parse(file.rawPayload, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['Worker', 'Date', 'Time', 'Type']);
    expect(rows).toHaveLength(24002);
    expect(rows[1]).toEqual([expect.stringContaining('Ana'), '09/01/2024', expect.stringMatching(/8:00/), 'In']);
    expect(rows[2]!.slice(2)).toEqual([expect.stringMatching(/8:30/), 'Out']);
    expect(rows.at(-1)).toEqual([expect.stringContaining('Bo'), '01/05/2026', expect.stringMatching(/9:00/), 'In']);
  });

  it('writes an XLSX that read-excel-file reads back, and only its runner may download it', async () => {
    const { result, file } = await exportFile('punches', 'xlsx', { ...params, employeeIds: [bo.id] });
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const rows = await readSheet(file.rawPayload);
    expect(rows.map((row) => row.map(String))).toEqual([
      ['Worker', 'Date', 'Time', 'Type'],
      [expect.stringContaining('Bo'), '01/05/2026', expect.stringMatching(/9:00/), 'In'],
    ]);
    await w.member('otherReporter', ['view_reports']);
    expect((await w.call('otherReporter', 'GET', `/orgs/${org}/reports/runs/${result.runId}/file`)).statusCode).toBe(404);
  });

  it('adds the total line of a report with totals, and refuses an unknown format', async () => {
    const { result, file } = await exportFile('raw-punch-totals', 'csv', { from: '2025-01-01', to: '2025-01-31' });
    expect(result.rowCount).toBe(1);
    const rows = parse(file.rawPayload, { bom: true }) as string[][];
    expect(rows.at(-1)![0]).toBe('Total');
    const bad = await w.call('owner', 'POST', `/orgs/${org}/reports/punches/export?format=pdf`, params);
    expect(bad.statusCode).toBe(400);
  });
});
