import {
  idParamsSchema,
  orgIdParamsSchema,
  orgListQuerySchema,
  orgListSchema,
  sessionSettingsSchema,
  userProfileSchema,
} from '@punchline/contracts';
import { requireIdentity } from '../auth/identity';
import type { App, AppContext } from '../http/context';
import { requireOrgAccess } from './org-access';
import { getUserOrg, getUserProfile, lastAccessedOrg, listUserOrgs, loadSessionSettings } from './orgs.service';

const encodeCursor = (offset: number) => Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
function decodeCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  try {
    const offset = (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown }).o;
    return typeof offset === 'number' && Number.isInteger(offset) && offset >= 0 ? offset : 0;
  } catch {
    return 0;
  }
}

/** SPEC section 7 "Session and organizations" (under /api). */
export async function orgsRoutes(app: App, { db, secrets }: AppContext): Promise<void> {
  const tags = ['session'];

  app.get('/user-profile', { schema: { tags, response: { 200: userProfileSchema } } }, async (request) => {
    return getUserProfile(db, requireIdentity(request, secrets.tokens).userId);
  });

  app.get('/manage/orgs', { schema: { tags, querystring: orgListQuerySchema, response: { 200: orgListSchema } } }, async (request) => {
    const { userId } = requireIdentity(request, secrets.tokens);
    const offset = decodeCursor(request.query.cursor);
    const page = await listUserOrgs(db, userId, request.query.searchText, request.query.limit, offset);
    return page.more ? { results: page.rows, cursor: encodeCursor(offset + page.rows.length) } : { results: page.rows };
  });

  app.get('/manage/orgs/last-accessed', { schema: { tags, response: { 200: orgListSchema } } }, async (request) => {
    const org = await lastAccessedOrg(db, requireIdentity(request, secrets.tokens).userId);
    return { results: org ? [org] : [] };
  });

  app.get('/manage/orgs/:id', { schema: { tags, params: idParamsSchema, response: { 200: orgListSchema } } }, async (request) => {
    const org = await getUserOrg(db, requireIdentity(request, secrets.tokens).userId, request.params.id);
    return { results: org ? [org] : [] };
  });

  app.get(
    '/orgs/:orgId/session',
    { schema: { tags, params: orgIdParamsSchema, response: { 200: sessionSettingsSchema } } },
    async (request) => {
      const { userId } = requireIdentity(request, secrets.tokens);
      return loadSessionSettings(db, await requireOrgAccess(db, userId, request.params.orgId));
    },
  );
}
