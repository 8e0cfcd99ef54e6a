import Fastify from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addMember, bearer, createOrg, createTestApp, createUser, json, signInToken } from '../../test/test-app';
import { bulkImportMaxRows, RESOURCES, type FieldDef } from '@punchline/contracts';
import { bulkImportBodyLimit, DEFAULT_BODY_LIMIT, maxImportBytes } from './body-limit';
import { registerErrorHandler, VALUE_NOT_STORABLE } from './error-handler';
import { JSON_TOO_DEEP, MAX_JSON_DEPTH } from './json-depth';
import { CHARACTER_NOT_ALLOWED, REQUEST_CHARACTER_NOT_ALLOWED } from './text-guard';

const refused = { nonFieldErrors: expect.anything() };

/** A field's value at the most bytes its definition allows (3-byte characters in every text). */
function largestValue(field: FieldDef): unknown {
  const text = (max = 200) => '€'.repeat(max);
  switch (field.type) {
    case 'text':
    case 'timezone':
      return text(field.maxLength);
    case 'bool':
      return false;
    case 'choice':
      return [...(field.choices ?? [])].sort((a, b) => String(b).length - String(a).length)[0];
    case 'date':
      return '2026-01-01';
    case 'instant':
      return '2026-01-01T00:00:00.000+05:00';
    case 'textList':
      return Array.from({ length: field.maxItems ?? 200 }, () => text(field.maxLength));
    case 'idList':
      return Array.from({ length: field.maxItems ?? 500 }, () => 2 ** 52);
    case 'valueMap':
      return Object.fromEntries(Array.from({ length: field.maxItems ?? 200 }, (_, i) => [String(2 ** 52 + i), text(field.maxLength)]));
    default:
      return -(2 ** 52) - 0.5; // integer, number, duration, money, ref
  }
}

describe('input guards and Fastify’s own refusals', async () => {
  const { app, db } = await createTestApp();
  const userId = await createUser(db, { email: 'una@example.com' });
  const orgId = await createOrg(db, 'Alpha');
  await addMember(db, orgId, userId, ['edit_settings']);
  const auth = bearer(await signInToken(app, 'una@example.com'));
  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { ...auth, 'content-type': 'application/json', ...headers }, payload });

  it('refuses a NUL character anywhere in a JSON body, naming the top-level field', async () => {
    const nested = await post('/api/feedback', JSON.stringify({ comments: 'fine', rating: 3, orgId: { deep: ['a\u0000b'] } }));
    expect(nested.statusCode).toBe(400);
    expect(json(nested)).toEqual({ orgId: [CHARACTER_NOT_ALLOWED] });
    const inKey = await post('/api/feedback', JSON.stringify({ comments: { 'k\u0000': 1 } }));
    expect(json(inKey)).toEqual({ comments: [CHARACTER_NOT_ALLOWED] });
    const topKey = await post('/api/feedback', JSON.stringify({ 'comments\u0000': 'x' }));
    expect(topKey.statusCode).toBe(400);
    expect(json(topKey)).toEqual({ detail: REQUEST_CHARACTER_NOT_ALLOWED });
    const topArray = await post('/api/feedback', JSON.stringify(['\u0000']));
    expect(json(topArray)).toEqual({ detail: REQUEST_CHARACTER_NOT_ALLOWED });
    expect(await db.selectFrom('feedback').selectAll().execute()).toEqual([]);
  });

  it('refuses an unpaired UTF-16 surrogate and lets a paired one through', async () => {
    for (const escaped of ['\\ud800', '\\udc00', 'a\\ud83d', '\\ude00b']) {
      const response = await post('/api/feedback', `{"comments": "${escaped}"}`);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ comments: [CHARACTER_NOT_ALLOWED] });
    }
    const pair = await post('/api/feedback', '{"comments": "smile \\ud83d\\ude00"}');
    expect(pair.statusCode).toBe(201);
  });

  it('refuses a NUL in the query string and in a path parameter, naming the parameter', async () => {
    const query = await app.inject({ method: 'GET', url: '/api/manage/orgs?searchText=a%00b', headers: auth });
    expect(query.statusCode).toBe(400);
    expect(json(query)).toEqual({ searchText: [CHARACTER_NOT_ALLOWED] });
    const param = await app.inject({ method: 'GET', url: '/api/orgs/1%00/session', headers: auth });
    expect(json(param)).toEqual({ orgId: [CHARACTER_NOT_ALLOWED] });
    const surrogate = await app.inject({ method: 'GET', url: '/api/manage/orgs?searchText=%ED%A0%80', headers: auth });
    expect(surrogate.statusCode).toBeLessThan(500); // not a surrogate once decoded as UTF-8 (U+FFFD)
  });

  it('answers a malformed percent-escape and an over-long path parameter in the error shape', async () => {
    const badEscape = await app.inject({ method: 'GET', url: '/api/orgs/%E0%A4%A/session', headers: auth });
    expect(badEscape.statusCode).toBe(400);
    expect(json(badEscape)).toEqual({ detail: expect.stringMatching(/percent-escape/) });
    const long = await app.inject({ method: 'GET', url: `/api/manage/orgs/${'9'.repeat(150)}`, headers: auth });
    expect(long.statusCode).toBe(414);
    expect(json(long)).toEqual({ detail: 'The address is too long.' });
  });

  it('answers invalid JSON, an unsupported content type and a body too large in the error shape', async () => {
    const invalid = await post('/api/feedback', '{"comments": ');
    expect(invalid.statusCode).toBe(400);
    expect(json(invalid)).toEqual({ detail: 'The request body is not valid JSON.' });
    const text = await post('/api/feedback', '<a/>', { 'content-type': 'application/xml' });
    expect(text.statusCode).toBe(415);
    expect(Object.keys(json(text))).toEqual(['detail']);
    const large = await post('/api/feedback', JSON.stringify({ comments: 'x'.repeat(DEFAULT_BODY_LIMIT) }));
    expect(large.statusCode).toBe(413);
    expect(json(large)).toEqual({ detail: 'The request body is too large.' });
  });

  it('refuses a body nested deeper than the bound before parsing it, and counts no bracket inside a string', async () => {
    const nested = (depth: number) => `{"comments": ${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    const deep = await post('/api/feedback', nested(MAX_JSON_DEPTH + 1));
    expect(deep.statusCode).toBe(400);
    expect(json(deep)).toEqual({ detail: JSON_TOO_DEEP });
    const huge = await post('/api/feedback', `{"comments": ${'['.repeat(400_000)}`);
    expect(json(huge)).toEqual({ detail: JSON_TOO_DEEP });
    const bounded = await post('/api/feedback', nested(MAX_JSON_DEPTH));
    expect(bounded.statusCode).toBe(400);
    expect(json(bounded)).toHaveProperty('comments'); // parsed, then refused by the schema
    const inText = await post('/api/feedback', JSON.stringify({ comments: `${'[{'.repeat(100)} " \\ [` }));
    expect(inText.statusCode).toBe(201);
  });

  it('takes an empty JSON body as no body: accepted where none is expected, refused in shape where one is', async () => {
    const messageId = (
      await db
        .insertInto('notification_messages')
        .values({ user_id: userId, org_id: orgId, title: 'Hi', body: 'there' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/users/${userId}/messages/${messageId}`,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '',
    });
    expect(deleted.statusCode).toBe(204);
    const missing = await post('/api/feedback', '');
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toEqual(refused);
  });

  it('fits the largest legitimate bulk import under its body limit, and no more, and only for a signed-in caller', async () => {
    // The definition whose import is largest (its row cap times its largest row) sets the limit.
    const def = [...RESOURCES].sort((a, b) => maxImportBytes(b) - maxImportBytes(a))[0]!;
    const fields = Object.entries(def.fields).map(([name, field]) => [name, largestValue(field)]);
    const row = { id: 2 ** 52, version: 2 ** 52, ...Object.fromEntries(fields) };
    const body = JSON.stringify({
      path: def.path,
      items: Array.from({ length: bulkImportMaxRows(def) }, () => row),
      options: { dryRun: true },
    });
    const limit = bulkImportBodyLimit();
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(limit);
    expect(limit).toBeLessThan(2 * Buffer.byteLength(body)); // not far above what is needed
    const response = await post(`/api/orgs/${orgId}/bulk-import`, body);
    expect(response.statusCode).not.toBe(413); // parsed and checked
    expect(response.statusCode).toBeLessThan(500);
    const over = await post(`/api/orgs/${orgId}/bulk-import`, `${body.slice(0, -1)}${' '.repeat(limit - Buffer.byteLength(body) + 1)}}`);
    expect(over.statusCode).toBe(413);
    // Without a token the body is never read: refused before it could cost anything.
    const anonymous = await post(`/api/orgs/${orgId}/bulk-import`, body, { authorization: '' });
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous)).toEqual({ detail: expect.any(String), code: 'auth/no-token' });
  });

  it('answers a query string or header past the size limit in the error shape (Node’s parser, over a socket)', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const query = await fetch(`${address}/api/manage/orgs?searchText=${'a'.repeat(20_000)}`);
    expect(query.status).toBe(431);
    expect(await query.json()).toEqual({ detail: 'The request headers or query string are too large.' });
    const header = await fetch(`${address}/healthz`, { headers: { 'x-big': 'b'.repeat(20_000) } });
    expect(header.status).toBe(431);
  });

  it('maps the database refusing a value (SQLSTATE class 22) to a 400, not a 500', async () => {
    const bare = Fastify({ logger: false });
    registerErrorHandler(bare);
    bare.get('/nul', async () => sql`select ${'a\u0000b'}::text as t`.execute(db));
    bare.get('/range', async () => sql`select ${'99999999999'}::int as n`.execute(db));
    for (const url of ['/nul', '/range']) {
      const response = await bare.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ detail: VALUE_NOT_STORABLE });
    }
    await bare.close();
  });
});
