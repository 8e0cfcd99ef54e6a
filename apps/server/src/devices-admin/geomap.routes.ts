import { clockDefaultsSettings, geomapAnswerSchema, geomapQuerySchema, orgIdParamsSchema } from '@punchline/contracts';
import { requireIdentity } from '../auth/identity';
import { ApiError } from '../http/api-error';
import type { App, AppContext } from '../http/context';
import { withOrg } from '../orgs/org-access';
import { getSettings } from '../resources/settings.service';
import { geomapPunches, geomapRules } from './geomap.service';

// GET geomap/punches (Manage → Geo Map): punches with a location in a range, with the geo rules
// to draw; edit_punches and the geo feature, like the screen.

const MAX_RANGE_DAYS = 62;

export async function geomapRoutes(app: App, ctx: AppContext): Promise<void> {
  const schema = {
    tags: ['geomap'],
    params: orgIdParamsSchema,
    querystring: geomapQuerySchema,
    response: { 200: geomapAnswerSchema },
  };
  app.get('/orgs/:orgId/geomap/punches', { schema }, async (request) => {
    const identity = requireIdentity(request, ctx.secrets.tokens);
    const { orgId } = request.params;
    const { from, to, employeeIds = [] } = request.query;
    const span = Date.parse(to) - Date.parse(from);
    if (span <= 0) throw ApiError.fields({ to: ['The end must come after the start.'] });
    if (span > MAX_RANGE_DAYS * 86_400_000) throw ApiError.fields({ to: [`Choose a range of at most ${MAX_RANGE_DAYS} days.`] });
    return withOrg(ctx.db, identity, orgId, { mode: 'read', permission: 'edit_punches' }, async (trx, access) => {
      if (!access.features.includes('geo')) throw ApiError.forbidden('This organization does not have the Geo Map feature.');
      const [{ punches, truncated }, rules, clocks] = await Promise.all([
        geomapPunches(trx, orgId, { from, to, employeeIds }),
        geomapRules(trx, orgId),
        getSettings(trx, clockDefaultsSettings, orgId),
      ]);
      // The tile source is a device default, which the map's readers (edit_punches) may not open.
      const tileUrl = typeof clocks.mapTileUrl === 'string' ? clocks.mapTileUrl : '';
      return { results: punches, supplementalData: { rules, truncated, tileUrl } };
    });
  });
}
