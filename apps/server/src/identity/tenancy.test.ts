import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addMember, bearer, createOrg, createTestApp, createUser, json, signInToken } from '../../test/test-app';
import { readTenant, writeTenant } from '../db/tenant';

// The cross-tenant matrix: a full administrator of A, with A's tokens, asks for B's things.
describe('tenancy: organization A never reaches organization B', async () => {
  const { app, db } = await createTestApp();
  const orgA = await createOrg(db, 'Alpha', { features: ['punch_codes'] });
  const orgB = await createOrg(db, 'Beta', { features: ['punch_codes'] });
  const admin = await createUser(db, { email: 'a-admin@example.com' });
  await addMember(db, orgA, admin, ['edit_org_users', 'edit_settings', 'manage_subscription', 'view_reports']);
  const bUser = await createUser(db, { email: 'b-user@example.com' });
  const bOrgUser = await addMember(db, orgB, bUser, ['view_reports']);
  const identity = await signInToken(app, 'a-admin@example.com');
  const orgToken = json<{ jwt: string }>(
    await app.inject({ method: 'POST', url: `/api/create-org-access-token?orgId=${orgA}`, payload: { token: identity } }),
  ).jwt;
  const bAsA = (await db.selectFrom('org_users').select('id').where('user_id', '=', admin).executeTakeFirstOrThrow()).id;

  const calls: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }[] = [
    { method: 'GET', url: `/api/orgs/${orgB}/session` },
    { method: 'GET', url: `/api/orgs/${orgB}/org-users` },
    { method: 'POST', url: `/api/orgs/${orgB}/invitations`, payload: { email: 'smuggled@example.com', name: 'S', permissions: [] } },
    { method: 'POST', url: `/api/orgs/${orgB}/delegate-tokens`, payload: { orgUserId: bOrgUser } },
    { method: 'PUT', url: `/api/orgs/${orgB}/settings`, payload: { punchCodeMode: 'required' } },
    { method: 'PUT', url: `/api/orgs/${orgB}/auth-policy`, payload: { requireTwoFactor: false } },
    { method: 'GET', url: `/api/orgs/${orgB}/auth-policy` },
    { method: 'POST', url: `/api/orgs/${orgB}/sign-up-wizard`, payload: { payPeriodType: 'week', payPeriodStarts: 1 } },
    { method: 'POST', url: `/api/manage/orgs/${orgB}/accept` },
  ];

  for (const tokenKind of ['identity', 'org-access'] as const) {
    it(`refuses every call on B with A's ${tokenKind} token and changes nothing`, async () => {
      const token = tokenKind === 'identity' ? identity : orgToken;
      for (const call of calls) {
        const response = await app.inject({ ...call, headers: bearer(token) });
        // accept is personal (identity token only): an org-access token gets an auth/ 401 instead.
        const expected = tokenKind === 'org-access' && call.url.endsWith('/accept') ? 401 : 403;
        expect({ url: call.url, status: response.statusCode }).toEqual({ url: call.url, status: expected });
      }
      const b = await db
        .selectFrom('organizations')
        .select(['settings', 'subscription_state'])
        .where('id', '=', orgB)
        .executeTakeFirstOrThrow();
      expect(b.settings).toEqual({});
      expect(await db.selectFrom('users').select('id').where('email', '=', 'smuggled@example.com').execute()).toEqual([]);
      expect(await db.selectFrom('delegate_grants').select('id').execute()).toEqual([]);
      const summary = json<{ results: unknown[] }>(await app.inject({ url: `/api/manage/orgs/${orgB}`, headers: bearer(token) }));
      expect(summary.results).toEqual([]);
    });
  }

  it("refuses A's delegate token for B's org user even with a forged path", async () => {
    const { result } = json<{ result: { token: string } }>(
      await app.inject({
        method: 'POST',
        url: `/api/orgs/${orgA}/delegate-tokens`,
        payload: { orgUserId: bAsA },
        headers: bearer(identity),
      }),
    );
    const response = await app.inject({ url: `/api/orgs/${orgB}/session`, headers: { authorization: `Delegate ${result.token}` } });
    expect(response.statusCode).toBe(403);
  });

  it('keeps invitations and delegate grants behind row-level security (a query without where)', async () => {
    await app.inject({
      method: 'POST',
      url: `/api/orgs/${orgA}/invitations`,
      payload: { email: 'invitee@example.com', name: 'I', permissions: [] },
      headers: bearer(identity),
    });
    await db
      .insertInto('org_invitations')
      .values({ org_id: orgB, org_user_id: bOrgUser, email: 'b@example.com', invited_by_user_id: bUser })
      .execute();
    const seenByA = await readTenant(db, orgA, (trx) => sql<{ email: string }>`select email from org_invitations`.execute(trx));
    expect(seenByA.rows.map((r) => r.email)).toEqual(['invitee@example.com']);
    const grantsByB = await readTenant(db, orgB, (trx) => trx.selectFrom('delegate_grants').select('org_id').execute());
    expect(grantsByB).toEqual([]);
    await expect(
      writeTenant(db, orgA, (trx) =>
        trx
          .insertInto('delegate_grants')
          .values({ org_id: orgB, org_user_id: bOrgUser, issued_by_user_id: admin, expires_at: new Date() })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
  });
});
