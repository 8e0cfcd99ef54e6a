import { PERMISSIONS } from '@punchline/domain';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { timecardWorld } from './timecard-world';
import { seedPunches } from '../../src/punches/punch-store';

// Shared set-up of the clock log tests: the time card world (Los Angeles, weekly pay periods)
// with the face feature, a device, and clock logs, face photos and punches written as facts (the
// device API that writes them in production is another helper's).

export type LogInput = {
  at: Date;
  employeeId?: number | null;
  type?: 'in' | 'out' | 'auto';
  outcome?: 'accepted' | 'refused';
  refusal?: string | null;
  method?: string;
  faceStatus?: string | null;
  faceScore?: number | null;
  faceMatches?: { employeeId: number; score: number }[] | null;
  facePhotoId?: string | null;
  costing?: Record<string, number | null> | null;
  punchId?: number | null;
  inOrg?: number;
};

export async function clockLogWorld() {
  const w = await timecardWorld();
  const { db, org, member } = w;
  await sql`update organizations set features = array_append(features, 'face') where id = ${org}`.execute(db);
  await member(
    'noLogs',
    PERMISSIONS.filter((p) => p !== 'manage_clock_logs'),
  );
  await member('logsOnly', ['manage_clock_logs']);

  const { rows } = await sql<{ id: number }>`insert into devices (org_id, name, org_unit_id, status)
    values (${org}, 'Front door', ${w.refs.unitA}, 'active') returning id`.execute(db);
  const device = Number(rows[0]!.id);

  const log = async (input: LogInput): Promise<number> => {
    const outcome = input.outcome ?? 'refused';
    const result = await sql<{ id: number }>`insert into clock_logs (org_id, device_id, employee_id, client_id, at, type, method,
        outcome, refusal, response, face_status, face_score, face_matches, face_photo_id, costing, punch_id, punch_at, latitude, longitude)
      values (${input.inOrg ?? org}, ${input.inOrg ? null : device}, ${input.employeeId ?? null}, ${randomUUID()}, ${input.at},
        ${input.type ?? 'in'}, ${input.method ?? 'face'}, ${outcome}, ${input.refusal ?? (outcome === 'refused' ? 'Face not recognised' : null)},
        '{}'::jsonb, ${input.faceStatus === undefined ? 'low_confidence' : input.faceStatus}, ${input.faceScore ?? 0.41},
        ${input.faceMatches ? JSON.stringify(input.faceMatches) : null}::jsonb, ${input.facePhotoId ?? null}::uuid,
        ${input.costing ? JSON.stringify(input.costing) : null}::jsonb, ${input.punchId ?? null},
        (select at from punches where org_id = ${input.inOrg ?? org} and id = ${input.punchId ?? null}), 34.05, -118.25)
      returning id`.execute(db);
    return Number(result.rows[0]!.id);
  };

  const photo = async (bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), inOrg = org): Promise<string> => {
    const result = await sql<{ id: string }>`insert into face_photos (org_id, content_type, content)
      values (${inOrg}, 'image/jpeg', ${bytes}) returning id`.execute(db);
    return result.rows[0]!.id;
  };

  const punch = async (employeeId: number, at: Date, type: 'in' | 'out'): Promise<number> => {
    const [id] = await seedPunches(db, [{ orgId: org, employeeId, at, type }]);
    return id!;
  };

  /** The worker's punches as stored, in time order. */
  const punchesOf = async (employeeId: number) => {
    const result = await sql<{
      id: number;
      at: Date;
      type: string;
      origin: string;
      attempted: boolean;
      face: string | null;
      clock_log_id: number | null;
      costing: unknown;
    }>`
      select id, at, type, origin, attempted, face, (select l.id from clock_logs l where l.org_id = p.org_id and l.punch_id = p.id and l.punch_at = p.at) as clock_log_id, costing
      from punches p where org_id = ${org} and employee_id = ${employeeId} and deleted_at is null order by at`.execute(db);
    return result.rows.map((r) => ({ ...r, id: Number(r.id), clock_log_id: r.clock_log_id === null ? null : Number(r.clock_log_id) }));
  };

  const logRow = async (id: number) => {
    const result = await sql<{ decision: string | null; punch_id: number | null; employee_id: number | null; version: number }>`
      select decision, punch_id, employee_id, version from clock_logs where id = ${id}`.execute(db);
    return result.rows[0]!;
  };

  /** An instant of a day this week or before, in the organization's zone (the world's weeks). */
  const at = (day: string, time: string) => new Date(`${day}T${time}:00-08:00`);

  const ok = <T>(response: { statusCode: number; body: string; json: () => unknown }) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };

  return { ...w, device, log, photo, punch, punchesOf, logRow, at, ok };
}
