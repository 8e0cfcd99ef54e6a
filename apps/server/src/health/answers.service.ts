import type { HealthAnswerRow, HealthAnswersQuery } from '@punchline/contracts';
import { formatPersonName } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { decodeCursor, encodeCursor } from '../paging/cursor';
import { formatPrefs } from '../punches/punches.list';

// The Answers tab's rows (docs/health-safety.md): newest first, paged by (at, id). A restricted
// administrator sees only the answers of workers they may see: health_answers' row-level policy.

type Row = {
  id: number;
  at: Date;
  employee_id: number;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  device: string | null;
  questionnaire_name: string;
  passed: boolean;
  answers: HealthAnswerRow['answers'];
};

export async function listHealthAnswers(
  trx: TenantTx,
  orgId: number,
  q: HealthAnswersQuery,
): Promise<{ results: HealthAnswerRow[]; cursor?: string; timeZone: string }> {
  if (q.from && q.to && q.to < q.from) throw ApiError.fields({ to: ['must be on or after from.'] });
  const after = decodeCursor(q.cursor, 2) as [string, number] | undefined;
  if (after && (typeof after[0] !== 'string' || Number.isNaN(Date.parse(after[0])) || !Number.isInteger(after[1])))
    throw ApiError.fields({ cursor: ['is not valid.'] });
  const [org, prefs] = await Promise.all([
    trx.selectFrom('organizations').select('timezone').where('id', '=', orgId).executeTakeFirstOrThrow(),
    formatPrefs(trx, orgId),
  ]);
  const tz = org.timezone;
  const { rows } = await sql<Row>`
    select a.id::int as id, a.at, a.employee_id::int as employee_id, e.first_name, e.last_name, e.middle_name,
           d.name as device, a.questionnaire_name, a.passed, a.answers
      from health_answers a
      join employees e on e.id = a.employee_id
      left join devices d on d.id = a.device_id
     where a.org_id = ${orgId}
       ${q.from ? sql`and a.at >= (${q.from}::date)::timestamp at time zone ${tz}` : sql``}
       ${q.to ? sql`and a.at < (${q.to}::date + 1)::timestamp at time zone ${tz}` : sql``}
       ${q.status ? sql`and a.passed = ${q.status === 'passed'}` : sql``}
       ${after ? sql`and (a.at, a.id) < (${new Date(after[0])}, ${after[1]})` : sql``}
     order by a.at desc, a.id desc
     limit ${q.limit + 1}`.execute(trx);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    timeZone: tz,
    results: page.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      employeeId: r.employee_id,
      workerName: formatPersonName({ firstName: r.first_name, lastName: r.last_name, middleName: r.middle_name }, prefs),
      device: r.device,
      questionnaire: r.questionnaire_name,
      passed: r.passed,
      answers: r.answers.map((a) => ({ text: a.text, answer: a.answer, passAnswer: a.passAnswer })),
    })),
    ...(rows.length > q.limit && last ? { cursor: encodeCursor([last.at.toISOString(), last.id]) } : {}),
  };
}
