import { clockDefaultsSettings, orgIdParamsSchema } from '@punchline/contracts';
import { z } from 'zod';
import { requireIdentity } from '../auth/identity';
import { ApiError } from '../http/api-error';
import type { App, AppContext } from '../http/context';
import { withOrg } from '../orgs/org-access';
import { getSettings } from '../resources/settings.service';
import { geomapPunches, geomapRules } from './geomap.service';

// GET geomap/punches (Manage → Geo Map): punches with a location in a range, with the geo rules
// to draw; edit_punches and the geo feature, like the screen.

const MAX_RANGE_DAYS = 62;
const ids = z
  .string()
  .max(5000)
  .regex(/^\d+(,\d+)*$/, 'Give worker ids as numbers separated by commas.')
  .transform((s) => s.split(',').map(Number));
const querySchema = z.object({
  from: z.string().datetime({ offset: true, message: 'Give the start as an ISO 8601 instant.' }),
  to: z.string().datetime({ offset: true, message: 'Give the end as an ISO 8601 instant.' }),
  employeeIds: ids.optional(),
});
const punchSchema = z.object({
  id: z.number(),
  employeeId: z.number(),
  employeeName: z.string(),
  at: z.string(),
  type: z.enum(['in', 'out']),
  latitude: z.number(),
  longitude: z.number(),
  accuracyM: z.number().nullable(),
  geo: z.enum(['inside', 'outside', 'unknown']).nullable(),
});
const ruleSchema = z.object({
  id: z.number(),
  name: z.string(),
  shape: z.enum(['circle', 'polygon']),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  radiusM: z.number().nullable(),
  polygon: z.array(z.tuple([z.number(), z.number()])),
});

export async function geomapRoutes(app: App, ctx: AppContext): Promise<void> {
  const schema = {
    tags: ['geomap'],
    params: orgIdParamsSchema,
    querystring: querySchema,
    response: {
      200: z.object({
        results: z.array(punchSchema),
        supplementalData: z.object({ rules: z.array(ruleSchema), truncated: z.boolean(), tileUrl: z.string() }),
      }),
    },
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
