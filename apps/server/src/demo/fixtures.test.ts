import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signInToken } from '../../test/test-app';
import { loadFixtures, type Fixtures } from './fixtures';

const fixtures: Fixtures = {
  distributors: [{ key: 'acme', name: 'Acme Resellers', consoleName: 'AcmeTime' }],
  organizations: [
    { key: 'a', name: 'Alpha', workers: ['Ann Able', 'Bo Brown'] },
    { key: 'w', name: 'White Label Co', distributor: 'acme', expireInDays: 3, subscriptionState: 'trial' },
    { key: 't', name: 'Two Factor Co', requireTwoFactor: true },
    {
      key: 'r',
      name: 'Restricted Co',
      departments: ['Bakery'],
      orgUnits: ['North', 'South'],
      labels: ['Forklift'],
      settings: { pinLengthMin: 4, pinLengthMax: 6 },
      workers: [
        { name: 'Cy North', orgUnit: 'North', department: 'Bakery', labels: ['Forklift'], employeeNumber: 'N1' },
        { name: 'Di South', orgUnit: 'South' },
        { name: 'Ed Gone', orgUnit: 'North', active: false },
      ],
    },
  ],
  users: [
    {
      email: 'fix@example.com',
      name: 'Fix',
      password: 'fixture password',
      memberships: [
        { org: 'a', permissions: ['view_reports'], messages: [{ title: 'Hello' }] },
        { org: 'w', permissions: ['edit_employees'] },
        { org: 't', permissions: ['view_reports'] },
        { org: 'r', permissions: ['edit_employees'] },
      ],
    },
    {
      email: 'north@example.com',
      name: 'North Manager',
      password: 'fixture password',
      memberships: [{ org: 'r', permissions: ['edit_employees'], allowedOrgUnits: ['North'] }],
    },
    {
      email: 'totp@example.com',
      name: 'Totp',
      password: 'fixture password',
      totpSecret: 'JBSWY3DPEHPK3PXP',
      memberships: [{ org: 't', permissions: [] }],
    },
  ],
};

describe('fixtures file', async () => {
  const { app, db } = await createTestApp();

  it('creates organizations, users, memberships and workers once', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'pl-fix-')), 'fixtures.json');
    writeFileSync(file, JSON.stringify(fixtures));
    expect(await loadFixtures(db, file, Date.now())).toBe(true);
    expect(await loadFixtures(db, file, Date.now())).toBe(false);
    const token = await signInToken(app, 'fix@example.com', 'fixture password');
    const orgs = json<{ results: { id: number; name: string }[] }>(
      await app.inject({ url: '/api/manage/orgs', headers: bearer(token) }),
    ).results;
    expect(orgs.map((o) => o.name)).toEqual(['Alpha', 'Restricted Co', 'Two Factor Co', 'White Label Co']);
    const alpha = json<{ activeWorkers: number }>(await app.inject({ url: `/api/orgs/${orgs[0]!.id}/session`, headers: bearer(token) }));
    expect(alpha.activeWorkers).toBe(2);
    const { orgUserId } = json<{ orgUserId: number }>(
      await app.inject({ url: `/api/orgs/${orgs[0]!.id}/session`, headers: bearer(token) }),
    );
    const bell = await app.inject({
      url: `/api/orgs/${orgs[0]!.id}/users/${orgUserId}/messages?limit=10&multiOrg=no`,
      headers: bearer(token),
    });
    expect(json<{ supplementalData: { unreadCount: number } }>(bell).supplementalData.unreadCount).toBe(1);
    const white = json<{ consoleName: string; subscriptionState: string; expireDate: string }>(
      await app.inject({ url: `/api/orgs/${orgs.find((o) => o.name === 'White Label Co')!.id}/session`, headers: bearer(token) }),
    );
    expect(white).toMatchObject({ consoleName: 'AcmeTime', subscriptionState: 'trial' });
    expect(white.expireDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('creates departments, org units, labels, workers and settings, and restricts a membership to org units', async () => {
    const workersOf = async (email: string) => {
      const token = await signInToken(app, email, 'fixture password');
      const orgs = json<{ results: { id: number; name: string }[] }>(await app.inject({ url: '/api/manage/orgs', headers: bearer(token) }));
      const orgId = orgs.results.find((o) => o.name === 'Restricted Co')!.id;
      const list = await app.inject({ url: `/api/orgs/${orgId}/employees?active=all`, headers: bearer(token) });
      const session = json<{ pinLengthMin: number; pinLengthMax: number }>(
        await app.inject({ url: `/api/orgs/${orgId}/session`, headers: bearer(token) }),
      );
      return { session, rows: json<{ results: Record<string, unknown>[] }>(list).results };
    };
    const all = await workersOf('fix@example.com');
    expect(all.session).toMatchObject({ pinLengthMin: 4, pinLengthMax: 6 });
    expect(all.rows.map((r) => [r.firstName, r.active])).toEqual([
      ['Ed', false],
      ['Cy', true],
      ['Di', true],
    ]);
    const cy = all.rows.find((r) => r.firstName === 'Cy')!;
    expect(cy).toMatchObject({ lastName: 'North', employeeNumber: 'N1' });
    expect(cy.departmentId).toEqual(expect.any(Number));
    expect(cy.labelIds).toEqual([expect.any(Number)]);
    const north = await workersOf('north@example.com');
    expect(north.rows.map((r) => r.firstName)).toEqual(['Ed', 'Cy']);
  });

  it('sets the login requirement and a confirmed TOTP enrolment', async () => {
    const token = await signInToken(app, 'fix@example.com', 'fixture password');
    const orgs = json<{ results: { name: string; orgUserMeetsAuthRuleRequirements: boolean }[] }>(
      await app.inject({ url: '/api/manage/orgs', headers: bearer(token) }),
    ).results;
    expect(orgs.find((o) => o.name === 'Two Factor Co')?.orgUserMeetsAuthRuleRequirements).toBe(false);
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'totp@example.com', password: 'fixture password' },
    });
    expect(json<{ result: { totpRequired: boolean } }>(login).result.totpRequired).toBe(true);
  });
});
