import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { addMember, createOrg, createTestApp, createUser, signInToken } from '../../test/test-app';

// JSON answers of 1 KB or more go out compressed as the client accepts (issue 37, the
// dashboard's first screen); small ones, and clients that accept none, get them as they are.

describe('compressed answers', async () => {
  const { app, db } = await createTestApp();
  const orgId = await createOrg(db, 'Zip Works');
  await addMember(db, orgId, await createUser(db, { email: 'zip-owner@example.com' }), ['edit_employees']);
  // A list of 60 departments: an answer of several KB, like any console list.
  await sql`insert into departments (org_id, name) select ${orgId}, 'Department number ' || n from generate_series(1, 60) n`.execute(db);
  const token = await signInToken(app, 'zip-owner@example.com');
  const get = (url: string, encoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: {
        ...(encoding ? { 'accept-encoding': encoding } : {}),
        ...(url.startsWith('/api/orgs') ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  const list = `/api/orgs/${orgId}/departments?limit=100`;
  const plain = await get(list);

  it('sends a large JSON answer with brotli, else gzip, as the client accepts', async () => {
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(list, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gzip = await get(list, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small answers as they are', async () => {
    const health = await get('/healthz', 'gzip, br');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});
