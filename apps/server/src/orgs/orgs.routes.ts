import {
  idParamsSchema,
  orgIdParamsSchema,
  orgListQuerySchema,
  orgListSchema,
  sessionSettingsSchema,
  userProfileSchema,
  userProfileUpdateSchema,
} from '@punchline/contracts';
import { requireIdentity } from '../auth/identity';
import type { App, AppContext } from '../http/context';
import { decodeOffset as decodeCursor, encodeOffset as encodeCursor } from '../paging/offset';
import { acceptOrg } from './accept.service';
import { withOrg } from './org-access';
import { findOrgSummaries } from './org-summaries';
import { loadSessionSettings } from './orgs.service';
import { getUserProfile, updateUserProfile } from './user-profile.service';

/** SPEC section 7 "Session and organizations" (under /api). */
export async function orgsRoutes(app: App, { db, secrets, config }: AppContext): Promise<void> {
  const tags = ['session'];

  app.get('/user-profile', { schema: { tags, response: { 200: userProfileSchema } } }, async (request) => {
    return getUserProfile(db, requireIdentity(request, secrets.tokens));
  });

  // The profile belongs to the person: not editable with a delegate or org-bound token.
  app.put('/user-profile', { schema: { tags, body: userProfileUpdateSchema, response: { 200: userProfileSchema } } }, async (request) => {
    const identity = requireIdentity(request, secrets.tokens, { personal: true });
    await updateUserProfile(db, identity.userId, request.body);
    return getUserProfile(db, identity);
  });

  // all=yes is the console's show-all-organizations toggle: every organization the caller may
  // enter (sudo: all; distributor admin: the distributor's too), not only memberships.
  app.get('/manage/orgs', { schema: { tags, querystring: orgListQuerySchema, response: { 200: orgListSchema } } }, async (request) => {
    const identity = requireIdentity(request, secrets.tokens);
    const offset = decodeCursor(request.query.cursor);
    const { limit, searchText, all } = request.query;
    const page = await findOrgSummaries(db, { identity, all: all === 'yes' }, { searchText, limit, offset });
    return page.more ? { results: page.rows, cursor: encodeCursor(offset + page.rows.length) } : { results: page.rows };
  });

  app.get('/manage/orgs/last-accessed', { schema: { tags, response: { 200: orgListSchema } } }, async (request) => {
    const identity = requireIdentity(request, secrets.tokens);
    const page = await findOrgSummaries(db, { identity, all: false }, { lastAccessed: true, limit: 1 });
    return { results: page.rows };
  });

  // Sudo and distributor admins may ask for an organization they are not a member of.
  app.get('/manage/orgs/:id', { schema: { tags, params: idParamsSchema, response: { 200: orgListSchema } } }, async (request) => {
    const identity = requireIdentity(request, secrets.tokens);
    const page = await findOrgSummaries(db, { identity, all: true }, { orgId: request.params.id, limit: 1 });
    return { results: page.rows };
  });

  app.post('/manage/orgs/:id/accept', { schema: { tags, params: idParamsSchema, response: { 200: orgListSchema } } }, async (request) => {
    const identity = requireIdentity(request, secrets.tokens, { personal: true });
    await acceptOrg(db, identity.userId, request.params.id);
    const page = await findOrgSummaries(db, { identity, all: false }, { orgId: request.params.id, limit: 1 });
    return { results: page.rows };
  });

  app.get(
    '/orgs/:orgId/session',
    { schema: { tags, params: orgIdParamsSchema, response: { 200: sessionSettingsSchema } } },
    async (request) => {
      const identity = requireIdentity(request, secrets.tokens);
      const settings = await withOrg(db, identity, request.params.orgId, { mode: 'write' }, loadSessionSettings);
      return { ...settings, helpUrl: config.helpUrl };
    },
  );
}
