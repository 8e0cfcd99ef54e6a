import type { ClockBriefing, ConfigBriefing } from '@punchline/contracts';
import { briefingCovers, briefingPeriod, dueBriefings, firstWrongAnswer, localFromEpoch } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { briefingsOn } from './briefing-gate';
import { loadBriefings, toClock, toConfig } from './briefing-rows';

// Briefings at the clock (issue 35, docs/briefings.md): which ones the identified worker must
// read before punching, and their acknowledgment (answers checked here, one row per period).

export const BRIEFING_NOT_YOURS = 'This briefing is not one of yours.';

/** The worker as a briefing's scope reads them, and the job they are clocked in to (null: none). */
async function workerOf(trx: TenantTx, orgId: number, employeeId: number) {
  const { rows } = await sql<{ department_id: number | null; org_unit_id: number | null; label_ids: unknown; job_id: string | null }>`
    select e.department_id::int as department_id, e.org_unit_id::int as org_unit_id, e.label_ids,
           (select case when p.type = 'in' then nullif(p.costing->>'job', '') end
              from punches p where p.org_id = e.org_id and p.employee_id = e.id and p.deleted_at is null
             order by p.at desc, p.id desc limit 1) as job_id
      from employees e where e.org_id = ${orgId} and e.id = ${employeeId}`.execute(trx);
  const r = rows[0]!;
  const worker = {
    departmentId: r.department_id,
    orgUnitId: r.org_unit_id,
    labelIds: Array.isArray(r.label_ids) ? r.label_ids.map(Number) : [],
  };
  return { worker, jobId: r.job_id === null || !/^\d+$/.test(r.job_id) ? null : Number(r.job_id) };
}

/** The organization's day ('YYYY-MM-DD') of an instant. */
async function dayOf(trx: TenantTx, orgId: number, at: number): Promise<string> {
  const org = await trx.selectFrom('organizations').select('timezone').where('id', '=', orgId).executeTakeFirstOrThrow();
  return localFromEpoch(Math.floor(at / 1000), org.timezone).slice(0, 10);
}

/** The briefings of every worker, for the clock's configuration; none while briefings are off. */
export async function configBriefings(trx: TenantTx, orgId: number): Promise<ConfigBriefing[]> {
  if (!(await briefingsOn(trx, orgId))) return [];
  return (await loadBriefings(trx, orgId, { everyWorker: true })).map(toConfig);
}

/**
 * The briefings the worker must acknowledge before punching now. A job briefing counts only
 * when they are clocked in to its job (the job of a clock-in is chosen after this step).
 */
export async function pendingBriefings(trx: TenantTx, orgId: number, employeeId: number, now: number): Promise<ClockBriefing[]> {
  if (!(await briefingsOn(trx, orgId))) return [];
  const briefings = await loadBriefings(trx, orgId);
  if (briefings.length === 0) return [];
  const [{ worker, jobId }, today, acks] = await Promise.all([
    workerOf(trx, orgId, employeeId),
    dayOf(trx, orgId, now),
    trx
      .selectFrom('briefing_acknowledgments')
      .select(['briefing_type_id', 'period'])
      .where('org_id', '=', orgId)
      .where('employee_id', '=', employeeId)
      .execute(),
  ]);
  const held = new Set(acks.map((a) => `${a.briefing_type_id}:${a.period}`));
  return dueBriefings(briefings, worker, jobId, held, today).map(toClock);
}

export type Acknowledged = { briefingTypeId: number; period: string; at: string };
export type AckOutcome = Acknowledged | { notYours: true } | { wrong: number };

/**
 * Records the worker's acknowledgment of a briefing at `at` (the device's instant: a queued
 * receipt counts for the day it happened). Already acknowledged for that period: the first one
 * stands and is answered again. A wrong answer records nothing and names the question.
 */
export async function acknowledgeBriefing(
  trx: TenantTx,
  device: { orgId: number; id: number },
  employeeId: number,
  id: number,
  input: { at: string; answers: readonly number[] },
): Promise<AckOutcome> {
  const [briefing] = await loadBriefings(trx, device.orgId, { id });
  if (!briefing) return { notYours: true };
  const period = briefingPeriod(briefing.frequency, await dayOf(trx, device.orgId, Date.parse(input.at)));
  const existing = await findAck(trx, device.orgId, employeeId, id, period);
  if (existing) return existing;
  const { worker, jobId } = await workerOf(trx, device.orgId, employeeId);
  if (!briefing.active || !briefingCovers(briefing, worker, jobId)) return { notYours: true };
  const wrong = firstWrongAnswer(
    briefing.correct.map((correct, i) => ({ ...briefing.questions[i]!, correct })),
    input.answers,
  );
  if (wrong !== null) return { wrong };
  const answers = briefing.questions.map((q, i) => ({ question: q.text, answer: q.choices[input.answers[i]!]! }));
  await trx
    .insertInto('briefing_acknowledgments')
    .values({
      org_id: device.orgId,
      briefing_type_id: id,
      employee_id: employeeId,
      period,
      at: new Date(input.at),
      device_id: device.id,
      answers: JSON.stringify(answers),
    })
    .onConflict((oc) => oc.columns(['org_id', 'briefing_type_id', 'employee_id', 'period']).doNothing())
    .execute();
  return (await findAck(trx, device.orgId, employeeId, id, period))!;
}

async function findAck(trx: TenantTx, orgId: number, employeeId: number, id: number, period: string): Promise<Acknowledged | null> {
  const row = await trx
    .selectFrom('briefing_acknowledgments')
    .select(['at'])
    .where('org_id', '=', orgId)
    .where('employee_id', '=', employeeId)
    .where('briefing_type_id', '=', id)
    .where('period', '=', period)
    .executeTakeFirst();
  return row ? { briefingTypeId: id, period, at: new Date(row.at).toISOString() } : null;
}
