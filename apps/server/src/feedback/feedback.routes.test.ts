import { describe, expect, it } from 'vitest';
import { addMember, bearer, createOrg, createTestApp, createUser, json, signInToken } from '../../test/test-app';

describe('feedback', async () => {
  const { app, db } = await createTestApp();
  const org = await createOrg(db, 'Alpha');
  const foreign = await createOrg(db, 'Beta');
  const ann = await createUser(db, { email: 'ann@example.com' });
  await addMember(db, org, ann, ['view_reports']);
  const token = await signInToken(app, 'ann@example.com');
  const send = (payload: object) => app.inject({ method: 'POST', url: '/api/feedback', headers: bearer(token), payload });

  it('stores a rating and comments for the operators to read', async () => {
    const response = await send({ rating: 4, comments: '  Clear and quick.  ', orgId: org });
    expect(response.statusCode).toBe(201);
    const row = await db
      .selectFrom('feedback')
      .selectAll()
      .where('id', '=', json<{ result: { id: number } }>(response).result.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: ann, org_id: org, rating: 4, comments: 'Clear and quick.' });
  });

  it('needs a star rating or a comment, and a rating from 1 to 5', async () => {
    const empty = await send({ comments: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(json(empty)).toEqual({ nonFieldErrors: ['Give a star rating or write a comment.'] });
    expect((await send({ rating: 6 })).statusCode).toBe(400);
    expect(await db.selectFrom('feedback').select('id').where('comments', '=', '').execute()).toHaveLength(0);
  });

  it('refuses feedback filed under a foreign organization', async () => {
    expect((await send({ rating: 5, orgId: foreign })).statusCode).toBe(403);
  });
});
