import { FEATURES, PERMISSIONS } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { addMember, bearer, createOrg, createTestApp, createUser, json, signInToken } from '../../test/test-app';
import { lastMailTo } from '../../test/kits/identity-testing';
import { APP_ADMIN_ONLY, SUDO_ONLY } from './require-sudo';

describe('sudo area and white-label partners', async () => {
  const { app, db } = await createTestApp();
  const alpha = await createOrg(db, 'Alpha Foods');
  const beta = await createOrg(db, 'Beta Builders');
  const ann = await createUser(db, { email: 'ann@example.com', name: 'Ann' });
  await addMember(db, alpha, ann, ['view_reports']);
  await addMember(db, beta, ann, ['edit_employees']);
  await createUser(db, { email: 'sue@example.com', sudoType: 'staff' });
  const sue = await signInToken(app, 'sue@example.com');
  const annToken = await signInToken(app, 'ann@example.com');

  it('lists and searches every organization for sudo users only', async () => {
    const all = json<{ results: { name: string; orgUserCount: number }[] }>(
      await app.inject({ url: '/api/sudo/orgs', headers: bearer(sue) }),
    );
    expect(all.results.map((o) => [o.name, o.orgUserCount])).toEqual([
      ['Alpha Foods', 1],
      ['Beta Builders', 1],
    ]);
    const found = json<{ results: { id: number }[] }>(await app.inject({ url: '/api/sudo/orgs?searchText=beta', headers: bearer(sue) }));
    expect(found.results.map((o) => o.id)).toEqual([beta]);
    const refused = await app.inject({ url: '/api/sudo/orgs', headers: bearer(annToken) });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ detail: SUDO_ONLY });
  });

  it('searches org users across organizations by user or organization, paged', async () => {
    const page1 = json<{ results: { orgName: string; emailAddress: string }[]; cursor?: string }>(
      await app.inject({ url: '/api/sudo/org-users?searchText=ann&limit=1', headers: bearer(sue) }),
    );
    expect(page1.results).toHaveLength(1);
    const page2 = json<{ results: { orgName: string }[]; cursor?: string }>(
      await app.inject({ url: `/api/sudo/org-users?searchText=ann&limit=1&cursor=${page1.cursor}`, headers: bearer(sue) }),
    );
    expect([page1.results[0]!.orgName, page2.results[0]!.orgName].sort()).toEqual(['Alpha Foods', 'Beta Builders']);
    expect(page2.cursor).toBeUndefined();
    const byOrg = json<{ results: { orgName: string }[] }>(
      await app.inject({ url: '/api/sudo/org-users?searchText=Beta', headers: bearer(sue) }),
    );
    expect(byOrg.results.map((r) => r.orgName)).toEqual(['Beta Builders']);
    expect((await app.inject({ url: '/api/sudo/org-users', headers: bearer(annToken) })).statusCode).toBe(403);
  });

  it('shows the mail outbox to sudo users only', async () => {
    await app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email: 'ann@example.com' } });
    await lastMailTo(db, 'ann@example.com'); // written just after the answer
    const outbox = json<{ results: { to: string; subject: string }[] }>(
      await app.inject({ url: '/api/sudo/mail-outbox?searchText=ann@', headers: bearer(sue) }),
    );
    // Without SMTP the outbox is where mails stay: never sent, never due.
    expect(outbox.results[0]).toMatchObject({
      to: 'ann@example.com',
      subject: 'Reset your Punchline password',
      sentAt: null,
      attempts: 0,
      lastError: null,
      nextAttemptAt: null,
    });
    expect((await app.inject({ url: '/api/sudo/mail-outbox', headers: bearer(annToken) })).statusCode).toBe(403);
  });

  it("lets sudo change an organization's features, audited, read by its next session; others are refused", async () => {
    const put = (orgId: number, payload: object, t = sue) =>
      app.inject({ method: 'PUT', url: `/api/sudo/orgs/${orgId}/features`, payload, headers: bearer(t) });
    const session = async () =>
      json<{ features: string[] }>(await app.inject({ url: `/api/orgs/${alpha}/session`, headers: bearer(annToken) })).features;
    expect(await session()).toEqual([]);

    const saved = await put(alpha, { features: ['pto', 'schedule'] });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toEqual({ result: { features: ['schedule', 'pto'] } });
    expect(await session()).toEqual(['schedule', 'pto']);
    const listed = json<{ results: { features: string[] }[] }>(
      await app.inject({ url: '/api/sudo/orgs?searchText=alpha', headers: bearer(sue) }),
    );
    expect(listed.results[0]!.features).toEqual(['schedule', 'pto']);

    const sueId = (await db.selectFrom('users').select('id').where('email', '=', 'sue@example.com').executeTakeFirstOrThrow()).id;
    const trail = await db.selectFrom('audit_events').selectAll().where('kind', '=', 'organization').where('org_id', '=', alpha).execute();
    expect(trail).toEqual([
      expect.objectContaining({
        action: 'update',
        actor_type: 'sudo',
        actor_id: sueId,
        record_id: alpha,
        changes: { features: { before: [], after: ['schedule', 'pto'] } },
      }),
    ]);

    // A member of the organization is not support: refused, and nothing changes.
    const refused = await put(alpha, { features: [...FEATURES] }, annToken);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ detail: SUDO_ONLY });
    expect(await session()).toEqual(['schedule', 'pto']);
    const unknown = await put(alpha, { features: ['schedule', 'teleportation'] });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toHaveProperty('features');
    expect((await put(alpha, { features: ['pto', 'pto'] })).statusCode).toBe(400);
    expect((await put(999_999, { features: [] })).statusCode).toBe(404);
    expect((await put(alpha, { features: 'pto' })).statusCode).toBe(400);
    expect((await put(alpha, {})).statusCode).toBe(400);
    const badId = await app.inject({ method: 'PUT', url: '/api/sudo/orgs/abc/features', payload: { features: [] }, headers: bearer(sue) });
    expect(badId.statusCode).toBe(400);
    expect(await session()).toEqual(['schedule', 'pto']);

    expect(json(await put(alpha, { features: [] }))).toEqual({ result: { features: [] } });
    expect(await session()).toEqual([]);
  });

  it('lets sudo list every organization with the show-all toggle', async () => {
    const own = json<{ results: unknown[] }>(await app.inject({ url: '/api/manage/orgs', headers: bearer(sue) }));
    expect(own.results).toEqual([]);
    const all = json<{ results: { id: number; orgUserId: number | null }[] }>(
      await app.inject({ url: '/api/manage/orgs?all=yes', headers: bearer(sue) }),
    );
    expect(all.results.map((o) => [o.id, o.orgUserId])).toEqual([
      [alpha, null],
      [beta, null],
    ]);
  });

  it('lets app admins run distributors; distributor admins enter their partner organizations without billing', async () => {
    const admin = await createUser(db, { email: 'appadmin@example.com' });
    await db.updateTable('users').set({ is_app_admin: true }).where('id', '=', admin).execute();
    const adminToken = await signInToken(app, 'appadmin@example.com');
    const refused = await app.inject({
      method: 'POST',
      url: '/api/admin/distributors',
      payload: { name: 'X', consoleName: 'X' },
      headers: bearer(annToken),
    });
    expect(json(refused)).toEqual({ detail: APP_ADMIN_ONLY });
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/distributors',
      payload: { name: 'Acme', consoleName: 'AcmeTime', logoUrl: 'https://acme.example/logo.png' },
      headers: bearer(adminToken),
    });
    const distributor = json<{ result: { id: number; trialFeatures: string[] | null } }>(created).result;
    expect(distributor.trialFeatures).toBeNull(); // every feature
    const put = (url: string, payload: object) => app.inject({ method: 'PUT', url, payload, headers: bearer(adminToken) });
    const acme = { name: 'Acme', consoleName: 'AcmeTime', logoUrl: 'https://acme.example/logo.png' };
    const plan = await put(`/api/admin/distributors/${distributor.id}`, { ...acme, trialFeatures: ['pto', 'schedule', 'api'] });
    expect(json(plan)).toMatchObject({ result: { trialFeatures: ['schedule', 'pto', 'api'] } });
    const renamed = await put(`/api/admin/distributors/${distributor.id}`, acme);
    expect(json(renamed)).toMatchObject({ result: { trialFeatures: ['schedule', 'pto', 'api'] } }); // left out: kept
    expect((await put(`/api/admin/distributors/${distributor.id}`, { ...acme, trialFeatures: ['warp'] })).statusCode).toBe(400);
    expect((await put(`/api/admin/orgs/${beta}/distributor`, { distributorId: distributor.id })).statusCode).toBe(200);
    expect((await put(`/api/admin/orgs/${beta}/distributor`, { distributorId: 999_999 })).statusCode).toBe(400);
    const partner = await createUser(db, { email: 'partner@example.com' });
    expect(
      (await put(`/api/admin/users/${partner}/distributor`, { distributorId: distributor.id, isDistributorAdmin: true })).statusCode,
    ).toBe(200);

    const partnerToken = await signInToken(app, 'partner@example.com');
    const session = json<{ consoleName: string; distributorLogoUrl: string; permissions: string[]; orgUserId: number | null }>(
      await app.inject({ url: `/api/orgs/${beta}/session`, headers: bearer(partnerToken) }),
    );
    expect(session).toMatchObject({ consoleName: 'AcmeTime', distributorLogoUrl: 'https://acme.example/logo.png', orgUserId: null });
    expect(session.permissions).toEqual(PERMISSIONS.filter((p) => p !== 'manage_subscription'));
    expect((await app.inject({ url: `/api/orgs/${alpha}/session`, headers: bearer(partnerToken) })).statusCode).toBe(403);
    const all = json<{ results: { id: number }[] }>(await app.inject({ url: '/api/manage/orgs?all=yes', headers: bearer(partnerToken) }));
    expect(all.results.map((o) => o.id)).toEqual([beta]);
    const profile = json(await app.inject({ url: '/api/user-profile', headers: bearer(partnerToken) }));
    expect(profile).toMatchObject({ isDistributorAdmin: true, distributor: 'Acme' });

    // The partner's own sign-ups start their trial with the partner's trial set.
    const signedUp = await app.inject({
      method: 'POST',
      url: '/api/orgs/sign-up',
      payload: { organizationName: 'Acme Client', timezone: 'UTC' },
      headers: bearer(partnerToken),
    });
    const clientId = json<{ results: { id: number }[] }>(signedUp).results[0]!.id;
    const clientSession = json<{ features: string[] }>(
      await app.inject({ url: `/api/orgs/${clientId}/session`, headers: bearer(partnerToken) }),
    );
    expect(clientSession.features).toEqual(['schedule', 'pto', 'api']);
  });
});
