import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DeviceTables } from '../devices/device-tables';

// The device tables as Settings → Devices reads them: the device API's types (devices/device-tables.ts).
export const adminTables = (db: Kysely<Database>) => db.withTables<DeviceTables>();
