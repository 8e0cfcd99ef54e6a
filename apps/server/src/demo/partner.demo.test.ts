import type { PartnerOrgList } from '@punchline/contracts';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signInToken } from '../../test/test-app';
import { DEMO_PARTNER, seedDemoPartner } from './partner.demo';

const NOW = Date.UTC(2026, 2, 10, 12);

describe('the demo partner', async () => {
  const { app, db } = await createTestApp({}, { clock: { now: () => NOW } });
  const made = await seedDemoPartner(app, db, NOW);

  it("shows its admin three customers in different states, with seats and a month's punches", async () => {
    const token = await signInToken(app, DEMO_PARTNER.email, DEMO_PARTNER.password);
    const distributorId = (await db.selectFrom('distributors').select('id').executeTakeFirstOrThrow()).id;
    const list = json<PartnerOrgList>(await app.inject({ url: `/api/partner/distributors/${distributorId}/orgs`, headers: bearer(token) }));
    expect(list.results.map((o) => [o.name, o.displayMode, o.activeWorkers, o.maxUsers])).toEqual([
      ['Harbor Hardware', 'free_trial', 9, 10],
      ['Maple Street Dental', 'in_app', 0, 8],
      ['Summit Fitness', 'trial_ending', 3, 15],
    ]);
    const harbor = list.results[0]!;
    expect(harbor.punchesLast30Days).toBeGreaterThan(list.results[2]!.punchesLast30Days);
    expect(harbor.lastPunchAt).toBe('2026-03-09T22:30:00.000Z');
    // Harbor's owner accepted (the partner may act as them); the others have not answered yet.
    expect(list.results.map((o) => o.owner?.accepted)).toEqual([true, false, false]);
    expect(made).toHaveLength(3);
  });
});
