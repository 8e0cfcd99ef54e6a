import { epochFromLocal, PERMISSIONS } from '@punchline/domain';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { workerWorld } from './worker-test-world';

// The punch reports' world: the worker world in Los Angeles, two workers in two org units, a
// device, a job, and a way to run a report and read its rows.

export const ZONE = 'America/Los_Angeles';

export type ReportRows = Record<string, string | number | null>[];
type Result = {
  groups: { key: string; label: string; rows: ReportRows }[];
  total: Record<string, unknown>;
  rowCount: number;
  notes: string[];
};

export async function reportPunchWorld() {
  const w = await workerWorld();
  const { db, org, call } = w;
  await sql`update organizations set timezone = ${ZONE} where id = ${org}`.execute(db);
  const ana = await w.worker({ firstName: 'Ana', lastName: 'Alpha', orgUnitId: w.refs.unitA });
  const bo = await w.worker({ firstName: 'Bo', lastName: 'Beta', orgUnitId: w.refs.unitB });
  const device = await db.insertInto('devices').values({ org_id: org, name: 'Front Door' }).returning('id').executeTakeFirstOrThrow();
  const job = await db.insertInto('jobs').values({ org_id: org, name: 'Roofing' }).returning('id').executeTakeFirstOrThrow();
  // A caller who may run reports but not read the audit trail, and one restricted to Unit A.
  await w.member('reporter', ['view_reports']);
  await w.member('unitAdmin', [...PERMISSIONS]);
  await w.restrict('unitAdmin', { orgUnitIds: [w.refs.unitA] });

  /** Epoch seconds of a local time in the world's zone. */
  const local = (dateTime: string) => epochFromLocal(dateTime, ZONE);

  /** Runs a report now; answers the response (for refusals). */
  const runReport = (who: string, key: string, params: Record<string, unknown>) => call(who, 'POST', `/orgs/${org}/reports/${key}`, params);

  /** Runs a report and answers its result (fails the test on anything but 200). */
  const report = async (key: string, params: Record<string, unknown>, who = 'owner') => {
    const response = await runReport(who, key, params);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Result>();
  };
  const rows = (result: Result) => result.groups.flatMap((g) => g.rows);

  return { ...w, ana, bo, device: device.id, job: job.id, local, runReport, report, rows };
}
