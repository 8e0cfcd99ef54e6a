import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../db/schema';

// The tables of migrations 0044 and 0046 as Kysely sees them, added to a connection with Kysely's
// withTables: the time card code types its own queries without widening the shared schema.

type Json<T> = ColumnType<T, string, string>;
type Day = ColumnType<string, string, string>;

export type PunchesTable = {
  id: Generated<number>;
  org_id: number;
  employee_id: number;
  at: ColumnType<Date, Date | string, Date | string>;
  original_at: ColumnType<Date, Date | string, Date | string>;
  received_at: ColumnType<Date, Date | string | undefined, Date | string>;
  type: 'in' | 'out';
  origin: 'clock' | 'mobile' | 'web' | 'added';
  client_id: Generated<string>;
  pay_class_id: number | null;
  costing: Json<Record<string, string | null>> | null;
  note: string | null;
  deleted_at: Date | null;
  created_at: Generated<Date>;
  version: Generated<number>;
  // Migration 0046 (issue 16): where the punch came from, how it was verified, who changed it.
  device_id: number | null;
  clock_log_id: number | null;
  device_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_by: number | null;
  edited_by: number | null;
  edited_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  flagged: Generated<boolean>;
  offline: Generated<boolean>;
  tampered: Generated<boolean>;
  attempted: Generated<boolean>;
  face: 'ok' | 'failed' | 'unverified' | null;
  geo: 'inside' | 'outside' | 'unknown' | null;
  cred: 'ok' | 'failed' | null;
  latitude: number | null;
  longitude: number | null;
  accuracy_m: number | null;
  punch_code_id: number | null;
  entry_state_id: number | null;
  custom_fields: ColumnType<Record<string, unknown>, string | undefined, string>;
};

/** A supervisor's approval of a worker's card (migration 0046): the fingerprint of what was approved. */
export type TimecardApprovalsTable = {
  org_id: number;
  employee_id: number;
  period_start: Day;
  fingerprint: string;
  approved_by: number | null;
  approved_at: Generated<Date>;
};

export type PayPeriodStatesTable = {
  org_id: number;
  period_start: Day;
  period_end: Day;
  state: 'locked' | 'finalized';
  changed_by: number | null;
  changed_at: Generated<Date>;
};

export type TimecardCacheTable = {
  org_id: number;
  employee_id: number;
  period_start: Day;
  period_end: Day;
  fingerprint: string;
  card: Json<unknown>;
  computed_at: ColumnType<Date, Date | undefined, Date>;
};

export type RecomputeRunsTable = {
  id: Generated<number>;
  org_id: number;
  requested_by: number | null;
  reason: string;
  from_date: Day | null;
  state: Generated<'queued' | 'running' | 'done' | 'failed'>;
  total: Generated<number>;
  done: Generated<number>;
  error: string | null;
  created_at: Generated<Date>;
  finished_at: Date | null;
};

/** What the time cards read of tables other areas own (a worker's pay settings, pay rate history). */
type WorkerPayColumns = {
  pay_class_id: number | null;
  pay_rule_id: number | null;
  pay_type: Generated<string>;
  shift_starts_at: string | null;
};
type EmployeePayRatesTable = { org_id: number; employee_id: number; effective_from: Day; rate: string };

export type TimecardTables = {
  punches: PunchesTable;
  pay_period_states: PayPeriodStatesTable;
  timecard_cache: TimecardCacheTable;
  recompute_runs: RecomputeRunsTable;
  timecard_approvals: TimecardApprovalsTable;
  employees: Database['employees'] & WorkerPayColumns;
  employee_pay_rates: EmployeePayRatesTable;
};

/** trx with the time card tables in its type. */
export const timecardTables = (trx: Kysely<Database>) => trx.withTables<TimecardTables>();
