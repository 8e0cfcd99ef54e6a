import type { ReportRunSummary, ReportTemplate } from '@punchline/contracts';
import { localFromEpoch } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signInToken } from '../../test/test-app';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, DEMO_PAYROLL, demoOrgId, seedDemoData } from './demo-data';
import { DEMO_ROUNDING_CHECK, DEMO_WEEKLY_TOTALS, seedDemoReports } from './reports.demo';

// The demo's memorized reports (issue 32), seeded on the demo organization without its clock
// activity (the replay is activity.demo's subject): what Reports → memorized then shows.

describe('demo reports', async () => {
  const { app, db } = await createTestApp();
  await seedDemoData(db);
  const orgId = await demoOrgId(db);
  // Wednesday 2026-11-25 10:00 in New York.
  const now = Date.parse('2026-11-25T15:00:00Z') / 1000;
  const started = performance.now();
  const seeded = await seedDemoReports(db, orgId, now);
  const took = performance.now() - started;
  const owner = await signInToken(app, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
  const payroll = await signInToken(app, DEMO_PAYROLL.email, DEMO_PAYROLL.password);
  const get = async <T>(url: string, token = owner) =>
    json<T>(await app.inject({ url: `/api/orgs/${orgId}/${url}`, headers: bearer(token) }));

  it('has the weekly totals scheduled for Monday 07:00 as XLSX, and the rounding check, both shared with payroll', async () => {
    expect(seeded).toEqual({ templates: 2, runs: 3 });
    const { results } = await get<{ results: ReportTemplate[] }>('reports/templates');
    expect(results.map((t) => [t.name, t.report])).toEqual([
      [DEMO_ROUNDING_CHECK, 'raw-punch-totals'],
      [DEMO_WEEKLY_TOTALS, 'totals'],
    ]);
    const weekly = results.find((t) => t.name === DEMO_WEEKLY_TOTALS)!;
    expect(weekly.schedule).toMatchObject({ frequency: 'weekly', weekday: 2, format: 'xlsx', recipients: [] });
    expect(localFromEpoch(Date.parse(weekly.nextRunAt!) / 1000, 'America/New_York')).toBe('2026-11-30T07:00');
    const shared = await get<{ results: ReportTemplate[] }>('reports/templates', payroll);
    expect(shared.results.map((t) => t.mine)).toEqual([false, false]);
  });

  it('keeps the totals of the last three pay periods, the newest as the weekly totals’ last run, quickly', async () => {
    const { results } = await get<{ results: ReportRunSummary[] }>('reports/runs?report=totals');
    expect(results).toHaveLength(3);
    // Weekly periods from Sunday: the three weeks before the one holding Wednesday 2026-11-25.
    expect(results.map((r) => [r.params.from, r.params.to])).toEqual([
      ['2026-11-15', '2026-11-21'],
      ['2026-11-08', '2026-11-14'],
      ['2026-11-01', '2026-11-07'],
    ]);
    expect(results.every((r) => r.state === 'done' && r.cutoff === '2026-11-25T15:00:00.000Z')).toBe(true);
    const templates = await get<{ results: ReportTemplate[] }>('reports/templates');
    expect(templates.results.find((t) => t.name === DEMO_WEEKLY_TOTALS)!.lastRun?.id).toBe(results[0]!.id);
    expect(took).toBeLessThan(10_000);
  });
});
