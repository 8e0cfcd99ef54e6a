import { timeOffRequestsResource as def } from '@punchline/contracts';
import { formatDate, localFromEpoch, roundAmount, totalAmount } from '@punchline/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { formatPrefs } from '../punches/punches.list';
import { recordNotification } from '../push/notify.service';
import { defineServerResource, type ActionHandler, type HookContext, type Row } from '../resources/server-resources';
import { rowById } from '../resources/sql';
import { updateLoaded, type RecordKind } from '../resources/write-core';
import { emitWebhookEvent } from '../webhooks/emit';
import { ledgerOf } from './ledger.service';
import { requestDays, type RequestShape } from './request-days.service';
import { loadTimeOffOrg } from './time-off-org';

// The server half of time off requests (issue 20): a request is pending when made and may be
// changed only while pending; its amount and days are worked out on every save (and again on
// approval, since the schedule may have changed); approval writes its days as time off entries,
// refusing a balance the policy does not allow to go negative; rejection writes nothing. Either
// tells a worker with an account by a notification message.

const shapeOf = (values: Row): RequestShape => ({
  employeeId: Number(values.employeeId),
  codeId: Number(values.codeId),
  startDate: String(values.startDate),
  endDate: String(values.endDate),
  partialMinutes: values.partialMinutes == null ? null : Number(values.partialMinutes),
});

/** Today in the organization's zone at `now` (ms, the app clock's time). */
export async function orgToday(trx: TenantTx, orgId: number, now: number): Promise<string> {
  const org = await trx.selectFrom('organizations').select('timezone').where('id', '=', orgId).executeTakeFirst();
  return localFromEpoch(Math.floor(now / 1000), org?.timezone || 'UTC').slice(0, 10);
}

/** Works out a request's days and keeps its amount; refuses one that takes no working day. */
export async function priceRequest(trx: TenantTx, orgId: number, id: number, shape: RequestShape) {
  const org = await loadTimeOffOrg(trx, orgId);
  const { code, days } = await requestDays(trx, orgId, org, shape);
  if (days.length === 0) throw ApiError.fields({ endDate: ['The request holds no working day: choose dates the worker works.'] });
  const amount = totalAmount(days);
  await trx
    .updateTable('time_off_requests')
    .set({ amount, unit: code.unit, day_count: days.length })
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .execute();
  return { org, code, days, amount };
}

async function tellWorker(trx: TenantTx, orgId: number, request: Row, approved: boolean, note: string | null) {
  const { rows } = await sql<{ user_id: number; org_user_id: number | null }>`
    select e.user_id::int as user_id, ou.id::int as org_user_id from employees e
      left join org_users ou on ou.org_id = e.org_id and ou.user_id = e.user_id
     where e.org_id = ${orgId} and e.id = ${request.employeeId as number} and e.user_id is not null`.execute(trx);
  const worker = rows[0];
  if (!worker) return;
  const prefs = await formatPrefs(trx, orgId);
  const from = formatDate(String(request.startDate), prefs);
  const to = formatDate(String(request.endDate), prefs);
  const when = from === to ? from : `${from} to ${to}`;
  await recordNotification(trx as unknown as Db, {
    orgId,
    orgUserId: worker.org_user_id,
    userId: worker.user_id,
    title: approved ? 'Time off approved' : 'Time off not approved',
    body: `Your time off ${when} was ${approved ? 'approved' : 'rejected'}.${note ? `\n${note}` : ''}`,
  });
}

/**
 * Decides a pending request (the console's approve and reject, and the demo): on approval its
 * days become time off entries, unless that takes a balance the policy keeps from going negative
 * below zero (400). `record` is the request as the toolkit reads it, locked.
 */
export async function decideRequest(
  trx: TenantTx,
  orgId: number,
  record: Row,
  approved: boolean,
  note: string | null,
  userId: number | null,
  now: number,
) {
  const id = record.id as number;
  if (record.status !== 'pending') throw ApiError.badRequest(`Time off request #${id} is already ${String(record.status)}.`);
  if (approved) {
    const shape = shapeOf(record);
    const { org, code, days, amount } = await priceRequest(trx, orgId, id, shape);
    const ledger = await ledgerOf(trx, orgId, org, shape.employeeId, shape.codeId, await orgToday(trx, orgId, now), now);
    // This request is among the pending ones the ledger counted: what is left after it is available as is.
    const left = roundAmount(ledger.available - amount + Number(record.amount));
    if (ledger.policy && !ledger.policy.allowNegative && left < 0) {
      throw ApiError.badRequest(
        `Approving request #${id} would leave a balance of ${left} ${code.unit === 'hours' ? 'h' : 'days'} of ${code.name}, and the policy ${ledger.policy.name} does not allow a negative balance.`,
      );
    }
    for (const d of days) {
      await trx
        .insertInto('time_off_entries')
        .values({
          org_id: orgId,
          employee_id: shape.employeeId,
          code_id: shape.codeId,
          date: d.date,
          minutes: Math.round(d.seconds / 60),
          amount: d.amount,
          request_id: id,
          note: `Time off request #${id}`,
          created_by: userId,
        })
        .execute();
    }
  }
  await trx
    .updateTable('time_off_requests')
    .set((eb) => ({
      status: approved ? 'approved' : 'rejected',
      decision_note: note,
      decided_by: userId,
      decided_at: sql<Date>`now()`,
      version: eb('version', '+', 1),
      updated_at: sql<Date>`now()`,
    }))
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .execute();
  const { employeeId, codeId, startDate, endDate } = record;
  await emitWebhookEvent(trx, orgId, 'timeoff.request.decided', {
    requestId: id,
    employeeId,
    codeId,
    startDate,
    endDate,
    status: approved ? 'approved' : 'rejected',
    decidedBy: userId,
  });
}

/** Requests for the write core: a decision is audited with the request's worker. */
const REQUEST: RecordKind<Row> = {
  kind: def.kind,
  fields: def.fields,
  notFound: `${def.label} not found.`,
  read: ({ trx, orgId }, id, lock) => rowById(trx, def, orgId, id, lock),
  trail: (row) => row,
  associated: (before, after) => [{ kind: 'employee', id: Number((before ?? after)!.employeeId) }],
};

function decide(approved: boolean): ActionHandler {
  return async (ctx: HookContext, record: Row, data: Row): Promise<Row> => {
    const id = record.id as number;
    const { trx, orgId } = ctx;
    const note = typeof data.decisionNote === 'string' && data.decisionNote.trim() !== '' ? data.decisionNote.trim() : null;
    // The toolkit's action read the request locked at the version the caller saw.
    const after = await updateLoaded({ trx, orgId, actor: ctx.caller.actor }, REQUEST, record, {
      plan: () => note,
      write: async () => {
        await decideRequest(trx, orgId, record, approved, note, ctx.caller.access.userId, ctx.caller.clock.now());
        return (await rowById(trx, def, orgId, id))!;
      },
    });
    await tellWorker(trx, orgId, record, approved, note);
    return after;
  };
}

const iso = (column: string) => sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const timeOffRequestsServer = defineServerResource(def, {
  computed: {
    amount: () => sql`r.amount`,
    unit: () => sql`r.unit`,
    dayCount: () => sql`r.day_count`,
    // What the approver should know: the worker's published shifts in the range, other time off.
    conflicts: () => sql`nullif(concat_ws('; ',
      (select case when count(*) = 1 then '1 scheduled shift' when count(*) > 1 then count(*) || ' scheduled shifts' end
         from shifts s where s.org_id = r.org_id and s.published_employee_id = r.employee_id
          and (s.published->>'workDate')::date between r.start_date and r.end_date),
      case when exists (select 1 from time_off_requests o where o.org_id = r.org_id and o.employee_id = r.employee_id and o.id <> r.id
                          and o.status in ('pending', 'approved') and o.start_date <= r.end_date and o.end_date >= r.start_date)
             or exists (select 1 from time_off_entries e where e.org_id = r.org_id and e.employee_id = r.employee_id
                          and e.date between r.start_date and r.end_date and e.request_id is distinct from r.id)
           then 'overlaps other time off' end), '')`,
    decisionNote: () => sql`r.decision_note`,
    decidedBy: () => sql`(select u.name from users u where u.id = r.decided_by)`,
    decidedAt: () => iso('r.decided_at'),
    requestedAt: () => iso('r.created_at'),
  },
  hooks: {
    beforeSave: (ctx: HookContext, values: Row, current: Row | null) => {
      if (current && current.status !== 'pending') {
        throw ApiError.badRequest(`Only a pending request can be changed: request #${String(current.id)} is ${String(current.status)}.`);
      }
      // The status changes only by approve, reject and cancel.
      return { ...values, status: 'pending' };
    },
    afterSave: async (ctx: HookContext, saved: Row, before: Row | null) => {
      if (!before)
        await ctx.trx
          .updateTable('time_off_requests')
          .set({ requested_by: ctx.caller.access.userId })
          .where('id', '=', saved.id as number)
          .execute();
      await priceRequest(ctx.trx, ctx.orgId, saved.id as number, shapeOf(saved));
    },
    beforeDelete: (_ctx: HookContext, current: Row) => {
      if (current.status === 'approved')
        throw ApiError.badRequest('An approved request cannot be deleted: delete its time off entries instead.');
    },
  },
  actions: { approve: decide(true), reject: decide(false) },
});
