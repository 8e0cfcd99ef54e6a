import { DEFAULT_SESSION_SETTINGS } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';

/** What the worker rules read of the organization: employee defaults and the seat limit. */
export type WorkerSettings = {
  pinLengthMin: number;
  pinLengthMax: number;
  requiredFields: string[];
  employeeSensitiveCanCreateFields: string[];
  employeeSensitiveCanDelete: boolean;
  employeeSensitivePayClassReadOnly: boolean;
  newWorkerDepartmentId: number | null;
  newWorkerOrgUnitId: number | null;
  newWorkerLabelIds: number[];
  newWorkerPayType: string;
  maxUsers: number;
  maxUsersIsWorkersOnly: boolean;
};

export async function workerSettings(trx: TenantTx, orgId: number): Promise<WorkerSettings> {
  const org = await trx.selectFrom('organizations').select(['settings', 'max_users']).where('id', '=', orgId).executeTakeFirstOrThrow();
  const s = (org.settings ?? {}) as Record<string, unknown>;
  const pick = <T>(key: string, fallback: T): T => (s[key] === undefined || s[key] === null ? fallback : (s[key] as T));
  return {
    pinLengthMin: pick('pinLengthMin', DEFAULT_SESSION_SETTINGS.pinLengthMin),
    pinLengthMax: pick('pinLengthMax', DEFAULT_SESSION_SETTINGS.pinLengthMax),
    requiredFields: pick('requiredFields', []),
    employeeSensitiveCanCreateFields: pick('employeeSensitiveCanCreateFields', []),
    employeeSensitiveCanDelete: pick('employeeSensitiveCanDelete', false),
    employeeSensitivePayClassReadOnly: pick(
      'employeeSensitivePayClassReadOnly',
      DEFAULT_SESSION_SETTINGS.employeeSensitivePayClassReadOnly,
    ),
    newWorkerDepartmentId: pick('newWorkerDepartmentId', null),
    newWorkerOrgUnitId: pick('newWorkerOrgUnitId', null),
    newWorkerLabelIds: pick('newWorkerLabelIds', []),
    newWorkerPayType: pick('newWorkerPayType', 'hourly'),
    maxUsers: org.max_users,
    maxUsersIsWorkersOnly: pick('maxUsersIsWorkersOnly', false),
  };
}

/**
 * Holds the organization's seats until the transaction ends: one seat-taking save at a time, or
 * two at once would both count the last free seat as free. A count made after it sees what the
 * save before committed.
 */
export async function lockSeats(trx: TenantTx, orgId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`punchline.seats:${orgId}`}, 0))`.execute(trx);
}
