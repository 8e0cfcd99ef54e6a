import { isoFromDay, epochFromLocal, payPeriodFor, localFromEpoch, dayFromIso } from '@punchline/domain';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { workerWorld, type Rec } from './worker-test-world';
import { seedPunches } from '../../src/punches/punch-store';

// Shared set-up of the time card tests: the worker world (an organization with org units and
// callers), in Los Angeles with payroll, California overtime as its pay rule, and punches written
// as facts (the punch API comes with issue 16).

export const ZONE = 'America/Los_Angeles';
export const HOUR = 3600;

export const CALIFORNIA = {
  name: 'California',
  daily1Threshold: 8,
  daily1PayCode: 'OT',
  daily2Threshold: 12,
  daily2PayCode: 'DT',
  weekly1Threshold: 40,
  weekly1PayCode: 'OT',
  consecutiveDaysThreshold: 7,
  consecutiveDaysRegularPayCode: 'OT',
  consecutiveDaysDaily1PayCode: 'DT',
};

/** A six-day week: Mon 10 h, Tue 8, Wed 13, Thu 8, Fri 8, Sat 8 (day offsets from Sunday, hours). */
export const WEEK: readonly [number, number][] = [
  [1, 10],
  [2, 8],
  [3, 13],
  [4, 8],
  [5, 8],
  [6, 8],
];

export type Card = Rec & {
  period: { start: string; end: string };
  payCodes: { code: string; seconds: number; amount: string }[];
  totals: { workedSeconds: number; amount: string };
  periodState: string;
  stale: boolean;
};

/** Seconds per pay code of a card, codes without time left out. */
export const secondsByCode = (card: Pick<Card, 'payCodes'>) =>
  Object.fromEntries(card.payCodes.filter((c) => c.seconds > 0).map((c) => [c.code, c.seconds / HOUR]));

export async function timecardWorld() {
  const w = await workerWorld();
  const { db, org, call, create } = w;
  await sql`update organizations set timezone = ${ZONE}, features = array_append(features, 'payroll') where id = ${org}`.execute(db);
  const rule = await create('payroll/rules', CALIFORNIA);
  const defaults = await call('owner', 'PUT', `/orgs/${org}/payroll/defaults`, { defaultPayRuleId: rule.id });
  expect(defaults.statusCode, defaults.body).toBe(200);

  // Weekly pay periods from Sunday (the defaults): the week before this one and the one before it.
  const today = localFromEpoch(Math.floor(Date.now() / 1000), ZONE).slice(0, 10);
  const current = payPeriodFor(today, { payPeriodType: 'week', payPeriodStarts: 1 });
  const weekStart = (weeksBack: number) => isoFromDay(current.startDay - 7 * weeksBack);

  /** The week's punches for a worker: each day IN at 07:00 and OUT after its hours. */
  const punchWeek = async (employeeId: number, sunday: string, days: readonly [number, number][] = WEEK) => {
    const values = days.flatMap(([offset, hours]) => {
      const start = epochFromLocal(`${isoFromDay(dayFromIso(sunday) + offset)}T07:00`, ZONE);
      return [
        { at: start, type: 'in' as const },
        { at: start + hours * HOUR, type: 'out' as const },
      ];
    });
    await seedPunches(
      db,
      values.map(({ at, type }) => ({ orgId: org, employeeId, at: new Date(at * 1000), type })),
    );
  };

  const card = async (employeeId: number, date: string, who = 'owner') => {
    const response = await call(who, 'GET', `/orgs/${org}/timecards/${employeeId}?date=${date}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: Card }>().result;
  };

  /** The cached card row of a worker's period, straight from the table. */
  const cached = async (employeeId: number, periodStart: string) => {
    const { rows } = await sql<{ fingerprint: string; card: Card; computed_at: Date }>`
      select fingerprint, card, computed_at from timecard_cache
      where org_id = ${org} and employee_id = ${employeeId} and period_start = ${periodStart}`.execute(db);
    return rows[0];
  };

  const runs = async () => {
    const response = await call('owner', 'GET', `/orgs/${org}/timecards/recompute`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ results: (Rec & { state: string; total: number; done: number; reason: string })[] }>().results;
  };

  return { ...w, rule, weekStart, punchWeek, card, cached, runs };
}
