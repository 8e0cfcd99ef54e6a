import type { PAY_LINE_KINDS } from '@punchline/contracts';
import { PERMISSIONS } from '@punchline/domain';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { workerWorld, WITHOUT_SENSITIVE, type Rec } from './worker-test-world';

// Shared set-up of the pay run export tests (issue 33): the worker world with payroll and pay runs
// on (payroll company code XYZ, entry states on), workers with employee numbers, and runs whose
// summaries and pay lines are inserted directly, as the pay run service would have written them.

export const ZONE = 'America/Los_Angeles';
export const PERIOD = { start: '2026-11-01', end: '2026-11-14' };

type PayLineKind = (typeof PAY_LINE_KINDS)[number];
type RunState = 'draft' | 'calculated' | 'approved' | 'finalized';

/** A pay line as pay_summary_lines keeps it. */
export type SeedLine = { kind: PayLineKind; code: string; name: string; seconds?: number | null; rate?: string | null; amount: string };

export async function payExportWorld() {
  const w = await workerWorld();
  const { db, org } = w;
  const features = ['customfield', 'payroll', 'pay_run', 'entry_state', 'integration'];
  await sql`update organizations set features = ${features}::text[], timezone = ${ZONE},
    settings = settings || ${JSON.stringify({ enabled: true, enablePayRun: true, payrollId: 'XYZ', entryStateEnabled: true })}::jsonb
    where id = ${org}`.execute(db);
  await w.member('noPay', WITHOUT_SENSITIVE);
  await w.member(
    'noPayroll',
    PERMISSIONS.filter((p) => p !== 'manage_payroll'),
  );
  await w.member('restricted', [...PERMISSIONS]);
  await w.restrict('restricted', { departmentIds: [w.refs.deptA] });

  const ana = await w.worker({ firstName: 'Ana', lastName: 'Lopez', employeeNumber: 'E100', departmentId: w.refs.deptA });
  const ben = await w.worker({ firstName: 'Ben', lastName: 'Cho', employeeNumber: 'E200', departmentId: w.refs.deptB });
  const cara = await w.worker({ firstName: 'Cara', lastName: 'Diaz', employeeNumber: 'E300' });

  /** A run with one summary per worker and these lines, in order. */
  const addRun = async (name: string, lines: Map<Rec, SeedLine[]>, state: RunState = 'finalized') => {
    const run = await db
      .insertInto('pay_runs')
      .values({ org_id: org, name, kind: 'regular', period_start: PERIOD.start, period_end: PERIOD.end, state, pay_date: '2026-11-20' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [worker, workerLines] of lines) {
      const summary = await db
        .insertInto('pay_summaries')
        .values({ org_id: org, pay_run_id: run.id, employee_id: worker.id, fingerprint: 'seeded', inputs: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [position, l] of workerLines.entries()) {
        await db
          .insertInto('pay_summary_lines')
          .values({
            org_id: org,
            pay_summary_id: summary.id,
            pay_run_id: run.id,
            employee_id: worker.id,
            position,
            kind: l.kind,
            code: l.code,
            name: l.name,
            seconds: l.seconds ?? null,
            rate: l.rate ?? null,
            amount: l.amount,
          })
          .execute();
      }
    }
    return run.id;
  };

  const exportsUrl = (runId: number) => `/orgs/${org}/payroll/runs/${runId}/exports`;
  /** POST exports as `who`: the raw answer. */
  const postExport = (runId: number, body: Record<string, unknown>, who = 'owner') => w.call(who, 'POST', exportsUrl(runId), body);
  /** An export that must succeed: its record and its file as downloaded. */
  const exportRun = async (runId: number, body: Record<string, unknown>) => {
    const made = await postExport(runId, body);
    expect(made.statusCode, made.body).toBe(201);
    const record = made.json<{ result: Rec & { filename: string; rowCount: number; contentType: string } }>().result;
    const file = await w.call('owner', 'GET', `${exportsUrl(runId)}/${record.id}/file`);
    expect(file.statusCode, file.body).toBe(200);
    return { record, file, text: file.rawPayload.toString('utf8') };
  };
  const listExports = async (runId: number, who = 'owner'): Promise<LightMyRequestResponse> => w.call(who, 'GET', exportsUrl(runId));

  return { ...w, ana, ben, cara, addRun, exportsUrl, postExport, exportRun, listExports };
}

export type PayExportWorld = Awaited<ReturnType<typeof payExportWorld>>;
