import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { TimecardTables } from './timecard-tables';

// What the time card editor reads beyond the card tables: entry states (migration 0042), whose
// locks_entry makes the punches marked with them read-only, and the worker fields it filters on.

type EntryStatesTable = { id: number; org_id: number; name: string; active: boolean; locks_entry: boolean };
type WorkerPlacement = { org_unit_id: number | null };

export type TimecardEditTables = Omit<TimecardTables, 'employees'> & {
  employees: TimecardTables['employees'] & WorkerPlacement;
  entry_states: EntryStatesTable;
};

/** trx with the card tables, entry states and the worker's placement in its type. */
export const editTables = (trx: Kysely<Database>) => trx.withTables<TimecardEditTables>();
