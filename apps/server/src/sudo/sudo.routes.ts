import {
  orgIdParamsSchema,
  outboxMailListSchema,
  sudoListQuerySchema,
  sudoOrgFeaturesAnswerSchema,
  sudoOrgFeaturesSchema,
  sudoOrgListSchema,
  sudoOrgUserListSchema,
} from '@punchline/contracts';
import type { App, AppContext } from '../http/context';
import { decodeOffset as decodeCursor, offsetPage as page } from '../paging/offset';
import { setOrgFeatures } from './org-features.service';
import { requireSudo } from './require-sudo';
import { findAllOrgs, findAllOrgUsers, findOutboxMails } from './sudo.service';

const tags = ['sudo'];

/** The console's sudo area (staff and super): every organization (and its features) and org
 *  user, and the mail outbox kept when no SMTP server is configured. */
export async function sudoRoutes(app: App, { db, secrets }: AppContext): Promise<void> {
  app.get('/sudo/orgs', { schema: { tags, querystring: sudoListQuerySchema, response: { 200: sudoOrgListSchema } } }, async (request) => {
    await requireSudo(request, db, secrets.tokens);
    const { searchText, limit } = request.query;
    const offset = decodeCursor(request.query.cursor);
    return page(await findAllOrgs(db, { searchText, limit: limit + 1, offset }), limit, offset);
  });

  app.put(
    '/sudo/orgs/:orgId/features',
    {
      schema: {
        tags,
        params: orgIdParamsSchema,
        body: sudoOrgFeaturesSchema,
        response: { 200: sudoOrgFeaturesAnswerSchema },
      },
    },
    async (request) => {
      const userId = await requireSudo(request, db, secrets.tokens);
      return { result: { features: await setOrgFeatures(db, request.params.orgId, userId, request.body.features) } };
    },
  );

  app.get(
    '/sudo/org-users',
    { schema: { tags, querystring: sudoListQuerySchema, response: { 200: sudoOrgUserListSchema } } },
    async (request) => {
      await requireSudo(request, db, secrets.tokens);
      const { searchText, limit } = request.query;
      const offset = decodeCursor(request.query.cursor);
      return page(await findAllOrgUsers(db, { searchText, limit: limit + 1, offset }), limit, offset);
    },
  );

  // searchText narrows by recipient; newest first.
  app.get(
    '/sudo/mail-outbox',
    { schema: { tags, querystring: sudoListQuerySchema, response: { 200: outboxMailListSchema } } },
    async (request) => {
      await requireSudo(request, db, secrets.tokens);
      const { searchText, limit } = request.query;
      const offset = decodeCursor(request.query.cursor);
      return page(await findOutboxMails(db, { searchText, limit: limit + 1, offset }), limit, offset);
    },
  );
}
