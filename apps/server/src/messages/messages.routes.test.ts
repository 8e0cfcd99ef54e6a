import { describe, expect, it } from 'vitest';
import { addMember, bearer, createOrg, createTestApp, createUser, json, signInToken } from '../../test/test-app';

type List = { results: { id: number; title: string; orgName: string }[]; supplementalData: { unreadCount: number } };

describe('notification messages', async () => {
  const { app, db } = await createTestApp();
  const orgA = await createOrg(db, 'Alpha');
  const orgB = await createOrg(db, 'Beta');
  const ann = await createUser(db, { email: 'ann@example.com' });
  const annA = await addMember(db, orgA, ann, ['view_reports']);
  const annB = await addMember(db, orgB, ann, ['view_reports']);
  const bob = await createUser(db, { email: 'bob@example.com' });
  const bobA = await addMember(db, orgA, bob, ['view_reports']);
  const say = (org_id: number, org_user_id: number, user_id: number, title: string, unread = true) =>
    db.insertInto('notification_messages').values({ org_id, org_user_id, user_id, title, unread }).execute();
  await say(orgA, annA, ann, 'A1');
  await say(orgA, annA, ann, 'A2', false);
  await say(orgB, annB, ann, 'B1');
  await say(orgA, bobA, bob, 'for Bob');
  const token = await signInToken(app, 'ann@example.com');
  const list = (orgId: number, orgUserId: number, query = '') =>
    app.inject({ url: `/api/orgs/${orgId}/users/${orgUserId}/messages${query}`, headers: bearer(token) });

  it("lists the user's messages in this organization, newest first, with the unread count", async () => {
    const body = json<List>(await list(orgA, annA, '?limit=10&multiOrg=no'));
    expect(body.results.map((m) => m.title)).toEqual(['A2', 'A1']);
    expect(body.supplementalData.unreadCount).toBe(1);
  });

  it('lists messages of every organization with multiOrg=yes, honouring the limit', async () => {
    const all = json<List>(await list(orgA, annA, '?multiOrg=yes'));
    expect(all.results.map((m) => m.title).sort()).toEqual(['A1', 'A2', 'B1']);
    expect(all.supplementalData.unreadCount).toBe(2);
    expect(json<List>(await list(orgA, annA, '?multiOrg=yes&limit=1')).results).toHaveLength(1);
  });

  it("refuses another user's messages and a foreign organization", async () => {
    expect((await list(orgA, bobA)).statusCode).toBe(403);
    const stranger = await createOrg(db, 'Gamma');
    expect((await list(stranger, annA)).statusCode).toBe(403);
  });

  it('marks a message read and unread, counting it in and out of the unread total', async () => {
    const [a1] = json<List>(await list(orgA, annA)).results.filter((m) => m.title === 'A1');
    const read = await app.inject({
      method: 'POST',
      url: `/api/orgs/${orgA}/users/${annA}/messages/${a1!.id}/read`,
      headers: bearer(token),
    });
    expect(read.statusCode).toBe(200);
    expect(json<{ result: { unread: boolean } }>(read).result.unread).toBe(false);
    expect(json<List>(await list(orgA, annA)).supplementalData.unreadCount).toBe(0);
    await app.inject({ method: 'POST', url: `/api/users/${ann}/messages/${a1!.id}/unread`, headers: bearer(token) });
    expect(json<List>(await list(orgA, annA)).supplementalData.unreadCount).toBe(1);
  });

  it("deletes the user's own message, and answers 404 for someone else's", async () => {
    await say(orgA, annA, ann, 'to delete');
    const mine = json<List>(await list(orgA, annA)).results.find((m) => m.title === 'to delete')!;
    const gone = await app.inject({ method: 'DELETE', url: `/api/orgs/${orgA}/users/${annA}/messages/${mine.id}`, headers: bearer(token) });
    expect(gone.statusCode).toBe(204);
    expect(json<List>(await list(orgA, annA)).results.map((m) => m.title)).not.toContain('to delete');
    const bobs = await db.selectFrom('notification_messages').select('id').where('user_id', '=', bob).executeTakeFirstOrThrow();
    const refused = await app.inject({ method: 'DELETE', url: `/api/users/${ann}/messages/${bobs.id}`, headers: bearer(token) });
    expect(refused.statusCode).toBe(404);
    expect(await db.selectFrom('notification_messages').select('id').where('id', '=', bobs.id).execute()).toHaveLength(1);
  });

  it('lists every organization under the user path, and refuses another user path', async () => {
    const all = json<List>(await app.inject({ url: `/api/users/${ann}/messages?limit=10`, headers: bearer(token) }));
    expect(new Set(all.results.map((m) => m.orgName))).toEqual(new Set(['Alpha', 'Beta']));
    expect((await app.inject({ url: `/api/users/${bob}/messages`, headers: bearer(token) })).statusCode).toBe(403);
  });

  it('keeps a delegate in the delegating organization: no messages of the person elsewhere', async () => {
    const boss = await createUser(db, { email: 'boss@example.com' });
    await addMember(db, orgA, boss, ['edit_org_users', 'view_reports']);
    const issued = await app.inject({
      method: 'POST',
      url: `/api/orgs/${orgA}/delegate-tokens`,
      payload: { orgUserId: annA },
      headers: bearer(await signInToken(app, 'boss@example.com')),
    });
    const delegate = { authorization: `Delegate ${json<{ result: { token: string } }>(issued).result.token}` };
    const titles = async (url: string) => json<List>(await app.inject({ url, headers: delegate })).results.map((m) => m.title);
    // Ann's own token sees B1 both ways (her inbox is hers); her delegate sees only Alpha's.
    expect((await titles(`/api/orgs/${orgA}/users/${annA}/messages?multiOrg=yes`)).sort()).toEqual(['A1', 'A2']);
    expect((await titles(`/api/users/${ann}/messages`)).sort()).toEqual(['A1', 'A2']);
    const own = json<List>(await app.inject({ url: `/api/users/${ann}/messages`, headers: bearer(token) }));
    expect(own.results.map((m) => m.title)).toContain('B1');
  });
});
