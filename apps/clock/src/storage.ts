import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ClockConfig, Pairing, PunchBody as PunchSubmission } from '@punchline/contracts/device';

// Everything the clock keeps survives a closed tab and a restarted tablet: IndexedDB, one database.

/** A punch waiting for the network, in the order it was taken. */
export type QueuedPunch = {
  submission: PunchSubmission;
  /** Who it is for, as the clock showed it (never the PIN). */
  label: string;
  queuedAt: string;
};

/** A queued punch the server refused when it was finally sent, kept for a supervisor to see. */
export type FailedPunch = QueuedPunch & { reason: string };

type ClockSchema = DBSchema & {
  settings: { key: 'pairing' | 'config'; value: Pairing | ClockConfig };
  outbox: { key: string; value: QueuedPunch };
  failed: { key: string; value: FailedPunch };
  /** Read receipts and acknowledgments waiting for the network (receipts.ts), in the order taken. */
  receipts: { key: number; value: QueuedReceipt };
};

/** A device call that records something the worker did (read, acknowledged), sent later. */
export type QueuedReceipt = { path: string; body: unknown; queuedAt: string };

export type ClockDb = IDBPDatabase<ClockSchema>;

const opened = new Map<string, Promise<ClockDb>>();

/** The clock's database, opened once per page (tests open their own by name). */
export function clockDb(name = 'punchline-clock'): Promise<ClockDb> {
  let db = opened.get(name);
  if (!db) {
    db = openDB<ClockSchema>(name, 2, {
      // Version by version, so a clock that installed an older one keeps its queued punches.
      upgrade(upgrading, oldVersion) {
        if (oldVersion < 1) {
          upgrading.createObjectStore('settings');
          upgrading.createObjectStore('outbox', { keyPath: 'submission.clientId' });
          upgrading.createObjectStore('failed', { keyPath: 'submission.clientId' });
        }
        if (oldVersion < 2) upgrading.createObjectStore('receipts', { autoIncrement: true });
      },
    });
    opened.set(name, db);
  }
  return db;
}

export async function loadPairing(db: ClockDb): Promise<Pairing | null> {
  return ((await db.get('settings', 'pairing')) as Pairing | undefined) ?? null;
}

export async function savePairing(db: ClockDb, pairing: Pairing | null): Promise<void> {
  if (pairing) await db.put('settings', pairing, 'pairing');
  else await db.delete('settings', 'pairing');
}

export async function loadConfig(db: ClockDb): Promise<ClockConfig | null> {
  return ((await db.get('settings', 'config')) as ClockConfig | undefined) ?? null;
}

export async function saveConfig(db: ClockDb, config: ClockConfig | null): Promise<void> {
  if (config) await db.put('settings', config, 'config');
  else await db.delete('settings', 'config');
}
