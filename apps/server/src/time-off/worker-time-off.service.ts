import { checkRequestDates, type TimeOffRequestStatus } from '@punchline/contracts';
import { addDaysIso, roundAmount, totalAmount, type TimeOffUnit } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { ledgerOf, type WorkedCache } from './ledger.service';
import { requestDays } from './request-days.service';
import { orgToday, priceRequest } from './requests.server';
import { loadTimeOffOrg, timeOffCodes } from './time-off-org';

// Time off as a worker sees it at a clock or on their phone (issue 20): the codes they may ask
// for with what is left of each, their requests, what a request would come to and leave, asking,
// and taking back a request still pending.

export type WorkerCode = {
  id: number;
  name: string;
  unit: TimeOffUnit;
  /** Null when no policy tracks a balance of it for the worker (accruals off or none assigned). */
  balance: number | null;
  available: number | null;
  allowNegative: boolean;
};

export type WorkerRequest = {
  id: number;
  codeId: number;
  codeName: string;
  startDate: string;
  endDate: string;
  partialMinutes: number | null;
  amount: number;
  unit: TimeOffUnit;
  status: TimeOffRequestStatus;
  note: string | null;
  decisionNote: string | null;
};

export type RequestInput = { codeId: number; startDate: string; endDate: string; partialMinutes: number | null; note: string | null };

/** A worker's requests as the clock shows them (the WHERE follows). */
const SELECT_REQUESTS = sql`
    select r.id::int as id, r.code_id::int as "codeId", c.name as "codeName", to_char(r.start_date, 'YYYY-MM-DD') as "startDate",
           to_char(r.end_date, 'YYYY-MM-DD') as "endDate", r.partial_minutes as "partialMinutes", r.amount, r.unit, r.status,
           r.note, r.decision_note as "decisionNote"
      from time_off_requests r join time_off_codes c on c.id = r.code_id`;

/** Requests shown to the worker: those ending from 60 days ago on. */
const HISTORY_DAYS = 60;

export async function workerCodes(trx: TenantTx, orgId: number, employeeId: number, accruals: boolean, now: number): Promise<WorkerCode[]> {
  const org = await loadTimeOffOrg(trx, orgId);
  const today = await orgToday(trx, orgId, now);
  const codes = (await timeOffCodes(trx, orgId)).filter((c) => c.active && c.requestable);
  const cache: WorkedCache = new Map();
  const out: WorkerCode[] = [];
  for (const c of codes) {
    const ledger = accruals ? await ledgerOf(trx, orgId, org, employeeId, c.id, today, now, cache) : null;
    const tracked = ledger !== null && ledger.policy !== null;
    out.push({
      id: c.id,
      name: c.name,
      unit: c.unit,
      balance: tracked ? ledger.balance : null,
      available: tracked ? ledger.available : null,
      allowNegative: tracked ? ledger.policy!.allowNegative : true,
    });
  }
  return out;
}

export async function workerRequests(trx: TenantTx, orgId: number, employeeId: number, now: number): Promise<WorkerRequest[]> {
  const since = addDaysIso(await orgToday(trx, orgId, now), -HISTORY_DAYS);
  const { rows } = await sql<WorkerRequest>`
    ${SELECT_REQUESTS}
     where r.org_id = ${orgId} and r.employee_id = ${employeeId} and r.end_date >= ${since}
     order by r.start_date desc, r.id desc`.execute(trx);
  return rows;
}

function checkInput(input: RequestInput) {
  const errors = checkRequestDates(input);
  if (Object.keys(errors).length > 0) throw ApiError.fields(errors);
}

/** What a request would come to, and the balance it would leave (null when none is tracked). */
export async function quoteRequest(trx: TenantTx, orgId: number, employeeId: number, input: RequestInput, accruals: boolean, now: number) {
  checkInput(input);
  const org = await loadTimeOffOrg(trx, orgId);
  const { code, days } = await requestDays(trx, orgId, org, { employeeId, ...input });
  if (!code.active || !code.requestable) throw ApiError.fields({ codeId: ['This time off cannot be asked for: choose another.'] });
  const amount = totalAmount(days);
  const ledger = accruals ? await ledgerOf(trx, orgId, org, employeeId, code.id, await orgToday(trx, orgId, now), now) : null;
  const available = ledger?.policy ? ledger.available : null;
  return {
    days: days.map((d) => ({ date: d.date, minutes: Math.round(d.seconds / 60), amount: d.amount })),
    amount,
    unit: code.unit,
    available,
    left: available === null ? null : roundAmount(available - amount),
    allowNegative: ledger?.policy?.allowNegative ?? true,
  };
}

/** A worker's own request from a clock: pending, idempotent by the clock's clientId. */
export async function submitRequest(
  trx: TenantTx,
  orgId: number,
  employeeId: number,
  input: RequestInput & { clientId: string },
  accruals: boolean,
  now: number,
): Promise<{ created: boolean; request: WorkerRequest }> {
  const existing = await trx
    .selectFrom('time_off_requests')
    .select('id')
    .where('org_id', '=', orgId)
    .where('client_id', '=', input.clientId)
    .executeTakeFirst();
  if (existing) return { created: false, request: await requestOf(trx, orgId, employeeId, existing.id) };
  const quote = await quoteRequest(trx, orgId, employeeId, input, accruals, now);
  if (quote.days.length === 0) throw ApiError.fields({ endDate: ['The request holds no working day: choose days you work.'] });
  if (quote.left !== null && quote.left < 0 && !quote.allowNegative) {
    throw ApiError.fields({ endDate: [`You have ${quote.available} ${quote.unit === 'hours' ? 'h' : 'days'} left: ask for less.`] });
  }
  const inserted = await trx
    .insertInto('time_off_requests')
    .values({
      org_id: orgId,
      employee_id: employeeId,
      code_id: input.codeId,
      start_date: input.startDate,
      end_date: input.endDate,
      partial_minutes: input.partialMinutes,
      note: input.note,
      origin: 'clock',
      client_id: input.clientId,
    })
    .onConflict((oc) => oc.columns(['org_id', 'client_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  const id = inserted?.id;
  if (id === undefined) throw ApiError.conflict('This request was just sent: refresh to see it.');
  await priceRequest(trx, orgId, id, { employeeId, ...input });
  return { created: true, request: await requestOf(trx, orgId, employeeId, id) };
}

export async function requestOf(trx: TenantTx, orgId: number, employeeId: number, id: number): Promise<WorkerRequest> {
  const all = await sql<WorkerRequest>`
    ${SELECT_REQUESTS}
     where r.org_id = ${orgId} and r.employee_id = ${employeeId} and r.id = ${id}`.execute(trx);
  if (!all.rows[0]) throw ApiError.notFound('Time off request not found.');
  return all.rows[0];
}

/**
 * The worker takes back a request still pending. Clock calls are not in the audit trail (its
 * actors are users); the request keeps that it came from a clock.
 */
export async function cancelRequest(trx: TenantTx, orgId: number, employeeId: number, id: number): Promise<WorkerRequest> {
  await trx.selectFrom('time_off_requests').select('id').where('org_id', '=', orgId).where('id', '=', id).forUpdate().execute();
  const current = await requestOf(trx, orgId, employeeId, id);
  if (current.status !== 'pending') throw ApiError.badRequest(`This request is already ${current.status}: ask your manager to change it.`);
  await trx
    .updateTable('time_off_requests')
    .set((eb) => ({ status: 'cancelled', version: eb('version', '+', 1), updated_at: sql<Date>`now()` }))
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .execute();
  return requestOf(trx, orgId, employeeId, id);
}
