import { formatDateTime, formatPersonName } from '@punchline/domain';
import type { Db } from '../db/database';
import type { TenantTx } from '../db/tenant';
import { formatPrefs } from '../punches/punches.list';
import { recordNotification } from '../push/notify.service';
import { managersOfWorker } from '../workers/managers-of-worker';
import { storeHealthAnswer, type HealthRecord } from './clock-health';

/**
 * After a refused clock-in (its own transaction, the punch's having rolled back): keeps the failed
 * answer and tells the worker's managers (edit_employees, within their label restrictions) in the
 * console's notifications. A retry of the same attempt finds its answer kept and does neither again.
 * Returns whether this was the first time (the clock log is written only then).
 */
export async function recordFailedHealth(trx: TenantTx, orgId: number, timeZone: string, r: HealthRecord): Promise<boolean> {
  if (!(await storeHealthAnswer(trx, orgId, r))) return false;
  const [worker, prefs, device, managers] = await Promise.all([
    trx
      .selectFrom('employees')
      .select(['first_name as firstName', 'last_name as lastName', 'middle_name as middleName'])
      .where('org_id', '=', orgId)
      .where('id', '=', r.employeeId)
      .executeTakeFirstOrThrow(),
    formatPrefs(trx, orgId),
    trx.selectFrom('devices').select('name').where('org_id', '=', orgId).where('id', '=', r.deviceId).executeTakeFirst(),
    managersOfWorker(trx, orgId, r.employeeId, 'edit_employees'),
  ]);
  const name = formatPersonName(worker, prefs);
  const failing = r.verdict.answered.find((a) => a.answer !== a.passAnswer);
  const said =
    failing?.answer === null || !failing
      ? `did not answer "${failing?.text ?? ''}"`
      : `answered ${failing.answer ? 'Yes' : 'No'} to "${failing.text}"`;
  const where = device ? ` at ${device.name}` : '';
  for (const m of managers)
    await recordNotification(trx as unknown as Db, {
      orgId,
      orgUserId: m.id,
      userId: m.user_id,
      title: `Failed health check: ${name}`,
      body: `${name} ${said} (${r.questionnaireName})${where} on ${formatDateTime(r.at, timeZone, prefs)} and was not clocked in. See Settings → Users → Health & Safety → Answers.`,
    });
  return true;
}
