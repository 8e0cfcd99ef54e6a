import { z } from 'zod';
import { devicesResource } from './devices';
import { employeesResource } from './employees';
import { resourceContract } from './route-contract';
import { listResponseSchema, recordSchema } from './schemas';

// Calls beside a collection's generic routes: a clock's pairing code (Settings → Devices), the
// console's job bulk action (costing/jobs/bulk-action) and the worker lookups of SPEC section 7.

const pairingCodeSchema = z.object({ code: z.string(), expiresAt: z.string() });
export const pairingCodeAnswerSchema = z.object({ result: pairingCodeSchema });
export type PairingCode = z.infer<typeof pairingCodeSchema>;
/** POST clocks/pairing-code: a new device and its code at once (edit_clocks or setup_clocks). */
export const newDevicePairingBodySchema = z.object({
  name: z.string().max(100),
  orgUnitId: z.number().int().positive().nullish(),
  timeZone: z.string().max(64).nullish(),
});
export const newDevicePairingAnswerSchema = z.object({
  result: pairingCodeSchema.extend({ device: resourceContract(devicesResource).recordAnswer.shape.result }),
});

/** POST costing/jobs/bulk-action: `actionData.action` names the toolkit action, the rest is its data. */
export const jobsBulkActionBodySchema = z.object({
  itemIds: z.array(z.number().int().positive()).min(1).max(500),
  actionData: z.object({ action: z.string().min(1).max(100) }).catchall(z.unknown()),
});

/** What a worker lookup answers of each worker: enough to show and find them in a picker. */
export const WORKER_LOOKUP_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'displayName',
  'active',
  'departmentId',
  'orgUnitId',
  'labelIds',
] as const;
const lookupFields = Object.fromEntries(WORKER_LOOKUP_FIELDS.map((name) => [name, employeesResource.fields[name]]));
export const workerLookupAnswerSchema = listResponseSchema(
  recordSchema(lookupFields, true, { avatar: employeesResource.computed!.avatar! }).omit({ version: true }),
);
