import { useCallback, useEffect, useRef, useState } from 'react';
import { NetworkError, deviceApi, isUnpaired } from './api';
import { failedPunches, forgetFailed, pendingPunches, replayOnce } from './outbox';
import { pendingReceipts, replayReceipts } from './receipts';
import { clockDb, loadConfig, loadPairing, saveConfig, savePairing, type ClockDb, type FailedPunch } from './storage';
import type { ClockConfig, Pairing } from '@punchline/contracts/device';

// The clock's life around the screens: its pairing and configuration (kept in IndexedDB so it
// opens without a network), whether it is online, and the offline queue sent when it can be.

/** The configuration is read again this often (docs/device-api.md: "every few minutes"). */
const CONFIG_REFRESH_MS = 5 * 60_000;
/** Waiting punches are tried again this often while the network looks up. */
const RETRY_MS = 30_000;

export type ClockState =
  | { status: 'loading' }
  | { status: 'unpaired'; message: string | null }
  | { status: 'ready'; db: ClockDb; pairing: Pairing; config: ClockConfig }
  | { status: 'no-config'; message: string };

export type ClockSession = {
  state: ClockState;
  online: boolean;
  pending: number;
  failed: FailedPunch[];
  pair(pairing: Pairing): Promise<void>;
  unpair(message: string): Promise<void>;
  /** After a punch was queued or sent: count the queue again and send what waits. */
  flush(): void;
  dismissFailed(clientId: string): Promise<void>;
};

export function useClockSession(): ClockSession {
  const [state, setState] = useState<ClockState>({ status: 'loading' });
  const [online, setOnline] = useState(() => navigator.onLine);
  const [pending, setPending] = useState(0);
  const [failed, setFailed] = useState<FailedPunch[]>([]);
  /** Read receipts and acknowledgments waiting (receipts.ts): not punches, so not shown as such. */
  const [receipts, setReceipts] = useState(0);
  const dbRef = useRef<ClockDb | null>(null);

  const unpair = useCallback(async (message: string) => {
    const db = dbRef.current ?? (await clockDb());
    // The queue stays: its punches go once the clock is paired again.
    await savePairing(db, null);
    await saveConfig(db, null);
    setState({ status: 'unpaired', message });
  }, []);

  const count = useCallback(async (db: ClockDb) => {
    setPending((await pendingPunches(db)).length);
    setReceipts(await pendingReceipts(db));
    setFailed(await failedPunches(db));
  }, []);

  const refresh = useCallback(
    async (db: ClockDb, pairing: Pairing) => {
      try {
        const config = await deviceApi.config(pairing.token);
        await saveConfig(db, config);
        setOnline(true);
        setState({ status: 'ready', db, pairing, config });
      } catch (error) {
        if (isUnpaired(error)) return unpair(error.message);
        if (error instanceof NetworkError) setOnline(false);
        const cached = await loadConfig(db);
        if (cached) setState({ status: 'ready', db, pairing, config: cached });
        else
          setState({ status: 'no-config', message: 'The clock could not load its settings. Check the network; it tries again by itself.' });
      }
    },
    [unpair],
  );

  const send = useCallback(
    async (db: ClockDb, pairing: Pairing) => {
      const outcome = await replayOnce(db, (s) => deviceApi.punch(pairing.token, s));
      // Receipts after the punches: an acknowledgment may be of a message shown before a punch.
      const receiptsOutcome = outcome.stoppedBy === 'done' ? await replayReceipts(db, pairing.token) : outcome.stoppedBy;
      if (outcome.stoppedBy === 'network' || receiptsOutcome === 'network') setOnline(false);
      else if (outcome.sent > 0) setOnline(true);
      await count(db);
      if (outcome.stoppedBy === 'unpaired' || receiptsOutcome === 'unpaired') {
        await unpair('This device is not paired or has been revoked. Pair it again in Settings → Devices.');
      }
    },
    [count, unpair],
  );

  // Open the database, show the pairing or the clock, and send what waited while the tab was closed.
  useEffect(() => {
    let stopped = false;
    void (async () => {
      const db = await clockDb();
      dbRef.current = db;
      const pairing = await loadPairing(db);
      await count(db);
      if (stopped) return;
      if (!pairing) return setState({ status: 'unpaired', message: null });
      const cached = await loadConfig(db);
      if (cached) setState({ status: 'ready', db, pairing, config: cached });
      await refresh(db, pairing);
      if (navigator.onLine) await send(db, pairing);
    })();
    return () => {
      stopped = true;
    };
  }, [count, refresh, send]);

  const pairing = state.status === 'ready' ? state.pairing : null;
  const db = state.status === 'ready' ? state.db : null;

  // Network comes and goes: send the queue and read the settings as soon as it is back.
  useEffect(() => {
    if (!pairing || !db) return;
    const up = () => {
      setOnline(true);
      void refresh(db, pairing).then(() => send(db, pairing));
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    const configTimer = window.setInterval(() => void refresh(db, pairing), CONFIG_REFRESH_MS);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      window.clearInterval(configTimer);
    };
  }, [db, pairing, refresh, send]);

  useEffect(() => {
    if (!pairing || !db || pending + receipts === 0) return;
    const timer = window.setInterval(() => {
      if (navigator.onLine) void send(db, pairing);
    }, RETRY_MS);
    return () => window.clearInterval(timer);
  }, [db, pairing, pending, receipts, send]);

  const pair = useCallback(
    async (next: Pairing) => {
      const db = dbRef.current ?? (await clockDb());
      await savePairing(db, next);
      await refresh(db, next);
      await send(db, next);
    },
    [refresh, send],
  );

  const flush = useCallback(() => {
    if (!db || !pairing) return;
    void count(db).then(() => (navigator.onLine ? send(db, pairing) : undefined));
  }, [count, db, pairing, send]);

  const dismissFailed = useCallback(
    async (clientId: string) => {
      if (!db) return;
      await forgetFailed(db, clientId);
      await count(db);
    },
    [count, db],
  );

  return { state, online, pending, failed, pair, unpair, flush, dismissFailed };
}
