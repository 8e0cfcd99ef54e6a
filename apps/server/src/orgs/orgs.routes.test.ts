import { DEFAULT_SESSION_SETTINGS, PERMISSIONS } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { addMember, bearer, createOrg, createTestApp, createUser, json, signInToken } from '../../test/test-app';
import { NO_ORG_PERMISSION } from './org-access';

describe('session and organizations API', async () => {
  const { app, db } = await createTestApp();
  const orgA = await createOrg(db, 'Alpha Foods');
  const orgB = await createOrg(db, 'Beta Builders');
  const orgC = await createOrg(db, 'Gamma Garage');
  const ann = await createUser(db, { email: 'ann@example.com', name: 'Ann Admin' });
  const annInA = await addMember(db, orgA, ann, ['edit_employees', 'view_reports']);
  await addMember(db, orgC, ann, ['view_reports'], false);
  const bob = await createUser(db, { email: 'bob@example.com' });
  await addMember(db, orgB, bob, [...PERMISSIONS]);
  await createUser(db, { email: 'sue@example.com', sudoType: 'staff' });
  const annToken = await signInToken(app, 'ann@example.com');

  it('refuses every call without a valid identity token', async () => {
    for (const url of ['/api/user-profile', '/api/manage/orgs', `/api/orgs/${orgA}/session`]) {
      const none = await app.inject(url);
      expect(none.statusCode).toBe(401);
      const forged = await app.inject({ url, headers: bearer('a.b.c') });
      expect(forged.statusCode).toBe(401);
      expect(json(forged).code).toBe('auth/invalid-token');
    }
  });

  it('returns the user profile fields of the spec', async () => {
    const profile = json(await app.inject({ url: '/api/user-profile', headers: bearer(annToken) }));
    expect(profile).toEqual({
      userId: ann,
      userName: 'Ann Admin',
      emailAddress: 'ann@example.com',
      emailVerified: true,
      userAuthProvider: 'password',
      sudoType: null,
      isAppAdmin: false,
      isDistributorAdmin: false,
      distributor: null,
      countryCode: null,
      userNotificationsEnabled: true,
    });
  });

  it('lists only the organizations the user belongs to, with acceptance state', async () => {
    const list = json<{ results: { id: number; orgUserAccepted: boolean }[] }>(
      await app.inject({ url: '/api/manage/orgs', headers: bearer(annToken) }),
    );
    expect(list.results.map((o) => o.id)).toEqual([orgA, orgC]);
    expect(list.results.map((o) => o.orgUserAccepted)).toEqual([true, false]);
  });

  it('pages the list with an opaque cursor present only while more exist', async () => {
    const first = json<{ results: { id: number }[]; cursor?: string }>(
      await app.inject({ url: '/api/manage/orgs?limit=1', headers: bearer(annToken) }),
    );
    expect(first.results.map((o) => o.id)).toEqual([orgA]);
    expect(first.cursor).toBeTypeOf('string');
    const second = json<{ results: { id: number }[]; cursor?: string }>(
      await app.inject({ url: `/api/manage/orgs?limit=1&cursor=${first.cursor}`, headers: bearer(annToken) }),
    );
    expect(second.results.map((o) => o.id)).toEqual([orgC]);
    expect(second.cursor).toBeUndefined();
  });

  it('refuses a cursor it did not make', async () => {
    const response = await app.inject({ url: '/api/manage/orgs?cursor=not-a-cursor', headers: bearer(annToken) });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ cursor: ['is not valid.'] });
  });

  it('rejects a limit over 500 with a field error', async () => {
    const response = await app.inject({ url: '/api/manage/orgs?limit=501', headers: bearer(annToken) });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json(response))).toEqual(['limit']);
  });

  it('answers manage/orgs/{id} with a results list, empty for a foreign organization', async () => {
    const own = json<{ results: { id: number }[] }>(await app.inject({ url: `/api/manage/orgs/${orgA}`, headers: bearer(annToken) }));
    expect(own.results.map((o) => o.id)).toEqual([orgA]);
    const foreign = json<{ results: unknown[] }>(await app.inject({ url: `/api/manage/orgs/${orgB}`, headers: bearer(annToken) }));
    expect(foreign.results).toEqual([]);
  });

  it('loads the session settings with the spec defaults and the caller rights, and records last access', async () => {
    const before = json<{ results: unknown[] }>(await app.inject({ url: '/api/manage/orgs/last-accessed', headers: bearer(annToken) }));
    expect(before.results).toEqual([]);
    const response = await app.inject({ url: `/api/orgs/${orgA}/session`, headers: bearer(annToken) });
    expect(response.statusCode).toBe(200);
    const session = json(response);
    expect(session).toMatchObject({
      organizationId: orgA,
      organizationName: 'Alpha Foods',
      orgUserId: annInA,
      permissions: ['edit_employees', 'view_reports'],
      fullDayDuration: 480,
      maxDocumentFileSize: 2_000_000,
      scheduledReportMaxAdditionalRecipients: 5,
      employeeSensitivePayClassReadOnly: true,
      consoleName: 'Punchline',
    });
    expect(Object.keys(session)).toEqual(expect.arrayContaining(Object.keys(DEFAULT_SESSION_SETTINGS)));
    const after = json<{ results: { id: number }[] }>(
      await app.inject({ url: '/api/manage/orgs/last-accessed', headers: bearer(annToken) }),
    );
    expect(after.results.map((o) => o.id)).toEqual([orgA]);
  });

  it("refuses another organization's session with the spec message, and a missing one alike", async () => {
    for (const orgId of [orgB, 999_999]) {
      const response = await app.inject({ url: `/api/orgs/${orgId}/session`, headers: bearer(annToken) });
      expect(response.statusCode).toBe(403);
      expect(json(response)).toEqual({ detail: NO_ORG_PERMISSION });
    }
  });

  it('lets a sudo staff user enter any organization with every permission', async () => {
    const token = await signInToken(app, 'sue@example.com');
    const session = json<{ permissions: string[]; orgUserId: number | null }>(
      await app.inject({ url: `/api/orgs/${orgB}/session`, headers: bearer(token) }),
    );
    expect(session.orgUserId).toBeNull();
    expect(session.permissions).toEqual([...PERMISSIONS]);
  });
});
