import {
  healthAnswersExportQuerySchema,
  healthAnswersPageSchema,
  healthAnswersQuerySchema,
  orgIdParamsSchema,
  type HealthAnswerRow,
} from '@punchline/contracts';
import { requireIdentity } from '../auth/identity';
import type { App, AppContext } from '../http/context';
import { withOrg } from '../orgs/org-access';
import { formatPrefs } from '../punches/punches.list';
import { healthAnswersCsv } from './answers-csv';
import { listHealthAnswers } from './answers.service';
import { requireHealth } from './health-gate';

// Settings → Users → Health & Safety → Answers (docs/health-safety.md): the list and its CSV.
// edit_employees, while health and safety is in use; label restrictions apply to the rows.

const tags = ['health'];
const need = { mode: 'read', permission: 'edit_employees' } as const;
/** The most lines an export holds: a year of a large site's clock-ins is well within it. */
export const HEALTH_EXPORT_MAX_ROWS = 100_000;

export async function healthAnswersRoutes(app: App, { db, secrets }: AppContext): Promise<void> {
  app.get(
    '/orgs/:orgId/health/answers',
    {
      schema: {
        tags,
        summary: 'Health and safety answers, newest first',
        params: orgIdParamsSchema,
        querystring: healthAnswersQuerySchema,
        response: { 200: healthAnswersPageSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      const identity = requireIdentity(request, secrets.tokens);
      return withOrg(db, identity, orgId, need, async (trx) => {
        await requireHealth(trx, orgId);
        const { results, cursor } = await listHealthAnswers(trx, orgId, request.query);
        return { results, supplementalData: {}, ...(cursor ? { cursor } : {}) };
      });
    },
  );

  app.get(
    '/orgs/:orgId/health/answers/export',
    {
      schema: {
        tags,
        summary: 'The health and safety answers as CSV (the same filters as the list)',
        params: orgIdParamsSchema,
        querystring: healthAnswersExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { orgId } = request.params;
      const identity = requireIdentity(request, secrets.tokens);
      const file = await withOrg(db, identity, orgId, need, async (trx) => {
        await requireHealth(trx, orgId);
        const rows: HealthAnswerRow[] = [];
        let cursor: string | undefined;
        let timeZone: string;
        do {
          const page = await listHealthAnswers(trx, orgId, { ...request.query, cursor, limit: 500 });
          rows.push(...page.results);
          timeZone = page.timeZone;
          cursor = page.cursor;
        } while (cursor && rows.length < HEALTH_EXPORT_MAX_ROWS);
        return healthAnswersCsv(rows, timeZone, await formatPrefs(trx, orgId));
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="health-answers.csv"')
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
}
