import type { PunchBody } from '@punchline/contracts';
import {
  HEALTH_CHECK_REQUIRED,
  healthRefusalText,
  judgeAnswers,
  questionnaireApplies,
  questionnaireFor,
  type HealthQuestionnaire,
  type HealthVerdict,
} from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { DeviceRefusal } from '../devices/refusal';
import { HEALTH_IN_USE_SQL } from './health-gate';

// The health check of a clock-in (docs/health-safety.md): one statement that answers nothing (and
// costs next to nothing) unless the organization may use health and safety and has an active
// questionnaire; then the worker's questionnaire is judged from the answers riding on the punch.

export const HEALTH_REFUSED = 'health_refused';
export const HEALTH_CHECK_REQUIRED_CODE = 'health_check_required';

type Facts = { questionnaires: HealthQuestionnaire[]; department_id: number | null; org_unit_id: number | null; label_ids: unknown[] };

/** An answer to keep: what was asked, what was answered, with the punch attempt's identity. */
export type HealthRecord = {
  employeeId: number;
  questionnaireId: number;
  questionnaireName: string;
  deviceId: number;
  clientId: string;
  at: Date;
  verdict: HealthVerdict;
};

/** The active questionnaires that apply to the worker, and the one they are asked (null: none). */
export type WorkerHealth = { applicable: HealthQuestionnaire[]; asked: HealthQuestionnaire | null };

const NONE: WorkerHealth = { applicable: [], asked: null };

export async function workerHealth(trx: TenantTx, orgId: number, employeeId: number): Promise<WorkerHealth> {
  const { rows } = await sql<Facts>`
    select
      (select jsonb_agg(jsonb_build_object('id', q.id, 'name', q.name, 'yesQuestions', q.yes_questions, 'noQuestions', q.no_questions,
          'contactText', q.contact_text, 'appliesTo', q.applies_to, 'departmentIds', q.department_ids, 'orgUnitIds', q.org_unit_ids,
          'labelIds', q.label_ids, 'skippable', q.skippable))
         from health_questionnaires q where q.org_id = ${orgId} and q.active) as questionnaires,
      e.department_id::int as department_id, e.org_unit_id::int as org_unit_id, e.label_ids
    from employees e join organizations o on o.id = e.org_id
    where e.org_id = ${orgId} and e.id = ${employeeId} and ${HEALTH_IN_USE_SQL}
      and exists (select 1 from health_questionnaires q where q.org_id = ${orgId} and q.active)`.execute(trx);
  const facts = rows[0];
  if (!facts) return NONE;
  const worker = { departmentId: facts.department_id, orgUnitId: facts.org_unit_id, labelIds: facts.label_ids.map(Number) };
  const applicable = facts.questionnaires.filter((q) => questionnaireApplies(q, worker));
  return { applicable, asked: questionnaireFor(applicable, worker) };
}

/** A failed answer: the punch is refused, and the answer, the clock log and the managers' notice are written after the rollback. */
export class HealthRefusal extends DeviceRefusal {
  constructor(
    detail: string,
    employeeId: number,
    readonly record: HealthRecord,
    /** The clock's zone: the managers' notice gives the time in it. */
    readonly timeZone: string,
  ) {
    super(403, detail, HEALTH_REFUSED, employeeId);
  }
}

/**
 * Judges a clock-in's answers: null when nothing is asked of this worker or a skippable
 * questionnaire was skipped (nothing to keep), the record to keep with the punch when they pass;
 * throws the refusal when they fail or are missing. Answers to any questionnaire that applies to
 * the worker count (an offline clock asks the one for every worker).
 */
export function judgeHealth(
  health: WorkerHealth,
  check: PunchBody['healthCheck'],
  attempt: Omit<HealthRecord, 'questionnaireId' | 'questionnaireName' | 'verdict'>,
  timeZone: string,
): HealthRecord | null {
  if (!health.asked) return null;
  const answered = check ? health.applicable.find((q) => q.id === check.questionnaireId) : undefined;
  if (!answered) {
    if (health.asked.skippable) return null;
    throw new DeviceRefusal(403, HEALTH_CHECK_REQUIRED, HEALTH_CHECK_REQUIRED_CODE, attempt.employeeId);
  }
  const verdict = judgeAnswers(answered, check!.answers);
  const record = { ...attempt, questionnaireId: answered.id, questionnaireName: answered.name, verdict };
  if (!verdict.passed) throw new HealthRefusal(healthRefusalText(verdict, answered.contactText), attempt.employeeId, record, timeZone);
  return record;
}

/** Keeps an answer; false when this punch attempt's answer was kept already (a retry). */
export async function storeHealthAnswer(trx: TenantTx, orgId: number, r: HealthRecord): Promise<boolean> {
  const row = await trx
    .insertInto('health_answers')
    .values({
      org_id: orgId,
      employee_id: r.employeeId,
      questionnaire_id: r.questionnaireId,
      questionnaire_name: r.questionnaireName,
      device_id: r.deviceId,
      client_id: r.clientId,
      at: r.at,
      passed: r.verdict.passed,
      answers: JSON.stringify(r.verdict.answered),
    })
    .onConflict((oc) => oc.columns(['org_id', 'client_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
