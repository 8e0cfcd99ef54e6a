import { sql } from 'kysely';
import { PERMISSIONS } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { addMember, bearer, createOrg, createTestApp, createUser, json, signInToken } from '../../test/test-app';
import { ALREADY_MEMBER, GRANT_OWN_ONLY } from './invitations.service';
import { lastMailTo, linkToken, mailsTo } from '../../test/kits/identity-testing';

type OrgUserRow = { orgUserId: number; emailAddress: string; orgUserAccepted: boolean; permissions: string[]; invitedAt: string | null };

describe('invitations, accept and the org users list', async () => {
  const { app, db } = await createTestApp({ PUBLIC_URL: 'https://console.example/' });
  const org = await createOrg(db, 'Invite Co');
  const admin = await createUser(db, { email: 'admin@example.com', name: 'Ada Admin' });
  await addMember(db, org, admin, ['edit_org_users', 'view_reports', 'edit_employees']);
  const viewer = await createUser(db, { email: 'viewer@example.com' });
  await addMember(db, org, viewer, ['view_reports']);
  const adminToken = await signInToken(app, 'admin@example.com');
  const invite = (payload: object, token = adminToken) =>
    app.inject({ method: 'POST', url: `/api/orgs/${org}/invitations`, payload, headers: bearer(token) });

  it('invites a new person: an unverified user, an org user not yet accepted, and a mail with both links', async () => {
    const response = await invite({ email: 'newbie@example.com', name: 'New Bie', permissions: ['view_reports'] });
    expect(response.statusCode).toBe(200);
    const { result } = json<{ result: OrgUserRow & { newUser: boolean; emailVerified: boolean } }>(response);
    expect(result).toMatchObject({
      emailAddress: 'newbie@example.com',
      orgUserAccepted: false,
      permissions: ['view_reports'],
      newUser: true,
      emailVerified: false,
    });
    expect(result.invitedAt).not.toBeNull();
    const mail = await lastMailTo(db, 'newbie@example.com');
    expect(mail.subject).toContain('Ada Admin invited you to Invite Co');
    expect(mail.text_body).toContain(`https://console.example/orgs/${org}/accept`);
    // The new person chooses a password through the mailed link, which also verifies the email.
    const token = linkToken(mail.text_body, '/reset-password');
    expect(
      (await app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, newPassword: 'my own password' } })).statusCode,
    ).toBe(200);
    const newbieToken = await signInToken(app, 'newbie@example.com', 'my own password');
    const before = json<{ results: { id: number; orgUserAccepted: boolean }[] }>(
      await app.inject({ url: '/api/manage/orgs', headers: bearer(newbieToken) }),
    );
    expect(before.results).toEqual([expect.objectContaining({ id: org, orgUserAccepted: false })]);
    const accepted = await app.inject({ method: 'POST', url: `/api/manage/orgs/${org}/accept`, headers: bearer(newbieToken) });
    expect(json(accepted)).toEqual({ results: [expect.objectContaining({ id: org, orgUserAccepted: true })] });
    const invitation = await db
      .selectFrom('org_invitations')
      .select(['accepted_at', 'invited_by_user_id'])
      .where('email', '=', 'newbie@example.com')
      .executeTakeFirstOrThrow();
    expect(invitation.invited_by_user_id).toBe(admin);
    expect(invitation.accepted_at).not.toBeNull();
  });

  it('takes several invitations of the same new person at once: one user, one pending org user', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => invite({ email: 'Twice@Example.com', name: 'Twice', permissions: ['view_reports'] })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const users = await db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, '=', 'twice@example.com')
      .execute();
    expect(users).toHaveLength(1);
    const members = await db.selectFrom('org_users').select('id').where('user_id', '=', users[0]!.id).execute();
    expect(members).toHaveLength(1);
  });

  it('invites an existing user without a password link, and refuses a second invitation once accepted', async () => {
    await createUser(db, { email: 'known@example.com' });
    const response = await invite({ email: 'KNOWN@example.com', name: 'Ignored', permissions: [] });
    expect(json<{ result: { newUser: boolean } }>(response).result.newUser).toBe(false);
    expect((await lastMailTo(db, 'known@example.com')).text_body).not.toContain('/reset-password');
    const knownToken = await signInToken(app, 'known@example.com');
    await app.inject({ method: 'POST', url: `/api/manage/orgs/${org}/accept`, headers: bearer(knownToken) });
    const again = await invite({ email: 'known@example.com', name: 'Known', permissions: [] });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({ email: [ALREADY_MEMBER] });
  });

  it('refuses invitations without edit_org_users, with unknown or unheld permissions, and bad input, changing nothing', async () => {
    const viewerToken = await signInToken(app, 'viewer@example.com');
    expect((await invite({ email: 'x1@example.com', name: 'X', permissions: [] }, viewerToken)).statusCode).toBe(403);
    const escalate = await invite({ email: 'x2@example.com', name: 'X', permissions: ['manage_subscription'] });
    expect(json(escalate)).toEqual({ detail: GRANT_OWN_ONLY });
    const unknown = await invite({ email: 'x3@example.com', name: 'X', permissions: ['be_god'] });
    expect(unknown.statusCode).toBe(400);
    const bad = await invite({ email: 'nope', permissions: [] });
    expect(Object.keys(json(bad)).sort()).toEqual(['email', 'name']);
    for (const email of ['x1@example.com', 'x2@example.com', 'x3@example.com']) {
      expect(await mailsTo(db, email)).toHaveLength(0);
      expect(await db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(0);
    }
  });

  it('refuses to accept an organization the user was not invited to', async () => {
    const stranger = await signInToken(app, 'viewer@example.com');
    const other = await createOrg(db, 'Elsewhere');
    const response = await app.inject({ method: 'POST', url: `/api/manage/orgs/${other}/accept`, headers: bearer(stranger) });
    expect(response.statusCode).toBe(403);
  });

  it('lists org users for edit_org_users only, searchable and paged', async () => {
    const list = json<{ results: OrgUserRow[]; cursor?: string }>(
      await app.inject({ url: `/api/orgs/${org}/org-users?limit=2`, headers: bearer(adminToken) }),
    );
    expect(list.results).toHaveLength(2);
    expect(list.cursor).toBeTypeOf('string');
    const next = json<{ results: OrgUserRow[] }>(
      await app.inject({ url: `/api/orgs/${org}/org-users?limit=2&cursor=${list.cursor}`, headers: bearer(adminToken) }),
    );
    expect(next.results.map((r) => r.orgUserId)).not.toContain(list.results[0]!.orgUserId);
    const search = json<{ results: OrgUserRow[] }>(
      await app.inject({ url: `/api/orgs/${org}/org-users?searchText=newbie`, headers: bearer(adminToken) }),
    );
    expect(search.results.map((r) => r.emailAddress)).toEqual(['newbie@example.com']);
    const viewerToken = await signInToken(app, 'viewer@example.com');
    expect((await app.inject({ url: `/api/orgs/${org}/org-users`, headers: bearer(viewerToken) })).statusCode).toBe(403);
  });

  it('issues delegate tokens: claims name and email, verified, bound to the org user, with the grant recorded', async () => {
    const target = await createUser(db, { email: 'delegated@example.com', name: 'Dee Legate', emailVerified: false });
    const targetOrgUser = await addMember(db, org, target, ['view_reports']);
    const response = await app.inject({
      method: 'POST',
      url: `/api/orgs/${org}/delegate-tokens`,
      payload: { orgUserId: targetOrgUser },
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    const { result } = json<{ result: { token: string; userName: string; emailAddress: string } }>(response);
    expect(result).toMatchObject({ userName: 'Dee Legate', emailAddress: 'delegated@example.com' });
    const delegate = { authorization: `Delegate ${result.token}` };
    const profile = json(await app.inject({ url: '/api/user-profile', headers: delegate }));
    expect(profile).toMatchObject({ userId: target, userName: 'Dee Legate', emailVerified: true });
    const session = json<{ orgUserId: number; permissions: string[] }>(
      await app.inject({ url: `/api/orgs/${org}/session`, headers: delegate }),
    );
    expect(session).toMatchObject({ orgUserId: targetOrgUser, permissions: ['view_reports'] });
    const orgs = json<{ results: { id: number }[] }>(await app.inject({ url: '/api/manage/orgs?all=yes', headers: delegate }));
    expect(orgs.results.map((o) => o.id)).toEqual([org]);
    const grant = await db.selectFrom('delegate_grants').selectAll().where('org_user_id', '=', targetOrgUser).executeTakeFirstOrThrow();
    expect(grant.issued_by_user_id).toBe(admin);
    // Personal actions stay with the person.
    const put = await app.inject({ method: 'PUT', url: '/api/user-profile', payload: { name: 'Hijack' }, headers: delegate });
    expect(put.statusCode).toBe(401);
    expect(json(put).code).toMatch(/^auth\//);
    // Org-access tokens made from a delegate token stay in delegate mode.
    const orgToken = json<{ jwt: string }>(
      await app.inject({ method: 'POST', url: `/api/create-org-access-token?orgId=${org}`, payload: { token: result.token } }),
    );
    expect((await app.inject({ url: `/api/orgs/${org}/session`, headers: bearer(orgToken.jwt) })).statusCode).toBe(200);
  });

  it('refuses delegation without edit_org_users, to a stronger user and to a user of another organization', async () => {
    const owner = await createUser(db, { email: 'owner@example.com' });
    const ownerOrgUser = await addMember(db, org, owner, [...PERMISSIONS]);
    const stronger = await app.inject({
      method: 'POST',
      url: `/api/orgs/${org}/delegate-tokens`,
      payload: { orgUserId: ownerOrgUser },
      headers: bearer(adminToken),
    });
    expect(stronger.statusCode).toBe(403);
    const viewerToken = await signInToken(app, 'viewer@example.com');
    const noRight = await app.inject({
      method: 'POST',
      url: `/api/orgs/${org}/delegate-tokens`,
      payload: { orgUserId: ownerOrgUser },
      headers: bearer(viewerToken),
    });
    expect(noRight.statusCode).toBe(403);
    const elsewhere = await createOrg(db, 'Far Away');
    const farUser = await addMember(db, elsewhere, viewer, ['view_reports']);
    const foreign = await app.inject({
      method: 'POST',
      url: `/api/orgs/${org}/delegate-tokens`,
      payload: { orgUserId: farUser },
      headers: bearer(adminToken),
    });
    expect(foreign.statusCode).toBe(400);
    expect(await db.selectFrom('delegate_grants').select('id').where('org_user_id', 'in', [ownerOrgUser, farUser]).execute()).toHaveLength(
      0,
    );
  });
});
