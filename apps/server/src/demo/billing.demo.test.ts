import { describe, expect, it } from 'vitest';
import { createOrg, createTestApp } from '../../test/test-app';
import { seedDemoBilling } from './billing.demo';

describe('the demo subscription', async () => {
  const { db } = await createTestApp();

  it('is active on the Standard plan with three months of paid invoices and this month’s open', async () => {
    const orgId = await createOrg(db, 'Demo Co');
    const now = Date.UTC(2026, 10, 27, 17); // 12:00 in New York
    expect(await seedDemoBilling(db, orgId, now)).toEqual({ invoices: 4, paid: 3 });
    const org = await db
      .selectFrom('organizations')
      .select(['subscription_state', 'active', 'max_users', 'max_devices', 'plan_id'])
      .where('id', '=', orgId)
      .executeTakeFirstOrThrow();
    expect(org).toEqual({ subscription_state: 'active', active: true, max_users: 100, max_devices: 20, plan_id: 'standard' });
    const invoices = await db
      .selectFrom('billing_invoices')
      .select(['period_start', 'status', 'total_cents'])
      .where('org_id', '=', orgId)
      .orderBy('period_start')
      .execute();
    expect(invoices).toEqual([
      { period_start: '2026-08-27', status: 'paid', total_cents: 60_000 },
      { period_start: '2026-09-27', status: 'paid', total_cents: 60_000 },
      { period_start: '2026-10-27', status: 'paid', total_cents: 60_000 },
      { period_start: '2026-11-27', status: 'open', total_cents: 60_000 },
    ]);
  });
});
