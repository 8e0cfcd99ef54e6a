import type { PayRun, StaleWorker } from '@punchline/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signInToken } from '../../test/test-app';
import { DEMO_PAYROLL, demoOrgId, seedDemoData } from './demo-data';
import { seedDemoPayroll } from './payroll.demo';

// The demo's payroll, on a demo organization whose clock activity is a few shifts written straight
// into it (the replay of six weeks is activity.demo's subject): three weekly periods paid and
// finalized with an ADP export each, last week's run calculated, and one of its workers stale after
// a corrected clock-out, as the payroll administrator sees them through the API.

describe('demo payroll', async () => {
  const { app, db } = await createTestApp();
  await seedDemoData(db);
  const orgId = await demoOrgId(db);
  // Thursday 26 November 2026, 15:00 in New York: last week is 15-21 November (the demo's weeks start on Sunday).
  const now = Date.parse('2026-11-26T20:00:00Z') / 1000;
  const hourly = await db
    .selectFrom('employees')
    .select('id')
    .where('org_id', '=', orgId)
    .where('is_worker', '=', true)
    .where('pay_type', '=', 'hourly')
    .orderBy('id')
    .limit(2)
    .execute();
  // A 9-to-5 shift on each Tuesday of the four weeks before this one.
  for (const day of ['2026-10-27', '2026-11-03', '2026-11-10', '2026-11-17']) {
    for (const { id } of hourly) {
      await sql`insert into punches (org_id, employee_id, at, original_at, received_at, type, origin)
        values (${orgId}, ${id}, ${`${day}T13:00:00Z`}, ${`${day}T13:00:00Z`}, ${`${day}T13:00:00Z`}, 'in', 'clock'),
               (${orgId}, ${id}, ${`${day}T21:00:00Z`}, ${`${day}T21:00:00Z`}, ${`${day}T21:00:00Z`}, 'out', 'clock')`.execute(db);
    }
  }
  const seeded = await seedDemoPayroll(db, orgId, now);
  const token = await signInToken(app, DEMO_PAYROLL.email, DEMO_PAYROLL.password);
  const get = async <T>(path: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/orgs/${orgId}/${path}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return json<T>(response);
  };

  it('finalizes the earlier periods with an ADP export each and leaves last week calculated with a stale worker', async () => {
    expect(seeded.finalized).toBe(3);
    expect(hourly.map((w) => w.id)).toContain(seeded.staleWorker);
    const { results: runs } = await get<{ results: PayRun[] }>('payroll/runs');
    expect(runs.map((r) => [r.periodStart, r.state])).toEqual([
      ['2026-11-15', 'calculated'],
      ['2026-11-08', 'finalized'],
      ['2026-11-01', 'finalized'],
      ['2026-10-25', 'finalized'],
    ]);
    const [open, lastFinalized] = runs;
    expect(open!.staleWorkers).toBe(1);
    const { results: stale } = await get<{ results: StaleWorker[] }>(`payroll/runs/${open!.id}/stale`);
    expect(stale.map((s) => s.employeeId)).toEqual([seeded.staleWorker]);
    expect(stale[0]!.changes.some((c) => c.part === 'card')).toBe(true);
    // Net pay applies: the statutory deductions are in the finalized runs' totals.
    expect(Number(lastFinalized!.deductions)).toBeGreaterThan(0);
    const { results: exported } = await get<{ results: { format: string; rowCount: number }[] }>(
      `payroll/runs/${lastFinalized!.id}/exports`,
    );
    expect(exported.map((e) => e.format)).toEqual(['adp']);
    expect(exported[0]!.rowCount).toBeGreaterThan(0);
  });
});
