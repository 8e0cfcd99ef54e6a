import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import sharp from 'sharp';
import { expect } from 'vitest';
import { timecardWorld } from './timecard-world';
import { newPairingCode, secretHash } from '../../src/devices/device-secrets';
import type { PunchAnswer } from '@punchline/contracts';

// Shared set-up of the device API tests: the time card world (Los Angeles, weekly periods, a
// pay rule) with the plan's clock features on, devices made and paired as Settings → Devices
// would, and workers with PINs, tags and badges.

/** A real JPEG (a grey square of `side` pixels), as a clock's camera would send it. */
export const testJpeg = (side = 16) =>
  sharp({ create: { width: side, height: side, channels: 3, background: '#808080' } })
    .jpeg()
    .toBuffer();

export type DeviceSeed = { name?: string; orgUnitId?: number | null; methods?: string[] | null; platform?: string };

let pins = 100_000_000_000;

export async function deviceWorld() {
  const w = await timecardWorld();
  const { app, db, org } = w;
  await sql`update organizations set features = features || array['punch_codes', 'job_costing', 'geo', 'face']::text[] where id = ${org}`.execute(
    db,
  );

  // Photo capture on: the tests that send photos expect them kept (clock-photo.ts).
  const capture = await w.call('owner', 'PUT', `/orgs/${org}/clocks/defaults`, { photoCapture: true });
  expect(capture.statusCode, capture.body).toBe(200);

  /** A pairing code for a device, valid for `seconds` (negative: already expired). */
  const pairingCode = async (deviceId: number, seconds = 600, inOrg = org) => {
    const code = newPairingCode();
    await sql`insert into device_pairing_codes (code_hash, org_id, device_id, expires_at)
      values (${secretHash(code)}, ${inOrg}, ${deviceId}, ${new Date(Date.now() + seconds * 1000)})`.execute(db);
    return code;
  };

  /** A device as the console makes it (pending, no token yet). */
  const makeDevice = async (seed: DeviceSeed = {}, inOrg = org) => {
    const methods = seed.methods === undefined ? ['pin', 'nfc', 'qr', 'face'] : seed.methods;
    const { rows } = await sql<{ id: number }>`insert into devices (org_id, name, org_unit_id, identification_method_list)
      values (${inOrg}, ${seed.name ?? 'Front door'}, ${seed.orgUnitId ?? null}, ${JSON.stringify(methods ?? [])}::jsonb) returning id`.execute(
      db,
    );
    return Number(rows[0]!.id);
  };

  const pair = (body: Record<string, unknown>, ip = '10.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/device/v1/pair', payload: body, remoteAddress: ip });

  /** A paired device: its id and token. */
  const device = async (seed: DeviceSeed = {}, inOrg = org) => {
    const id = await makeDevice(seed, inOrg);
    const response = await pair({ code: await pairingCode(id, 600, inOrg), platform: seed.platform ?? 'android', appVersion: '3.1.0' });
    expect(response.statusCode, response.body).toBe(200);
    return { id, token: response.json<{ result: { token: string } }>().result.token };
  };

  const deviceCall = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method,
      url: `/api/device/v1${url}`,
      headers: { authorization: `Device ${token}`, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A worker with a fresh 12-digit PIN (the default minimum length). */
  const pinWorker = async (input: Record<string, unknown> = {}) => {
    const pin = String(++pins);
    const worker = await w.worker({ pin, ...input });
    return { ...worker, pin };
  };

  /** A punch body for a PIN worker, at now unless told. */
  const punchBody = (pin: string, extra: Record<string, unknown> = {}) => ({
    clientId: crypto.randomUUID(),
    type: 'auto',
    at: new Date().toISOString(),
    identification: { method: 'pin', pin },
    ...extra,
  });

  const punch = (token: string, body: Record<string, unknown>) => deviceCall(token, 'POST', '/punches', body);

  /** A punch that must be accepted (201): its result. */
  const accepted = async (token: string, body: Record<string, unknown>) => {
    const response = await punch(token, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PunchAnswer>().result;
  };

  /** The clock logs of a worker (or of nobody), oldest first. */
  const logs = async (employeeId: number | null) => {
    const { rows } = await sql<{
      outcome: string;
      refusal_code: string | null;
      refusal: string | null;
      punch_id: number | null;
      client_id: string;
      face_status: string | null;
      face_photo_id: string | null;
      geo: string | null;
      photo_note: string | null;
    }>`
      select outcome, refusal_code, refusal, punch_id, client_id::text, face_status, face_photo_id::text, geo, photo_note from clock_logs
      where org_id = ${org} and employee_id is not distinct from ${employeeId} order by id`.execute(db);
    return rows;
  };

  const punchesOf = async (employeeId: number) => {
    const { rows } = await sql<{
      id: number;
      type: string;
      at: Date;
      device_at: Date | null;
      offline: boolean;
      tampered: boolean;
      geo: string | null;
      origin: string;
      clock_log_id: number | null;
      punch_code_id: number | null;
      costing: Record<string, string> | null;
    }>`
      select id, type, at, device_at, offline, tampered, geo, origin, (select l.id from clock_logs l where l.org_id = p.org_id and l.punch_id = p.id and l.punch_at = p.at) as clock_log_id,
        punch_code_id, costing from punches p
      where org_id = ${org} and employee_id = ${employeeId} and deleted_at is null order by at, id`.execute(db);
    return rows;
  };

  const status = (r: LightMyRequestResponse) => ({ status: r.statusCode, body: r.json<Record<string, unknown>>() });

  return { ...w, pairingCode, makeDevice, pair, device, deviceCall, pinWorker, punchBody, punch, accepted, logs, punchesOf, status };
}
