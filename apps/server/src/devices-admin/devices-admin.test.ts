import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { resourceWorld } from '../../test/kits/resource-test-kit';
import { deviceLimitMessage } from './pairing-codes.service';

type Code = { code: string; expiresAt: string };

describe('Settings → Devices: pairing codes and revoking', async () => {
  const { app, db, orgA, call } = await resourceWorld();
  const newDevice = async (name: string) => {
    const made = await call('admin', 'POST', `/orgs/${orgA}/clocks`, { name, identificationMethods: ['pin', 'face'] });
    expect(made.statusCode).toBe(201);
    return made.json<{ result: { id: number; status: string } }>().result;
  };
  const makeCode = (deviceId: number, who: 'admin' | 'clocks' | 'reader' = 'admin') =>
    call(who, 'POST', `/orgs/${orgA}/clocks/${deviceId}/pairing-code`);
  const pair = (code: string) => app.inject({ method: 'POST', url: '/api/device/v1/pair', payload: { code }, remoteAddress: '10.9.9.9' });
  const config = (token: string) =>
    app.inject({ method: 'GET', url: '/api/device/v1/config', headers: { authorization: `Device ${token}` } });
  const session = async () => (await call('admin', 'GET', `/orgs/${orgA}/session`)).json<{ activeDevices: number }>();

  it('makes an 8-character code good for 30 minutes, keeps only its hash and only the latest per device', async () => {
    const device = await newDevice('Front desk');
    expect(device.status).toBe('pending');
    const before = Date.now();
    const first = await makeCode(device.id);
    expect(first.statusCode).toBe(200);
    const { code, expiresAt } = first.json<{ result: Code }>().result;
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(Date.parse(expiresAt) - before).toBeGreaterThan(29 * 60_000);
    expect(Date.parse(expiresAt) - before).toBeLessThanOrEqual(30 * 60_000 + 5_000);
    const second = (await makeCode(device.id)).json<{ result: Code }>().result;
    const { rows } = await sql<{ code_hash: string }>`select code_hash from device_pairing_codes where device_id = ${device.id}`.execute(
      db,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain(second.code);
    // The earlier code no longer pairs; the latest does, and the device turns active.
    expect((await pair(code)).statusCode).toBe(400);
    expect((await pair(second.code)).statusCode).toBe(200);
    const got = await call('admin', 'GET', `/orgs/${orgA}/clocks/${device.id}`);
    expect(got.json<{ result: { status: string; pairedAt: string | null } }>().result).toMatchObject({ status: 'active' });
  });

  it('revokes a paired device: its token is refused at once and it leaves the active count', async () => {
    const device = await newDevice('Loading dock');
    const { code } = (await makeCode(device.id)).json<{ result: Code }>().result;
    const token = (await pair(code)).json<{ result: { token: string } }>().result.token;
    expect((await config(token)).statusCode).toBe(200);
    const active = (await session()).activeDevices;
    const revoked = await call('admin', 'POST', `/orgs/${orgA}/clocks/${device.id}/actions/revoke`, {});
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<{ result: { status: string } }>().result.status).toBe('revoked');
    expect((await config(token)).statusCode).toBe(401);
    const { rows } = await sql`select 1 from device_tokens where device_id = ${device.id}`.execute(db);
    expect(rows).toHaveLength(0);
    expect((await session()).activeDevices).toBe(active - 1);
  });

  it('refuses a code once the organization has as many active devices as it may have', async () => {
    const { activeDevices } = await session();
    await sql`update organizations set max_devices = ${activeDevices + 1} where id = ${orgA}`.execute(db);
    const one = await newDevice('Yard gate');
    const { code } = (await makeCode(one.id)).json<{ result: Code }>().result;
    expect((await pair(code)).statusCode).toBe(200);
    const over = await makeCode((await newDevice('Spare')).id);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ detail: deviceLimitMessage(activeDevices + 1) });
    // Re-pairing an active device takes no new seat.
    expect((await makeCode(one.id)).statusCode).toBe(200);
    await sql`update organizations set max_devices = 0 where id = ${orgA}`.execute(db);
  });

  it('lets setup_clocks make a device and codes, but not someone without clock rights', async () => {
    const device = await newDevice('Kiosk');
    expect((await makeCode(device.id, 'clocks')).statusCode).toBe(200);
    const fresh = await call('clocks', 'POST', `/orgs/${orgA}/clocks/pairing-code`, { name: 'Set up at the door' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json<{ result: Code & { device: { name: string; status: string } } }>().result.device).toMatchObject({
      name: 'Set up at the door',
      status: 'pending',
    });
    expect((await makeCode(device.id, 'reader')).statusCode).toBe(403);
    expect((await call('reader', 'POST', `/orgs/${orgA}/clocks/pairing-code`, { name: 'Sneaky' })).statusCode).toBe(403);
    // setup_clocks makes and pairs, it does not administer: no list, no revoke.
    expect((await call('clocks', 'GET', `/orgs/${orgA}/clocks`)).statusCode).toBe(403);
    expect((await call('clocks', 'POST', `/orgs/${orgA}/clocks/${device.id}/actions/revoke`, {})).statusCode).toBe(403);
  });

  it('refuses unknown identification methods with what to choose', async () => {
    const bad = await call('admin', 'POST', `/orgs/${orgA}/clocks`, { name: 'Odd', identificationMethods: ['pin', 'retina'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      identificationMethods: ["Choose among PIN, NFC Tag, QR Badge, Face (not retina), or none for the defaults'."],
    });
  });
});
