import type { Db } from '../../src/db/database';
import type { App } from '../../src/http/context';
import type { Probe } from './cases';
import { changedTables, digestDatabase } from './digest';
import { isSpecErrorBody } from './error-shape';

export type Outcome = { operation: string; probe: Probe; status: number; body: string };
export type Finding = { problem: string; operation: string; input: string; status: number; body: string };

export const tally = { requests: 0 };

const CONCURRENCY = 6;

export async function send(app: App, operation: string, probe: Probe): Promise<Outcome> {
  tally.requests++;
  const response = await app.inject({
    method: probe.method as 'GET',
    url: probe.url,
    headers: probe.headers,
    ...(probe.payload === undefined ? {} : { payload: probe.payload }),
  });
  return { operation, probe, status: response.statusCode, body: response.body };
}

/** Runs fn over items with at most `limit` in flight. */
export async function pool<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const finding = (problem: string, o: Outcome): Finding => ({
  problem,
  operation: o.operation,
  input: o.probe.label,
  status: o.status,
  body: o.body.slice(0, 300),
});

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** No 5xx, and every 4xx in the spec's error shape. */
export function shapeFindings(outcomes: readonly Outcome[]): Finding[] {
  const found: Finding[] = [];
  for (const o of outcomes) {
    if (o.status >= 500) found.push(finding('5xx', o));
    else if (o.status >= 400 && !isSpecErrorBody(parse(o.body))) found.push(finding('4xx not in the error shape', o));
  }
  return found;
}

const is2xx = (status: number) => status >= 200 && status < 300;

/**
 * Sends the probes again, a few at a time, between two digests; when the database moved, halves
 * them until the probe that wrote is alone. A write is a finding unless `mayChange` allows it for
 * an accepted (2xx) answer.
 */
async function attribute(app: App, db: Db, operation: string, probes: readonly Probe[], mayChange: boolean): Promise<Finding[]> {
  if (probes.length === 0) return [];
  const start = await digestDatabase(db);
  const outcomes = await pool(probes, CONCURRENCY, (probe) => send(app, operation, probe));
  const tables = changedTables(start, await digestDatabase(db));
  if (tables.length === 0) return [];
  if (probes.length === 1) {
    const [again] = outcomes;
    return mayChange && is2xx(again!.status) ? [] : [finding(`changed ${tables.join(', ')} while answering ${again!.status}`, again!)];
  }
  const half = Math.ceil(probes.length / 2);
  return [
    ...(await attribute(app, db, operation, probes.slice(0, half), mayChange)),
    ...(await attribute(app, db, operation, probes.slice(half), mayChange)),
  ];
}

/**
 * Sends the probes (a few at a time) and proves the database did not change, but where
 * `mayChange` allows it for an accepted (2xx) probe. When the digest moved, the probes that were
 * refused are sent again (attribute) to name the one that wrote.
 */
export async function runGuarded(
  app: App,
  db: Db,
  operation: string,
  probes: readonly Probe[],
  mayChange: boolean,
): Promise<{ outcomes: Outcome[]; findings: Finding[] }> {
  const before = await digestDatabase(db);
  const outcomes = await pool(probes, CONCURRENCY, (probe) => send(app, operation, probe));
  const findings = shapeFindings(outcomes);
  if (changedTables(before, await digestDatabase(db)).length === 0) return { outcomes, findings };
  const suspects = outcomes.filter((o) => !(mayChange && is2xx(o.status))).map((o) => o.probe);
  findings.push(...(await attribute(app, db, operation, suspects, mayChange)));
  return { outcomes, findings };
}
