import type { FastifyRequest } from 'fastify';
import type { TenantTx } from '../db/tenant';
import type { AppContext } from '../http/context';
import { loadClockSetup, type ClockSetup } from './clock-settings';
import { withDevice, type DeviceCaller } from './device-auth';
import { identifyWorker, type IdentifiedWorker } from './identify';

/**
 * fn for the worker a device call's body identifies (as a punch does: unknown_worker,
 * method_not_allowed, inactive_worker), in the device's tenant transaction, with the clock's setup:
 * the opening of every call a worker makes at the clock after identifying.
 */
export function withWorker<T>(
  ctx: AppContext,
  request: FastifyRequest,
  identification: Parameters<typeof identifyWorker>[4],
  fn: (trx: TenantTx, device: DeviceCaller, worker: IdentifiedWorker, setup: ClockSetup) => Promise<T>,
): Promise<T> {
  return withDevice(ctx, request, async (trx, device) => {
    const setup = await loadClockSetup(trx, device);
    return fn(trx, device, await identifyWorker(trx, ctx, device, setup, identification), setup);
  });
}
