import {
  distributorAnswerSchema,
  distributorBodySchema,
  distributorListSchema,
  idParamsSchema,
  orgDistributorAnswerSchema,
  orgDistributorBodySchema,
  orgIdParamsSchema,
  userDistributorAnswerSchema,
  userDistributorBodySchema,
} from '@punchline/contracts';
import { FEATURES, type Feature } from '@punchline/domain';
import type { Db } from '../db/database';
import type { Row } from '../db/schema';
import type { App, AppContext } from '../http/context';
import { ApiError } from '../http/api-error';
import { requireAppAdmin } from './require-sudo';

const tags = ['white-label'];
// A trial set in the domain's order (known features only), so two equal sets read the same;
// null (every feature) stays null.
const trialSet = (list: readonly string[] | null): Feature[] | null => list && FEATURES.filter((f) => list.includes(f));
const toDistributor = (r: Row<'distributors'>) => ({
  id: r.id,
  name: r.name,
  consoleName: r.console_name,
  logoUrl: r.logo_url,
  trialFeatures: trialSet(r.trial_features),
});

async function requireDistributor(db: Db, id: number | null): Promise<void> {
  if (id === null) return;
  const found = await db.selectFrom('distributors').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw ApiError.fields({ distributorId: ['is not a known distributor.'] });
}

/** White-label partners, run by app admins (docs/identity.md), with the features their
 *  organizations' trials start with. */
export async function distributorsRoutes(app: App, { db, secrets }: AppContext): Promise<void> {
  const result = distributorAnswerSchema;

  app.get('/admin/distributors', { schema: { tags, response: { 200: distributorListSchema } } }, async (request) => {
    await requireAppAdmin(request, db, secrets.tokens);
    const rows = await db.selectFrom('distributors').selectAll().orderBy('name').execute();
    return { results: rows.map(toDistributor) };
  });

  app.post('/admin/distributors', { schema: { tags, body: distributorBodySchema, response: { 200: result } } }, async (request) => {
    await requireAppAdmin(request, db, secrets.tokens);
    const { name, consoleName, logoUrl, trialFeatures } = request.body;
    const row = await db
      .insertInto('distributors')
      .values({ name, console_name: consoleName, logo_url: logoUrl ?? null, trial_features: trialSet(trialFeatures ?? null) })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { result: toDistributor(row) };
  });

  app.put(
    '/admin/distributors/:id',
    { schema: { tags, params: idParamsSchema, body: distributorBodySchema, response: { 200: result } } },
    async (request) => {
      await requireAppAdmin(request, db, secrets.tokens);
      const { name, consoleName, logoUrl, trialFeatures } = request.body;
      const row = await db
        .updateTable('distributors')
        .set({
          name,
          console_name: consoleName,
          logo_url: logoUrl ?? null,
          ...(trialFeatures !== undefined && { trial_features: trialSet(trialFeatures) }),
        })
        .where('id', '=', request.params.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw ApiError.notFound();
      return { result: toDistributor(row) };
    },
  );

  app.put(
    '/admin/orgs/:orgId/distributor',
    { schema: { tags, params: orgIdParamsSchema, body: orgDistributorBodySchema, response: { 200: orgDistributorAnswerSchema } } },
    async (request) => {
      await requireAppAdmin(request, db, secrets.tokens);
      await requireDistributor(db, request.body.distributorId);
      const updated = await db
        .updateTable('organizations')
        .set({ distributor_id: request.body.distributorId })
        .where('id', '=', request.params.orgId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw ApiError.notFound();
      return { result: { orgId: request.params.orgId, distributorId: request.body.distributorId } };
    },
  );

  app.put(
    '/admin/users/:id/distributor',
    { schema: { tags, params: idParamsSchema, body: userDistributorBodySchema, response: { 200: userDistributorAnswerSchema } } },
    async (request) => {
      await requireAppAdmin(request, db, secrets.tokens);
      const { distributorId, isDistributorAdmin } = request.body;
      await requireDistributor(db, distributorId);
      if (isDistributorAdmin && distributorId === null) throw ApiError.fields({ isDistributorAdmin: ['needs a distributor.'] });
      const updated = await db
        .updateTable('users')
        .set({ distributor_id: distributorId, is_distributor_admin: isDistributorAdmin ?? false })
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw ApiError.notFound();
      return { result: { userId: request.params.id, distributorId, isDistributorAdmin: isDistributorAdmin ?? false } };
    },
  );
}
