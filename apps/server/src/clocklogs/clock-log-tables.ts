import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { TimecardTables } from '../timecards/timecard-tables';

// The tables of migration 0046 the clock logs read and write, as Kysely sees them (added per
// query with withTables, like the time card tables): the shared schema stays as it is.

type Json<T> = ColumnType<T, string, string>;

export type ClockLogsTable = {
  id: Generated<number>;
  org_id: number;
  device_id: number | null;
  employee_id: number | null;
  client_id: string;
  at: Date;
  device_at: Date | null;
  received_at: Generated<Date>;
  type: 'in' | 'out' | 'auto';
  method: 'pin' | 'nfc' | 'qr' | 'face' | 'web' | 'manager';
  outcome: 'accepted' | 'refused';
  refusal_code: string | null;
  refusal: string | null;
  punch_id: number | null;
  response: Json<unknown>;
  face_status: string | null;
  face_score: number | null;
  face_liveness: number | null;
  face_matches: Json<{ employeeId: number; score: number }[]> | null;
  face_photo_id: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy_m: number | null;
  costing: Json<Record<string, number | null>> | null;
  punch_code_id: number | null;
  offline: Generated<boolean>;
  tampered: Generated<boolean>;
  geo: 'inside' | 'outside' | 'unknown' | null;
  /** Why a photo the clock sent was not kept (devices/clock-photo.ts). */
  photo_note: string | null;
  decision: 'approved' | 'rejected' | null;
  decided_by: number | null;
  decided_at: Date | null;
  created_at: Generated<Date>;
  // Migration 0049.
  version: Generated<number>;
};

export type FacePhotosTable = {
  id: Generated<string>;
  org_id: number;
  content_type: string;
  content: Buffer;
  created_at: Generated<Date>;
};

/** What the clock logs read of a device. */
export type DevicesTable = { id: Generated<number>; org_id: number; name: string; org_unit_id: number | null; time_zone: string | null };

type WorkerPlacement = { org_unit_id: number | null; label_ids: Json<number[]> };

export type ClockLogTables = Omit<TimecardTables, 'employees'> & {
  clock_logs: ClockLogsTable;
  face_photos: FacePhotosTable;
  devices: DevicesTable;
  employees: TimecardTables['employees'] & WorkerPlacement;
};

/** trx with the clock log tables in its type. */
export const clockLogTables = (trx: Kysely<Database>) => trx.withTables<ClockLogTables>();
