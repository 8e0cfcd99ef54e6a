import { healthQuestionnairesResource, type PunchBody } from '@punchline/contracts';
import { healthRefusalText, judgeAnswers, questionId } from '@punchline/domain';
import { sql } from 'kysely';
import type { Identity } from '../auth/identity';
import type { Db } from '../db/database';
import { insertClockLog } from '../devices/clock-log-write';
import { storeHealthAnswer } from '../health/clock-health';
import { recordFailedHealth } from '../health/health-notify';
import { HEALTH_REFUSED } from '../health/clock-health';
import { withOrg } from '../orgs/org-access';
import { callerOf } from '../resources/access';
import { createRecord } from '../resources/resource.service';
import { serverSecret } from '../system/server-secrets';
import { DEMO_OWNER_EMAIL } from './demo-data';

// The demo's health and safety (issue 35), after its credentials (health and safety needs them in
// use): "Fit for duty", three questions for the workers of every department, made by the owner through the console's
// service; the last clock-ins of the replayed activity answered it (passed), and one worker
// answered No to "Are you fit for duty?" ten minutes before another clock-in: that attempt was
// refused, is in the clock log and told the managers.

export const DEMO_HEALTH_QUESTIONNAIRE = 'Fit for duty';
const YES = ['Are you fit for duty?', 'Are you wearing your PPE?'];
const NO = ['Do you have a fever, a cough or other symptoms?'];
const CONTACT = 'Call Dana Cole at 555-0100 before your shift.';

type LastIn = { client_id: string; device_id: number; employee_id: number; at: Date };

export async function seedDemoHealth(db: Db, orgId: number, now: number): Promise<{ passed: number; failed: number }> {
  const owner = await db.selectFrom('users').select('id').where('email', '=', DEMO_OWNER_EMAIL).executeTakeFirstOrThrow();
  const identity: Identity = { userId: owner.id, kind: 'identity' };
  const secrets = { tokens: await serverSecret(db, 'token-signing-key'), pins: await serverSecret(db, 'pin-hash-key') };
  const clock = { now: () => now * 1000 };
  return withOrg(db, identity, orgId, { mode: 'write', permission: 'edit_employees' }, async (trx, access) => {
    const caller = callerOf(identity, access, { secrets, clock });
    // The departments people work in, as the food safety policy: a worker without one (a browser
    // test's, at the web clock) is not asked, so other journeys clock in as before.
    const { rows: departments } = await sql<{ id: number }>`select distinct department_id::int as id from employees
      where org_id = ${orgId} and active and department_id is not null order by 1`.execute(trx);
    const scope = departments.length > 0 ? { appliesTo: 'departments', departmentIds: departments.map((d) => d.id) } : { appliesTo: 'all' };
    const values = {
      name: DEMO_HEALTH_QUESTIONNAIRE,
      yesQuestions: YES,
      noQuestions: NO,
      contactText: CONTACT,
      ...scope,
      skippable: false,
      active: true,
    };
    const q = {
      id: Number((await createRecord(trx, healthQuestionnairesResource, orgId, values, caller)).id),
      name: DEMO_HEALTH_QUESTIONNAIRE,
    };
    const { rows } =
      await sql<LastIn>`select l.client_id::text as client_id, l.device_id::int as device_id, l.employee_id::int as employee_id, l.at
      from clock_logs l join punches p on p.id = l.punch_id
      where l.org_id = ${orgId} and l.outcome = 'accepted' and p.type = 'in' and l.employee_id is not null
      order by l.at desc limit 6`.execute(trx);
    const asked = { yesQuestions: YES, noQuestions: NO };
    const pass = [
      ...YES.map((t) => ({ questionId: questionId(t), answer: true })),
      ...NO.map((t) => ({ questionId: questionId(t), answer: false })),
    ];
    for (const r of rows.slice(1)) {
      const record = {
        employeeId: r.employee_id,
        deviceId: r.device_id,
        clientId: r.client_id,
        at: r.at,
        verdict: judgeAnswers(asked, pass),
      };
      await storeHealthAnswer(trx, orgId, { ...record, questionnaireId: q.id, questionnaireName: q.name });
    }
    const first = rows[0];
    if (!first) return { passed: 0, failed: 0 };
    // The failed attempt: "No" to the first question, ten minutes before this worker's last clock-in.
    const at = new Date(first.at.getTime() - 10 * 60_000);
    const verdict = judgeAnswers(asked, [{ questionId: questionId(YES[0]!), answer: false }]);
    const clientId = crypto.randomUUID();
    const { rows: tz } = await sql<{ timezone: string }>`select timezone from organizations where id = ${orgId}`.execute(trx);
    const record = {
      employeeId: first.employee_id,
      deviceId: first.device_id,
      clientId,
      at,
      verdict,
      questionnaireId: q.id,
      questionnaireName: q.name,
    };
    await recordFailedHealth(trx, orgId, tz[0]?.timezone ?? 'UTC', record);
    const refusal = healthRefusalText(verdict, CONTACT);
    const body = { clientId, type: 'in', at: at.toISOString(), identification: { method: 'pin', pin: '' } } as PunchBody;
    const facts = { orgId, deviceId: first.device_id, employeeId: first.employee_id, body, deviceAt: at, receivedAt: at, at };
    await insertClockLog(
      trx,
      { ...facts, offline: false, tampered: false, geo: null, photoCapture: false },
      { outcome: 'refused', clientId: crypto.randomUUID(), refusalCode: HEALTH_REFUSED, refusal },
      { status: 403, body: { detail: refusal, code: HEALTH_REFUSED }, clientId },
    );
    return { passed: rows.length - 1, failed: 1 };
  });
}
