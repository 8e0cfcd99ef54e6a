import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { TimecardTables } from '../timecards/timecard-tables';

// The tables of migration 0046 the device API reads and writes, as Kysely sees them (added to a
// connection with withTables, like timecards/timecard-tables.ts).

type Json<T> = ColumnType<T, string, string>;
type Instant = ColumnType<Date, Date | string, Date | string>;
type OptionalInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type IdentificationMethod = 'pin' | 'nfc' | 'qr' | 'face';

export type DevicesTable = {
  id: Generated<number>;
  org_id: number;
  name: string;
  org_unit_id: number | null;
  /** A personal clock's worker (their own phone; issue 17), else null: a shared clock. */
  employee_id: number | null;
  time_zone: string | null;
  /** Empty: the clock defaults' methods (clocks/defaults). */
  identification_method_list: ColumnType<IdentificationMethod[], string | undefined, string>;
  status: Generated<'pending' | 'active' | 'revoked'>;
  paired_at: OptionalInstant;
  revoked_at: OptionalInstant;
  last_seen_at: OptionalInstant;
  app_version: string | null;
  platform: string | null;
  created_at: Generated<Date>;
  version: Generated<number>;
};

export type DevicePairingCodesTable = {
  code_hash: string;
  org_id: number;
  device_id: number;
  expires_at: Instant;
  created_at: Generated<Date>;
};
export type DeviceTokensTable = { token_hash: string; org_id: number; device_id: number; created_at: Generated<Date> };
export type FacePhotosTable = {
  id: Generated<string>;
  org_id: number;
  content_type: string;
  content: Buffer;
  /** The device that sent it, and its size: what a device stored lately (clock-photo.ts). */
  device_id: number | null;
  byte_size: number;
  created_at: Generated<Date>;
};

export type ClockLogsTable = {
  id: Generated<number>;
  org_id: number;
  device_id: number | null;
  employee_id: number | null;
  client_id: string;
  at: Instant;
  device_at: OptionalInstant;
  received_at: ColumnType<Date, Date | string | undefined, Date | string>;
  type: 'in' | 'out' | 'auto';
  method: IdentificationMethod | 'personal' | 'web' | 'manager';
  outcome: 'accepted' | 'refused';
  refusal_code: string | null;
  refusal: string | null;
  punch_id: number | null;
  response: Json<unknown>;
  face_status: string | null;
  face_score: number | null;
  face_liveness: number | null;
  face_matches: Json<unknown> | null;
  face_photo_id: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy_m: number | null;
  costing: Json<unknown> | null;
  punch_code_id: number | null;
  offline: Generated<boolean>;
  tampered: Generated<boolean>;
  geo: 'inside' | 'outside' | 'unknown' | null;
  /** Why a photo the clock sent was not kept (clock-photo.ts), else null. */
  photo_note: string | null;
  created_at: Generated<Date>;
};

export type MissedPunchRequestsTable = {
  id: Generated<number>;
  org_id: number;
  employee_id: number;
  device_id: number | null;
  client_id: string;
  at: Instant;
  type: 'in' | 'out';
  note: string | null;
  costing: Json<unknown> | null;
  state: Generated<'pending' | 'approved' | 'rejected'>;
  created_at: Generated<Date>;
  version: Generated<number>;
};

export type GeoRulesTable = {
  id: Generated<number>;
  org_id: number;
  name: string;
  shape: 'circle' | 'polygon';
  latitude: number | null;
  longitude: number | null;
  radius_m: number | null;
  /** 'latitude,longitude' texts (parseGeoPoint). */
  polygon_points: ColumnType<string[], string | undefined, string>;
  /** Org units and workers the rule applies to; none: everyone. */
  org_unit_list: ColumnType<number[], string | undefined, string>;
  employee_list: ColumnType<number[], string | undefined, string>;
  active: boolean;
};

export type PunchCodesTable = { id: number; org_id: number; name: string; type: 'in' | 'out' | 'both'; active: boolean };

/** What a clock identifies a worker by (migration 0040). */
type WorkerClockColumns = {
  org_unit_id: number | null;
  pin_hash: string | null;
  nfc_tag_id_key: string | null;
  qr_badge_code_key: string | null;
};

export type DeviceTables = Omit<TimecardTables, 'employees'> & {
  devices: DevicesTable;
  device_pairing_codes: DevicePairingCodesTable;
  device_tokens: DeviceTokensTable;
  face_photos: FacePhotosTable;
  clock_logs: ClockLogsTable;
  missed_punch_requests: MissedPunchRequestsTable;
  geo_rules: GeoRulesTable;
  punch_codes: PunchCodesTable;
  employees: TimecardTables['employees'] & WorkerClockColumns;
};

/** A connection with the device API's tables in its type. */
export const deviceTables = (db: Kysely<Database>) => db.withTables<DeviceTables>();
export type DeviceDb = ReturnType<typeof deviceTables>;
