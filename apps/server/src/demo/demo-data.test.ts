import { describe, expect, it } from 'vitest';
import { createTestApp, json, bearer, signInToken } from '../../test/test-app';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, seedDemoData } from './demo-data';

describe('demo data', async () => {
  const { app, db } = await createTestApp();

  it('creates the demo organization once, with an owner who can sign in and holds every permission', async () => {
    expect(await seedDemoData(db)).toBe(true);
    expect(await seedDemoData(db)).toBe(false);
    expect(await db.selectFrom('organizations').select('id').execute()).toHaveLength(1);
    const token = await signInToken(app, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
    const orgs = json<{ results: { id: number }[] }>(await app.inject({ url: '/api/manage/orgs', headers: bearer(token) }));
    const session = json<{ permissions: string[]; activeWorkers: number }>(
      await app.inject({ url: `/api/orgs/${orgs.results[0]!.id}/session`, headers: bearer(token) }),
    );
    expect(session.permissions).toContain('manage_subscription');
    expect(session.activeWorkers).toBeGreaterThan(3);
    expect(await db.selectFrom('departments').select('name').execute()).toHaveLength(3);
  });
});
