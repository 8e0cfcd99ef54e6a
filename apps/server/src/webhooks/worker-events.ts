import type { HookContext, Row } from '../resources/server-resources';
import { emitWebhookEvent } from './emit';

// worker.created and worker.updated, from the workers collection's afterSave hook (every save of
// the toolkit: the form, bulk import, bulk edits). Only fields every administrator may see leave:
// nothing sensitive (numbers, contact details, dates of birth, pay) is ever in a webhook body.

const PUBLIC_FIELDS = ['firstName', 'middleName', 'lastName', 'displayName', 'active', 'departmentId', 'orgUnitId', 'labelIds'] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Emits the worker's event; an update that changed nothing (same version) emits none. */
export async function emitWorkerSaved(ctx: HookContext, saved: Row, before: Row | null): Promise<void> {
  if (before && saved.version === before.version) return;
  const data: Record<string, unknown> = { employeeId: saved.id };
  for (const field of PUBLIC_FIELDS) data[field] = saved[field] ?? null;
  if (before) data.changed = PUBLIC_FIELDS.filter((f) => !same(saved[f], before[f]));
  await emitWebhookEvent(ctx.trx, ctx.orgId, before ? 'worker.updated' : 'worker.created', data);
}
