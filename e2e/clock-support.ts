import { createHash, createHmac, randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import { demoOrgId, withDatabase } from './database';

// What the web clock's browser tests set up behind the clock's back: the demo organization's
// database (the embedded PostgreSQL of the e2e run), workers with a PIN and a QR badge, and a
// camera picture of a badge for Chromium's fake camera.

// The pairing code alphabet of apps/server/src/devices/device-secrets.ts.
const CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';

/**
 * A device of the demo organization and a pairing code for it, as Settings → Devices makes them;
 * with `worker`, that worker's personal clock.
 */
export async function pairingCode(name: string, methods: string[] | null = null, worker: number | null = null): Promise<string> {
  return withDatabase(async (db) => {
    const org = await demoOrgId(db);
    const device = await db.query<{ id: string }>(
      `insert into devices (org_id, name, identification_method_list, employee_id) values ($1, $2, $3, $4) returning id`,
      [org, name, JSON.stringify(methods ?? []), worker],
    );
    const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    await db.query(
      `insert into device_pairing_codes (code_hash, org_id, device_id, expires_at) values ($1, $2, $3, now() + interval '10 minutes')`,
      [createHash('sha256').update(code).digest('hex'), org, device.rows[0]!.id],
    );
    return code;
  });
}

/** A worker of the demo organization with a PIN (stored as workers/pins.ts stores it) and a QR badge. */
export async function makeWorker(first: string, last: string, pin: string, badge: string | null = null): Promise<number> {
  return withDatabase(async (db) => {
    const org = await demoOrgId(db);
    const key = (await db.query<{ v: string }>(`select value #>> '{}' as v from server_settings where key = 'pin-hash-key'`)).rows[0]!.v;
    const pinHash = createHmac('sha256', Buffer.from(key, 'base64')).update(`${org}:${pin}`).digest('hex');
    const row = await db.query<{ id: string }>(
      `insert into employees (org_id, first_name, last_name, active, pin_hash, qr_badge_code) values ($1, $2, $3, true, $4, coalesce($5, replace(gen_random_uuid()::text, '-', ''))) returning id`,
      [org, first, last, pinHash, badge],
    );
    return Number(row.rows[0]!.id);
  });
}

/** Turns on the clock defaults' Personal Clocks Allowed, as Settings → Devices → Defaults saves it. */
export async function allowPersonalClocks(): Promise<void> {
  await withDatabase(async (db) => {
    const org = await demoOrgId(db);
    await db.query(
      `insert into org_settings_records (org_id, path, data) values ($1, 'clocks/defaults', '{"personalClocksAllowed": true}')
       on conflict (org_id, path) do update set data = org_settings_records.data || excluded.data, version = org_settings_records.version + 1`,
      [org],
    );
  });
}

/**
 * Deactivates a test's workers when it is done: an active worker takes a seat, and other tests
 * check the demo's seat count (40 of 100).
 */
export async function retireWorkers(ids: number[]): Promise<void> {
  await withDatabase((db) => db.query(`update employees set active = false where id = any($1::bigint[])`, [ids]));
}

/** A worker's punches, oldest first. */
export async function punchesOf(employeeId: number) {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ type: string; at: Date; offline: boolean; client_id: string }>(
      `select type, at, offline, client_id from punches where employee_id = $1 and deleted_at is null order by at`,
      [employeeId],
    );
    return rows;
  });
}

/**
 * A one-frame YUV4MPEG2 video (Chromium's fake camera loops it) of a QR code holding `text`,
 * black on white in the middle of a 640×480 picture.
 */
export function qrVideo(text: string): Buffer {
  const width = 640;
  const height = 480;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const scale = Math.floor(360 / (size + 8));
  const left = Math.floor((width - size * scale) / 2);
  const top = Math.floor((height - size * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < size * scale; y++) {
    for (let x = 0; x < size * scale; x++) {
      if (qr.modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(top + y) * width + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma]);
}
