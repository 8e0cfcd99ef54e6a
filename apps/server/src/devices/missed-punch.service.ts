import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../http/context';
import { loadClockSetup } from './clock-settings';
import { withDevice } from './device-auth';
import type { missedPunchBodySchema } from '@punchline/contracts';
import { identifyWorker } from './identify';
import type { z } from 'zod';

// POST /device/v1/missed-punch-requests: a worker at a clock says when they forgot to punch; the
// request waits (pending) for a supervisor's decision in the console. Idempotent by clientId.

export const MISSED_PUNCHES_OFF =
  'Missed punch requests are turned off for this organization. Ask your administrator to add the punch to your time card.';
export const MISSED_PUNCH_IN_FUTURE = 'A missed punch cannot be in the future. Punch now instead.';

type Body = z.infer<typeof missedPunchBodySchema>;
type State = 'pending' | 'approved' | 'rejected';
export type MissedPunchAnswer = { status: 200 | 201; body: { result: { id: number; type: 'in' | 'out'; at: string; state: State } } };

export async function submitMissedPunch(ctx: AppContext, request: FastifyRequest, body: Body): Promise<MissedPunchAnswer> {
  const now = ctx.clock.now();
  return withDevice(ctx, request, async (tx, device) => {
    const setup = await loadClockSetup(tx, device);
    if (!setup.enableSubmitMissedPunch) throw ApiError.forbidden(MISSED_PUNCHES_OFF);
    const worker = await identifyWorker(tx, ctx, device, setup, body.identification);
    const at = new Date(body.at);
    if (at.getTime() > now + 60_000) throw ApiError.fields({ at: [MISSED_PUNCH_IN_FUTURE] });
    const inserted = await tx
      .insertInto('missed_punch_requests')
      .values({
        org_id: device.orgId,
        employee_id: worker.id,
        device_id: device.id,
        client_id: body.clientId,
        at,
        type: body.type,
        note: body.note || null,
        costing: body.costing ? JSON.stringify(body.costing) : null,
      })
      .onConflict((oc) => oc.columns(['org_id', 'client_id']).doNothing())
      .returning(['id', 'type', 'at', 'state'])
      .executeTakeFirst();
    // A retry (or a concurrent one that committed first) answers the request already made.
    const row =
      inserted ??
      (await tx
        .selectFrom('missed_punch_requests')
        .select(['id', 'type', 'at', 'state'])
        .where('org_id', '=', device.orgId)
        .where('client_id', '=', body.clientId)
        .executeTakeFirstOrThrow());
    return { status: inserted ? 201 : 200, body: { result: { id: row.id, type: row.type, at: row.at.toISOString(), state: row.state } } };
  });
}
