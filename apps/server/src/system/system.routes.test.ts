import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp, json } from '../../test/test-app';

describe('system routes', async () => {
  const { app } = await createTestApp({ APP_VERSION: '1.2.3', MIN_VERSION: '1.2.0', SUPPORT_EMAIL: 'help@example.com' });
  app.get('/test-only/boom', async () => {
    throw new Error('relation "secret_table" does not exist');
  });

  it('reports health including the database', async () => {
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves version.json with version and minVersion, never cached', async () => {
    const response = await app.inject('/version.json');
    expect(json(response)).toEqual({ version: '1.2.3', minVersion: '1.2.0' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('publishes an OpenAPI document generated from the shared schemas, with a docs UI', async () => {
    const doc = json<{ openapi: string; paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } }>(
      await app.inject('/api/docs/json'),
    );
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/auth/login', '/api/user-profile', '/api/manage/orgs', '/api/orgs/{orgId}/session']),
    );
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['UserProfile', 'SessionSettings']));
    const ui = await app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('sends the OpenAPI document gzipped to a client that accepts it, the same document as uncompressed', async () => {
    const plain = await app.inject('/api/docs/json');
    const gzipped = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    const refused = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('serves the console configuration: help link and support contact', async () => {
    const response = await app.inject('/console-config.json');
    expect(json(response)).toEqual({ helpUrl: '/help.html', support: { provider: 'none', email: 'help@example.com' } });
  });

  it('answers unknown paths with 404 in the error shape', async () => {
    const response = await app.inject('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ detail: 'Not found: GET /api/no-such-thing' });
  });

  it('never leaks a stack or SQL text on a server error', async () => {
    const response = await app.inject('/test-only/boom');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret_table');
    expect(response.body).not.toContain('at ');
    expect(json(response).detail).toMatch(/server error/);
  });

  it('rejects malformed JSON with a 400 detail', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(typeof json(response).detail).toBe('string');
  });
});
