import {
  delegateTokenSchema,
  partnerDistributorListSchema,
  partnerDistributorParamsSchema,
  partnerOrgAnswerSchema,
  partnerOrgCreateBodySchema,
  partnerOrgListQuerySchema,
  partnerOrgListSchema,
  partnerOrgParamsSchema,
} from '@punchline/contracts';
import { FEATURES } from '@punchline/domain';
import { issueDelegateToken } from '../auth/org-tokens';
import type { App, AppContext } from '../http/context';
import { ApiError } from '../http/api-error';
import { decodeOffset, encodeOffset } from '../paging/offset';
import { partnerDistributors, requirePartner } from './partner-access';
import { createPartnerOrg } from './partner-create.service';
import { actAsOwner } from './partner-delegate.service';
import { findPartnerOrgs } from './partner-orgs.service';

const tags = ['partner'];
export const ACT_NEEDS_ENTRY = 'Only the administrators of this distributor may act in its organizations.';

/** The partner (distributor) management screen's calls (docs/partner.md), under /api. */
export async function partnerRoutes(app: App, { db, secrets, mailer, clock }: AppContext): Promise<void> {
  app.get('/partner/distributors', { schema: { tags, response: { 200: partnerDistributorListSchema } } }, async (request) => {
    const { ids, entersOrgs } = await partnerDistributors(request, db, secrets.tokens);
    let query = db.selectFrom('distributors').selectAll().orderBy('name').orderBy('id');
    if (ids !== 'all') query = query.where('id', 'in', ids);
    const rows = await query.execute();
    return {
      results: rows.map((r) => ({
        id: r.id,
        name: r.name,
        consoleName: r.console_name,
        logoUrl: r.logo_url,
        trialFeatures: r.trial_features && FEATURES.filter((f) => r.trial_features!.includes(f)),
        mayEnterOrgs: entersOrgs(r.id),
      })),
    };
  });

  app.get(
    '/partner/distributors/:distributorId/orgs',
    {
      schema: {
        tags,
        params: partnerDistributorParamsSchema,
        querystring: partnerOrgListQuerySchema,
        response: { 200: partnerOrgListSchema },
      },
    },
    async (request) => {
      const { distributorId } = request.params;
      await requirePartner(request, db, secrets.tokens, distributorId);
      const { searchText, sort, descending, limit } = request.query;
      const offset = decodeOffset(request.query.cursor);
      const narrow = { searchText, sort, descending: descending === 'yes', limit, offset };
      const { results, more } = await findPartnerOrgs(db, distributorId, narrow, clock.now());
      return more ? { results, cursor: encodeOffset(offset + limit) } : { results };
    },
  );

  app.post(
    '/partner/distributors/:distributorId/orgs',
    {
      schema: { tags, params: partnerDistributorParamsSchema, body: partnerOrgCreateBodySchema, response: { 200: partnerOrgAnswerSchema } },
    },
    async (request) => {
      const { distributorId } = request.params;
      const { userId } = await requirePartner(request, db, secrets.tokens, distributorId);
      const now = clock.now();
      const orgId = await createPartnerOrg(db, mailer, { userId, distributorId }, request.body, now);
      const narrow = { sort: 'name', descending: false, limit: 1, offset: 0, orgId } as const;
      const { results } = await findPartnerOrgs(db, distributorId, narrow, now);
      return { result: results[0]! };
    },
  );

  app.post(
    '/partner/distributors/:distributorId/orgs/:orgId/act-as-owner',
    { schema: { tags, params: partnerOrgParamsSchema, response: { 200: delegateTokenSchema } } },
    async (request) => {
      const { distributorId, orgId } = request.params;
      const caller = await requirePartner(request, db, secrets.tokens, distributorId);
      // An app admin runs distributors but gets no organization data by that alone (docs/identity.md).
      if (!caller.entersOrgs) throw ApiError.forbidden(ACT_NEEDS_ENTRY);
      const subject = await actAsOwner(db, { userId: caller.userId, distributorId }, orgId, clock.now());
      const { token, expiresAt } = issueDelegateToken(secrets.tokens, subject);
      const { name: userName, email: emailAddress } = subject;
      return { result: { token, expiresAt, orgId, orgUserId: subject.orgUserId, userName, emailAddress } };
    },
  );
}
