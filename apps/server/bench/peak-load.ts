// The shift-change load, with plain fetch (autocannon is not installed; a clock is one request at a
// time anyway). Each clock serves its queue of workers one after another, each worker arriving at
// their own instant in the window; arrivals grow toward the end of the window (density rising
// linearly, the last minute twice as busy as the average), as a shift's start approaches. Meanwhile
// each administrator pages through punches (a first page of 25, then two pages of 100 by cursor,
// as the console's More results does), opens time cards of random workers, and runs the Totals
// report of their department once, pausing 1-3 s between actions as a person does.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { seeded } from '../src/demo/activity.demo';
import type { PeakOrg, PeakSize } from './peak-world';

const TIMEOUT_MS = 30_000;
/** Bounded in time: a clock sends nothing more this long after the window (what is left counts as errors). */
const GRACE_MS = 5 * 60_000;

export type Sample = { ms: number; ok: boolean };
export type PeakResults = {
  punches: Sample[];
  pages: Sample[];
  cards: Sample[];
  reports: Sample[];
  /** How late the last worker's punch left its clock, against their arrival (a queue at the clock). */
  maxQueueMs: number;
  /** When the last punch was answered, from the start of the window. */
  lastPunchS: number;
  errors: string[];
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** One request, timed; a status of 300 or more, a network error or a timeout is an error. */
async function timed(samples: Sample[], errors: string[], what: string, request: () => Promise<Response>): Promise<Response | null> {
  const started = performance.now();
  try {
    const response = await request();
    const body = await response.text();
    const ok = response.status < 300;
    samples.push({ ms: performance.now() - started, ok });
    if (!ok) errors.push(`${what}: ${response.status} ${body.slice(0, 200)}`);
    return ok ? new Response(body, { status: response.status }) : null;
  } catch (error) {
    samples.push({ ms: performance.now() - started, ok: false });
    errors.push(`${what}: ${String(error)}`);
    return null;
  }
}

export async function runPeak(base: string, org: PeakOrg, size: PeakSize): Promise<PeakResults> {
  const results: PeakResults = { punches: [], pages: [], cards: [], reports: [], maxQueueMs: 0, lastPunchS: 0, errors: [] };
  const random = seeded(37);
  const windowMs = size.seconds * 1000;
  // Worker k uses clock k mod clocks, arriving at windowMs * sqrt(u): density rising linearly.
  const queues = org.clocks.map(() => [] as { worker: number; atMs: number }[]);
  org.workers.forEach((_, k) => queues[k % org.clocks.length]!.push({ worker: k, atMs: windowMs * Math.sqrt(random()) }));
  queues.forEach((queue) => queue.sort((a, b) => a.atMs - b.atMs));
  const start = performance.now();
  let clocksDone = false;

  const clock = async (c: number) => {
    const { token } = org.clocks[c]!;
    for (const { worker, atMs } of queues[c]!) {
      await sleep(start + atMs - performance.now());
      if (performance.now() - start > windowMs + GRACE_MS) {
        results.punches.push({ ms: NaN, ok: false });
        results.errors.push('punch: not sent, the run is past its time');
        continue;
      }
      results.maxQueueMs = Math.max(results.maxQueueMs, performance.now() - start - atMs);
      await timed(results.punches, results.errors, 'punch', () =>
        fetch(`${base}/api/device/v1/punches`, {
          method: 'POST',
          headers: { authorization: `Device ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            clientId: randomUUID(),
            type: 'auto',
            at: new Date().toISOString(),
            identification: { method: 'qr', badge: org.workers[worker]!.badge },
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        }),
      );
      results.lastPunchS = (performance.now() - start) / 1000;
    }
  };

  const admin = async (a: number) => {
    const { token, departmentId } = org.admins[a]!;
    const get = (url: string) =>
      fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const api = `/api/orgs/${org.orgId}`;
    const reportAt = start + random() * windowMs;
    let reported = false;
    while (!clocksDone) {
      await sleep(1000 + random() * 2000);
      if (clocksDone) break;
      if (!reported && performance.now() >= reportAt) {
        reported = true;
        await timed(results.reports, results.errors, 'report', () =>
          fetch(`${base}${api}/reports/totals`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ from: org.period.start, to: org.period.end, departmentIds: [departmentId] }),
            signal: AbortSignal.timeout(TIMEOUT_MS * 4),
          }),
        );
      } else if (random() < 0.6) {
        let cursor: string | null = null;
        for (const limit of [25, 100, 100]) {
          const page = await timed(results.pages, results.errors, 'punch page', () =>
            get(`${api}/punches?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`),
          );
          cursor = page ? ((await page.json()) as { cursor: string | null }).cursor : null;
          if (!cursor) break;
        }
      } else {
        const worker = org.workers[Math.floor(random() * org.workers.length)]!;
        await timed(results.cards, results.errors, 'time card', () => get(`${api}/timecards/${worker.id}?date=${org.period.start}`));
      }
    }
  };

  const admins = Promise.all(org.admins.map((_, a) => admin(a)));
  await Promise.all(org.clocks.map((_, c) => clock(c)));
  clocksDone = true;
  await admins;
  return results;
}
