import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { addMember, bearer, createOrg, createTestApp, createUser, json, signInToken } from '../../test/test-app';

// The encryption library web-push itself uses, to open what our server sent (RFC 8188/8291).
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt: (body: Buffer, params: { version: string; privateKey: ReturnType<typeof createECDH>; authSecret: string }) => Buffer;
};

/** A push service on loopback standing in for the browser vendor's: it records what arrives. */
async function startPushService() {
  const received: { path: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.includes('gone') ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { received, url: `http://127.0.0.1:${port}` };
}

function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const token = JSON.stringify({ endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } });
  return { ecdh, auth, token };
}

describe('web push', async () => {
  const { app, db } = await createTestApp();
  const org = await createOrg(db, 'Alpha');
  const foreign = await createOrg(db, 'Beta');
  const ann = await createUser(db, { email: 'ann@example.com' });
  const annInOrg = await addMember(db, org, ann, ['view_reports']);
  const token = await signInToken(app, 'ann@example.com');
  const pushService = await startPushService();

  it('publishes a VAPID public key that stays the same', async () => {
    const first = json<{ publicKey: string }>(await app.inject('/api/push/vapid-public-key'));
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(json(await app.inject('/api/push/vapid-public-key'))).toEqual(first);
  });

  it('registers a browser and delivers an encrypted, VAPID-signed notification it can open', async () => {
    const browser = browserSubscription(`${pushService.url}/push/ann-1`);
    const register = await app.inject({
      method: 'POST',
      url: `/api/orgs/${org}/devices/device-ann-1/register`,
      headers: bearer(token),
      payload: { deviceType: 'WEB', fcmToken: browser.token },
    });
    expect(register.statusCode).toBe(200);
    const sent = await app.inject({ method: 'POST', url: `/api/orgs/${org}/users/${annInOrg}/messages/test`, headers: bearer(token) });
    expect(sent.statusCode).toBe(201);
    const delivery = pushService.received.find((r) => r.path === '/push/ann-1')!;
    expect(delivery.headers['content-encoding']).toBe('aes128gcm');
    expect(delivery.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    const payload = JSON.parse(
      ece.decrypt(delivery.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth }).toString(),
    );
    const id = json<{ result: { id: number } }>(sent).result.id;
    expect(payload).toEqual({
      id,
      title: 'Test notification',
      body: 'Notifications reach you here.',
      orgId: org,
      orgUserId: annInOrg,
      userId: ann,
      tag: `${org}-${id}`,
    });
  });

  it('forgets a subscription the push service says is gone', async () => {
    const gone = browserSubscription(`${pushService.url}/push/gone`);
    await app.inject({
      method: 'POST',
      url: `/api/orgs/${org}/devices/device-gone/register`,
      headers: bearer(token),
      payload: { deviceType: 'WEB', fcmToken: gone.token },
    });
    await app.inject({ method: 'POST', url: `/api/orgs/${org}/users/${annInOrg}/messages/test`, headers: bearer(token) });
    const left = await db.selectFrom('push_devices').select('device_id').where('user_id', '=', ann).execute();
    expect(left.map((d) => d.device_id)).toEqual(['device-ann-1']);
  });

  it('refuses a bad subscription, another device type and a foreign organization', async () => {
    const url = `/api/orgs/${org}/devices/device-x-123/register`;
    const bad = await app.inject({ method: 'POST', url, headers: bearer(token), payload: { deviceType: 'WEB', fcmToken: 'not json' } });
    expect(json(bad)).toEqual({ fcmToken: ['must be a push subscription (JSON).'] });
    const ios = await app.inject({ method: 'POST', url, headers: bearer(token), payload: { deviceType: 'IOS', fcmToken: '{}' } });
    expect(json(ios)).toEqual({ deviceType: ['must be WEB.'] });
    const { token: subscription } = browserSubscription('https://push.example/x');
    const elsewhere = await app.inject({
      method: 'POST',
      url: `/api/orgs/${foreign}/devices/device-x-123/register`,
      headers: bearer(token),
      payload: { deviceType: 'WEB', fcmToken: subscription },
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(await db.selectFrom('push_devices').select('device_id').where('device_id', '=', 'device-x-123').execute()).toEqual([]);
  });

  it('keeps one subscription per browser and user when a second organization registers it', async () => {
    const gamma = await createOrg(db, 'Gamma');
    await addMember(db, gamma, ann, ['view_reports']);
    const browser = browserSubscription(`${pushService.url}/push/ann-1`);
    const register = await app.inject({
      method: 'POST',
      url: `/api/orgs/${gamma}/devices/device-ann-1/register`,
      headers: bearer(token),
      payload: { deviceType: 'WEB', fcmToken: browser.token },
    });
    expect(register.statusCode).toBe(200);
    const rows = await db.selectFrom('push_devices').select(['device_id', 'org_id']).where('user_id', '=', ann).execute();
    expect(rows).toEqual([{ device_id: 'device-ann-1', org_id: gamma }]);
  });

  it('unregisters a device', async () => {
    const response = await app.inject({ method: 'DELETE', url: `/api/orgs/${org}/devices/device-ann-1`, headers: bearer(token) });
    expect(response.statusCode).toBe(204);
    expect(await db.selectFrom('push_devices').select('device_id').where('user_id', '=', ann).execute()).toEqual([]);
  });
});
