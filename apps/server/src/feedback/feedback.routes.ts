import { feedbackAnswerSchema, feedbackBodySchema } from '@punchline/contracts';
import { requireIdentity } from '../auth/identity';
import type { App, AppContext } from '../http/context';
import { withOrg } from '../orgs/org-access';

/** POST feedback (SPEC section 7): stored for the operators to read. */
export async function feedbackRoutes(app: App, { db, secrets }: AppContext): Promise<void> {
  app.post(
    '/feedback',
    {
      schema: { tags: ['feedback'], body: feedbackBodySchema, response: { 201: feedbackAnswerSchema } },
    },
    async (request, reply) => {
      const identity = requireIdentity(request, secrets.tokens);
      const { userId } = identity;
      const orgId = request.body.orgId ?? null;
      const values = { user_id: userId, org_id: orgId, rating: request.body.rating ?? null, comments: request.body.comments };
      const file = (to: typeof db) => to.insertInto('feedback').values(values).returning('id').executeTakeFirstOrThrow();
      // Feedback about an organization is filed only by someone who may enter it.
      const row = orgId === null ? await file(db) : await withOrg(db, identity, orgId, { mode: 'write' }, (trx) => file(trx));
      return reply.status(201).send({ result: { id: row.id } });
    },
  );
}
