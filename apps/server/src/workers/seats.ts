import { ApiError } from '../http/api-error';
import { userCounts } from '../orgs/orgs.service';
import type { HookContext } from '../resources/server-resources';
import { lockSeats, workerSettings, type WorkerSettings } from './org-worker-settings';

/**
 * The seat limit (SPEC section 5 user-usage rule): `adding` more active users must still fit
 * within maxUsers (workers only when maxUsersIsWorkersOnly). The seats are locked first, so two
 * saves at once never both take the last one. A save adds one (and passes the settings it read);
 * a bulk import adds its batch.
 */
export async function assertSeats(ctx: HookContext, adding: number, known?: WorkerSettings): Promise<void> {
  if (adding === 0) return;
  await lockSeats(ctx.trx, ctx.orgId);
  const [settings, counts] = await Promise.all([known ?? workerSettings(ctx.trx, ctx.orgId), userCounts(ctx.trx, ctx.orgId)]);
  const used = settings.maxUsersIsWorkersOnly ? counts.workers : counts.users;
  const free = Math.max(0, settings.maxUsers - used);
  if (adding <= free) return;
  const who = settings.maxUsersIsWorkersOnly ? 'active workers' : 'active users';
  const limit = `this organization's limit of ${settings.maxUsers} ${who}`;
  throw ApiError.badRequest(
    adding === 1
      ? `This organization has reached its limit of ${settings.maxUsers} ${who}. Deactivate a worker, or upgrade the subscription to add more.`
      : `This adds ${adding} active workers, but only ${free} more fit within ${limit}. ` +
          'Add fewer or inactive workers, deactivate workers, or upgrade the subscription to add more.',
  );
}
