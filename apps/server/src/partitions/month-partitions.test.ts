import { dayFromIso, isoFromDay } from '@punchline/domain';
import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockLogWorld } from '../../test/kits/clock-log-world';
import { analyzePartitioned, makeMonthPartitions, MONTHS_AHEAD } from './month-partitions';

// Punches and clock logs partitioned by month (migration 0081, docs/scaling.md): the months exist
// ahead, a month is made once and never over rows already in the default partition, an edit that
// moves a punch to another month takes its clock log's link along, and the screens' queries read
// only the months they ask for (PostgreSQL's partition pruning, read from EXPLAIN).

type Statement = { text: string; values: unknown[] };

const monthOf = (d: Date) => `${d.getUTCFullYear()}_${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

/** The months [lo, hi) touches, as partition suffixes. */
function monthsBetween(lo: Date, hi: Date): string[] {
  const months: string[] = [];
  const last = new Date(hi.getTime() - 1);
  for (let m = new Date(Date.UTC(lo.getUTCFullYear(), lo.getUTCMonth(), 1)); m <= last; m.setUTCMonth(m.getUTCMonth() + 1)) {
    months.push(monthOf(m));
  }
  return months;
}

/** Every relation a plan reads, by name. */
function relationsOf(plan: unknown): string[] {
  if (Array.isArray(plan)) return plan.flatMap(relationsOf);
  if (plan === null || typeof plan !== 'object') return [];
  const node = plan as Record<string, unknown>;
  const own = typeof node['Relation Name'] === 'string' ? [node['Relation Name']] : [];
  return [...own, ...Object.values(node).flatMap(relationsOf)];
}

// A bound on the instant itself (p.at, "at", l.at), not on original_at or received_at.
const LOWER = /(?:^|[\s(."])at"?\s*>=\s*\$(\d+)/;
const UPPER = /(?:^|[\s(."])at"?\s*<\s*\$(\d+)/;

describe('punches and clock logs partitioned by month', async () => {
  const w = await clockLogWorld();
  const { db, org, call } = w;
  const ann = await w.worker({ firstName: 'Ann', lastName: 'Lee', orgUnitId: w.refs.unitA });
  const sunday = w.weekStart(1);
  const saturday = isoFromDay(dayFromIso(sunday) + 6);
  afterEach(() => vi.restoreAllMocks());

  /** The statements a request sends to PostgreSQL. */
  async function statementsOf(request: () => Promise<unknown>): Promise<Statement[]> {
    const seen: Statement[] = [];
    const original = pg.Client.prototype.query;
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
      if (typeof config === 'string') seen.push({ text: config, values: values ?? [] });
      else if (config && typeof config.text === 'string') seen.push({ text: config.text, values: config.values ?? values ?? [] });
      return (original as (...a: unknown[]) => unknown).apply(this, args) as never;
    });
    await request();
    vi.restoreAllMocks();
    return seen;
  }

  /**
   * For each statement that reads `table` between two bounds of its instant, the partitions its plan
   * reads and the months its bounds ask for. Fails when a request has none: the check would pass
   * with nothing checked.
   */
  async function rangeReads(table: 'punches' | 'clock_logs', statements: Statement[]) {
    const reads = statements.filter(
      (s) => /^\s*select/i.test(s.text) && s.text.includes(`"${table}"`) && LOWER.test(s.text) && UPPER.test(s.text),
    );
    expect(reads.length, `no statement read ${table} between two instants`).toBeGreaterThan(0);
    return Promise.all(
      reads.map(async (s) => {
        const lo = new Date(s.values[Number(LOWER.exec(s.text)![1]) - 1] as string);
        const hi = new Date(s.values[Number(UPPER.exec(s.text)![1]) - 1] as string);
        const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>(CompiledQuery.raw(`explain (format json) ${s.text}`, s.values));
        const read = relationsOf(rows[0]!['QUERY PLAN']).filter((r) => r.startsWith(`${table}_`));
        return { read: [...new Set(read)].sort(), asked: monthsBetween(lo, hi).map((m) => `${table}_p${m}`) };
      }),
    );
  }

  it('has the current month and the next ones, and makes a month once', async () => {
    const { rows } = await sql<{ name: string }>`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'punches'::regclass order by 1`.execute(db);
    const names = rows.map((r) => r.name);
    const now = new Date();
    for (let ahead = 0; ahead <= MONTHS_AHEAD; ahead++) {
      expect(names).toContain(`punches_p${monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1)))}`);
    }
    expect(names).toContain('punches_default');
    expect(await makeMonthPartitions(db, now)).toBe(0);
  });

  it('keeps a punch of a month with no partition in the default one, and never makes that month over it', async () => {
    const far = new Date('2041-03-10T15:00:00Z');
    const id = await w.punch(ann.id, far, 'in');
    const where = await sql<{
      part: string;
    }>`select tableoid::regclass::text as part from punches where org_id = ${org} and id = ${id}`.execute(db);
    expect(where.rows[0]!.part).toBe('punches_default');
    // March 2041 holds a row in the default partition: it is left there; the months after are made.
    expect(await makeMonthPartitions(db, new Date('2041-03-01T00:00:00Z'))).toBe(MONTHS_AHEAD + (MONTHS_AHEAD + 1));
    const made = await sql<{
      name: string;
    }>`select relname as name from pg_class where relname like 'punches_p2041_%' and relkind = 'r' order by 1`.execute(db);
    expect(made.rows.map((r) => r.name)).toEqual(['punches_p2041_04', 'punches_p2041_05', 'punches_p2041_06']);
    const after = await sql<{
      part: string;
    }>`select tableoid::regclass::text as part from punches where org_id = ${org} and id = ${id}`.execute(db);
    expect(after.rows[0]!.part).toBe('punches_default');
    // Two instances making the same months at once make each once.
    const twice = await Promise.all([makeMonthPartitions(db, new Date('2042-01-01Z')), makeMonthPartitions(db, new Date('2042-01-01Z'))]);
    expect(twice[0] + twice[1]).toBe(2 * (MONTHS_AHEAD + 1));
  });

  it('moves an edited punch to its new month, and its clock log follows it', async () => {
    const now = new Date();
    const id = await w.punch(ann.id, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 16)), 'in');
    const logId = await w.log({ at: new Date(), employeeId: ann.id, outcome: 'accepted', punchId: id });
    const { rows } = await sql<{ at: Date; version: number }>`select at, version from punches where org_id = ${org} and id = ${id}`.execute(
      db,
    );
    const earlier = new Date(rows[0]!.at.getTime() - 20 * 86_400_000);
    const edit = await call('owner', 'PUT', `/orgs/${org}/punches/${id}`, { at: earlier.toISOString(), version: rows[0]!.version });
    expect(edit.statusCode, edit.body).toBe(200);
    const moved = await sql<{
      part: string;
    }>`select tableoid::regclass::text as part from punches where org_id = ${org} and id = ${id}`.execute(db);
    expect(moved.rows[0]!.part).toBe(`punches_p${monthOf(earlier)}`);
    const log = await sql<{
      punch_id: number;
      punch_at: Date;
    }>`select punch_id, punch_at from clock_logs where org_id = ${org} and id = ${logId}`.execute(db);
    expect(Number(log.rows[0]!.punch_id)).toBe(id);
    expect(log.rows[0]!.punch_at.toISOString()).toBe(earlier.toISOString());
  });

  it('reads only the months asked for: the punch list, a time card and the clock log list', async () => {
    await w.punch(ann.id, w.at(sunday, '08:00'), 'in');
    await w.punch(ann.id, w.at(sunday, '16:00'), 'out');
    await w.log({ at: w.at(sunday, '08:00'), employeeId: ann.id });
    const requests: [table: 'punches' | 'clock_logs', path: string][] = [
      ['punches', `/orgs/${org}/punches?from=${sunday}&to=${saturday}`],
      ['punches', `/orgs/${org}/timecards/${ann.id}?date=${sunday}`],
      ['clock_logs', `/orgs/${org}/clocklogs?from=${sunday}&to=${saturday}`],
    ];
    // The nightly job's statistics of the partitioned table as a whole (autovacuum never makes them).
    await analyzePartitioned(db);
    const whole = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_statistic where starelid = 'punches'::regclass and stainherit`.execute(db);
    expect(whole.rows[0]!.n).toBeGreaterThan(0);
    for (const [table, path] of requests) {
      const statements = await statementsOf(async () => {
        const response = await call('owner', 'GET', path);
        expect(response.statusCode, response.body).toBe(200);
      });
      for (const { read, asked } of await rangeReads(table, statements)) {
        expect(read.length, path).toBeGreaterThan(0);
        expect(asked, path).toEqual(expect.arrayContaining(read));
      }
    }
  });
});
