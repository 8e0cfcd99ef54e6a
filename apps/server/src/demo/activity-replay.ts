import { sql } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { writeTenant } from '../db/tenant';
import { newPairingCode, secretHash } from '../devices/device-secrets';
import { DEMO_ORG_UNITS, DEMO_WORKERS, demoDetails } from './demo-people';
import { DEMO_SHOPS, planDemoWeeks, type DemoDeviceKey, type DemoSubmission } from './activity.demo';
import { seedDemoSchedule } from './schedule.demo';

// The demo's clocks and six weeks of their activity, replayed through the device API (issue 16):
// the clocks are set up as an administrator would (a device and a pairing code each, geo rules
// around the shops), then each pairs itself and sends every punch of the plan at the moment the
// plan says it was sent. A second app instance runs the replay with its clock at that moment, so
// receipt times, offline and tampering checks, clock logs and flags are exactly what the device
// API makes of them. A clock that hears "still clocked in" answers as a worker would: the IN
// stands and the forgotten OUT is left for the administrator (missed_out).

const CLOCKS: Record<DemoDeviceKey, { name: string; unit: (typeof DEMO_ORG_UNITS)[number]; platform: string; methods: string[] }> = {
  Downtown: { name: 'Downtown kiosk', unit: 'Downtown', platform: 'kiosk', methods: ['pin', 'qr', 'face'] },
  Airport: { name: 'Airport kiosk', unit: 'Airport', platform: 'kiosk', methods: ['pin', 'qr', 'face'] },
  Harbor: { name: 'Harbor kiosk', unit: 'Harbor', platform: 'kiosk', methods: ['pin', 'qr', 'face'] },
  Phone: { name: 'Airport drivers (phone)', unit: 'Airport', platform: 'android', methods: ['pin', 'qr'] },
};
const GEO_RADIUS_M = 150;
/** Workers replayed at once: enough to keep the database busy while the server computes. */
const LANES = 6;

/** What the replay did: punches accepted, attempts refused by the answer's code, missed-punch requests, clocks paired. */
type Replay = { accepted: number; refused: Record<string, number>; missedPunchRequests: number; devices: number };

/** Devices with pairing codes, and the shops' geo rules, made in the organization (as Settings → Devices would). */
async function setUpClocks(db: Db, orgId: number, now: number) {
  return writeTenant(db, orgId, async (trx) => {
    await sql`update organizations set features = array(select distinct unnest(features || array['geo', 'face'])),
      settings = settings || ${JSON.stringify({ geoEnabled: true, enableSubmitMissedPunch: true })}::jsonb where id = ${orgId}`.execute(
      trx,
    );
    const { rows: units } = await sql<{ id: number; name: string }>`select id, name from org_units where org_id = ${orgId}`.execute(trx);
    const unitId = (name: string) => Number(units.find((u) => u.name === name)!.id);
    for (const [name, shop] of Object.entries(DEMO_SHOPS)) {
      await sql`insert into geo_rules (org_id, name, shape, latitude, longitude, radius_m, org_unit_list)
        values (${orgId}, ${`${name} shop`}, 'circle', ${shop.latitude}, ${shop.longitude}, ${GEO_RADIUS_M},
          ${JSON.stringify([unitId(name)])}::jsonb)`.execute(trx);
    }
    const codes = new Map<DemoDeviceKey, string>();
    for (const [key, clock] of Object.entries(CLOCKS) as [DemoDeviceKey, (typeof CLOCKS)[DemoDeviceKey]][]) {
      const { rows } = await sql<{ id: number }>`insert into devices (org_id, name, org_unit_id, identification_method_list)
        values (${orgId}, ${clock.name}, ${unitId(clock.unit)}, ${JSON.stringify(clock.methods)}::jsonb) returning id`.execute(trx);
      const code = newPairingCode();
      await sql`insert into device_pairing_codes (code_hash, org_id, device_id, expires_at)
        values (${secretHash(code)}, ${orgId}, ${rows[0]!.id}, ${new Date((now + 3600) * 1000)})`.execute(trx);
      codes.set(key, code);
    }
    return codes;
  });
}

/** The active hourly and salaried workers who punch, with what they identify themselves by. */
async function demoWorkers(db: Db, orgId: number) {
  return writeTenant(db, orgId, async (trx) => {
    const { rows } = await sql<{ id: number; employee_number: string; qr_badge_code: string | null; unit: string }>`
      select e.id, e.employee_number, e.qr_badge_code, u.name as unit from employees e join org_units u on u.id = e.org_unit_id
      where e.org_id = ${orgId} and e.active and e.is_worker order by e.id`.execute(trx);
    return rows.map((row) => {
      const index = Number(row.employee_number.slice(1)) - 1001; // E1001 is the first of DEMO_WORKERS
      return {
        id: Number(row.id),
        index,
        unit: row.unit as (typeof DEMO_ORG_UNITS)[number],
        pin: demoDetails(DEMO_WORKERS[index]!, index).pin,
        qrBadge: row.qr_badge_code,
      };
    });
  });
}

const bodyOf = (s: DemoSubmission) => ({
  clientId: s.clientId,
  type: s.type,
  at: new Date(s.at * 1000).toISOString(),
  ...(s.offline ? { offline: true } : {}),
  identification: s.identification,
  location: s.location,
});

/**
 * Sets up the demo's clocks and replays six weeks of their activity through the device API.
 * Answers how many punches were accepted and attempts refused (face failures among them).
 */
export async function replayDemoActivity(db: Db, config: Config, orgId: number, now: number): Promise<Replay> {
  const { buildApp } = await import('../app'); // the demo data module loads without the app
  const codes = await setUpClocks(db, orgId, now);
  const workers = await demoWorkers(db, orgId);
  const zone = (await sql<{ tz: string }>`select timezone as tz from organizations where id = ${orgId}`.execute(db)).rows[0]!.tz;
  const { plan, shifts } = planDemoWeeks(workers, zone, now);
  // Published before the punches arrive (issue 19): the time cards the replay's punches make are
  // compared with it from the start.
  await writeTenant(db, orgId, (trx) => seedDemoSchedule(trx, orgId, workers, shifts, zone, now));
  // Workers are independent of each other: their submissions go in lanes, each worker's in its
  // own order. Each lane is an app instance of its own whose clock is the moment its current
  // submission was sent, so lanes overlap without one's time reaching another's request.
  const lanes = await Promise.all(
    Array.from({ length: LANES }, async () => {
      const clock = { at: now };
      const app = await buildApp({ db, config, logger: false, clock: { now: () => clock.at * 1000 } });
      return { app, clock };
    }),
  );
  try {
    const { app: pairing } = lanes[0]!;
    const tokens = new Map<DemoDeviceKey, string>();
    for (const [key, code] of codes) {
      const clock = CLOCKS[key];
      const response = await pairing.inject({
        method: 'POST',
        url: '/api/device/v1/pair',
        payload: { code, name: clock.name, appVersion: '3.2.0', platform: clock.platform },
      });
      if (response.statusCode !== 200) throw new Error(`demo clock ${clock.name} did not pair: ${response.body}`);
      tokens.set(key, response.json<{ result: { token: string } }>().result.token);
    }
    let accepted = 0;
    let missedPunchRequests = 0;
    const refused: Record<string, number> = {};
    const submit = async ({ app, clock }: (typeof lanes)[number], submission: DemoSubmission) => {
      clock.at = submission.sendAt;
      const send = (body: object, path = 'punches') =>
        app.inject({
          method: 'POST',
          url: `/api/device/v1/${path}`,
          headers: { authorization: `Device ${tokens.get(submission.device)}` },
          payload: body,
        });
      if (submission.kind === 'missedPunch') {
        const { clientId, type, at, identification } = bodyOf(submission);
        const response = await send({ clientId, type, at, identification, note: 'I forgot to clock out.' }, 'missed-punch-requests');
        if (response.statusCode !== 201) throw new Error(`demo missed-punch request failed: ${response.statusCode} ${response.body}`);
        missedPunchRequests += 1;
        return;
      }
      let response = await send(bodyOf(submission));
      if (response.statusCode === 409 && response.json<{ code?: string }>().code === 'still_clocked_in')
        response = await send({ ...bodyOf(submission), resolution: 'missed_out' });
      if (response.statusCode < 300) accepted += 1;
      else if (response.statusCode < 500) {
        const code = response.json<{ code?: string }>().code ?? String(response.statusCode);
        refused[code] = (refused[code] ?? 0) + 1;
      } else throw new Error(`demo punch failed: ${response.statusCode} ${response.body}`);
    };
    const byWorker = new Map<number, DemoSubmission[]>();
    for (const s of plan) byWorker.set(s.employeeId, [...(byWorker.get(s.employeeId) ?? []), s]);
    const queue = [...byWorker.values()];
    await Promise.all(
      lanes.map(async (lane) => {
        for (let list = queue.shift(); list; list = queue.shift()) for (const submission of list) await submit(lane, submission);
      }),
    );
    return { accepted, refused, missedPunchRequests, devices: tokens.size };
  } finally {
    await Promise.all(lanes.map(({ app }) => app.close()));
  }
}
