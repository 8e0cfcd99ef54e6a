import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signInToken } from '../../test/test-app';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, demoOrgId, seedDemoData } from './demo-data';
import { demoHolidays, seedDemoTimeOff } from './time-off.demo';

// The demo's time off (issue 20), seeded on the demo organization without its clock activity
// (the replay is activity.demo's subject): what the console then shows.

describe('demo time off', async () => {
  const { app, db } = await createTestApp();
  await seedDemoData(db);
  const orgId = await demoOrgId(db);
  const seeded = await seedDemoTimeOff(db, orgId, Date.parse('2026-11-25T15:00:00Z') / 1000);
  const token = await signInToken(app, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
  const get = async <T>(url: string) => json<T>(await app.inject({ url: `/api/orgs/${orgId}/${url}`, headers: bearer(token) }));

  it('has this and next year’s federal holidays, Thanksgiving on the fourth Thursday', () => {
    expect(demoHolidays(2026)).toEqual([
      ["New Year's Day", '2026-01-01'],
      ['Memorial Day', '2026-05-25'],
      ['Independence Day', '2026-07-04'],
      ['Labor Day', '2026-09-07'],
      ['Thanksgiving', '2026-11-26'],
      ['Christmas Day', '2026-12-25'],
    ]);
  });

  it('makes requests waiting, approved and rejected, and a balance for every worker with its opening line', async () => {
    expect(seeded.requests).toBe(5);
    const requests = await get<{ results: { status: string; amount: number }[] }>('timeoff/requests?limit=50');
    expect(requests.results.map((r) => r.status).sort()).toEqual(['approved', 'pending', 'pending', 'pending', 'rejected']);
    expect(requests.results.every((r) => r.amount > 0)).toBe(true);
    const feed = await get<{ timeOffRequests: { count: number } }>('dashboard/notifications');
    expect(feed.timeOffRequests.count).toBe(3);
    const balances = await get<{ results: { codeName: string; balance: number }[] }>('timeoff/balances?asOf=2026-11-25');
    const vacation = balances.results.filter((b) => b.codeName === 'Vacation');
    expect(vacation.length).toBeGreaterThan(20);
    expect(vacation.every((b) => b.balance >= 8)).toBe(true);
    const entries = await get<{ results: unknown[] }>('timeoff/entries?limit=50');
    expect(entries.results).toHaveLength(3); // the approved request's three days
  });
});
