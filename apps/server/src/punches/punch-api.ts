import { FLAG_LETTERS, formatPersonName, sourceFlags, type FormatPreferences, type Punch } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';

// A punch as the punches API answers it: the stored facts, the worker's and device's names, and
// the letters of its source flags (SPEC section 3: P, A, E, O, T, G, F, C, PA, star) by the
// engine's own rule, so the list and the time card never disagree. Card-level flags (M, SL, ...)
// need the whole card and are the time card's.

const INSTANT = (column: string) => sql<string | null>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Every column the API shape needs, for the org's punches (deleted ones are left out). */
export function selectPunches(trx: TenantTx, orgId: number) {
  return trx
    .selectFrom('punches as p')
    .innerJoin('employees as e', 'e.id', 'p.employee_id')
    .where('p.org_id', '=', orgId)
    .where('p.deleted_at', 'is', null)
    .select([
      'p.id',
      'p.version',
      'p.employee_id',
      'p.type',
      'p.origin',
      'p.at',
      'p.original_at',
      'p.received_at',
      'p.costing',
      'p.note',
      'p.custom_fields',
      'p.flagged',
      'p.offline',
      'p.tampered',
      'p.attempted',
      'p.face',
      'p.geo',
      'p.cred',
      'p.latitude',
      'p.longitude',
      'p.accuracy_m',
      'p.device_id',
      'p.punch_code_id',
      INSTANT('p.edited_at').as('edited_at_text'),
      'e.first_name',
      'e.middle_name',
      'e.last_name',
      'e.display_name',
      sql<string | null>`(select d.name from devices d where d.id = p.device_id)`.as('device_name'),
      sql<string | null>`(select c.name from punch_codes c where c.id = p.punch_code_id)`.as('punch_code_name'),
      sql<string | null>`(select u.name from users u where u.id = p.edited_by)`.as('edited_by_name'),
      'p.edited_by',
      // Full precision (microseconds) for the cursor.
      sql<string>`p.at::text`.as('position'),
    ]);
}

export type PunchRecord = Awaited<ReturnType<ReturnType<typeof selectPunches>['execute']>>[number];

const seconds = (d: Date | string) => new Date(d).getTime() / 1000;
const iso = (d: Date | string) => new Date(d).toISOString();
const idOrNull = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

/** The letters of the punch's source flags, in the SPEC's table order. */
export function punchFlags(row: PunchRecord): string[] {
  const punch: Punch = {
    id: String(row.id),
    at: seconds(row.at),
    type: row.type,
    origin: row.origin,
    originalAt: seconds(row.original_at),
    receivedAt: seconds(row.received_at),
    ...(row.offline ? { offline: true } : {}),
    ...(row.tampered ? { tampered: true } : {}),
    ...(row.attempted ? { attempted: true } : {}),
    ...(row.flagged ? { flagged: true } : {}),
    ...(row.face ? { face: row.face } : {}),
    ...(row.geo ? { geo: row.geo } : {}),
    ...(row.cred ? { cred: row.cred } : {}),
  };
  return sourceFlags(punch).map((code) => FLAG_LETTERS[code]);
}

export type ApiPunch = ReturnType<typeof punchToApi>;

/** The API shape of a punch; flat ids and names for the list's columns, nested ones for callers. */
export function punchToApi(row: PunchRecord, prefs: FormatPreferences) {
  const names = { firstName: row.first_name, middleName: row.middle_name, lastName: row.last_name, displayName: row.display_name };
  const costing = (row.costing ?? {}) as Record<string, unknown>;
  const deviceId = idOrNull(row.device_id);
  const employeeName = formatPersonName(names, prefs);
  return {
    id: Number(row.id),
    version: row.version,
    employeeId: Number(row.employee_id),
    employeeName,
    employee: { id: Number(row.employee_id), ...names, name: employeeName },
    type: row.type,
    at: iso(row.at),
    originalAt: iso(row.original_at),
    receivedAt: iso(row.received_at),
    origin: row.origin,
    deviceId,
    deviceName: row.device_name,
    device: deviceId === null ? null : { id: deviceId, name: row.device_name },
    flags: punchFlags(row),
    flagged: row.flagged,
    costing: {
      jobLabel: idOrNull(costing.jobLabel),
      jobCategory: idOrNull(costing.jobCategory),
      job: idOrNull(costing.job),
      jobPhase: idOrNull(costing.jobPhase),
      costCode: idOrNull(costing.costCode),
      costingIsPartial: costing.costingIsPartial === 'true' || costing.costingIsPartial === true,
    },
    punchCodeId: idOrNull(row.punch_code_id),
    punchCodeName: row.punch_code_name,
    note: row.note,
    // Always an object: the column defaults to {} and every write sends one.
    customFields: (row.custom_fields ?? {}) as Record<string, unknown>,
    location:
      row.latitude === null || row.longitude === null
        ? null
        : { latitude: row.latitude, longitude: row.longitude, accuracy: row.accuracy_m },
    editedBy: row.edited_by === null ? null : { id: Number(row.edited_by), name: row.edited_by_name },
    editedAt: row.edited_at_text,
  };
}
