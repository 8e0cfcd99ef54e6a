import type { ClockQuestionnaire } from '@punchline/contracts';
import { questionsOf } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { HEALTH_IN_USE_SQL } from './health-gate';

type Row = {
  id: number;
  name: string;
  yes_questions: string[];
  no_questions: string[];
  contact_text: string;
  applies_to: string;
  skippable: boolean;
};

/**
 * The active questionnaires a clock gets with its configuration (GET /device/v1/config), by name:
 * it asks them offline too (those for every worker). None while health and safety is not in use.
 */
export async function clockQuestionnaires(trx: TenantTx, orgId: number): Promise<ClockQuestionnaire[]> {
  const { rows } = await sql<Row>`
    select q.id::int as id, q.name, q.yes_questions, q.no_questions, q.contact_text, q.applies_to, q.skippable
      from health_questionnaires q join organizations o on o.id = q.org_id
     where q.org_id = ${orgId} and q.active and ${HEALTH_IN_USE_SQL}
     order by q.name, q.id`.execute(trx);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    questions: questionsOf({ yesQuestions: r.yes_questions, noQuestions: r.no_questions }),
    contactText: r.contact_text,
    appliesToEveryone: r.applies_to === 'all',
    skippable: r.skippable,
  }));
}
