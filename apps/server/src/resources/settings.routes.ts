import { orgIdParamsSchema, recordBodySchema, settingsContract, updateQuerySchema, type SettingsDef } from '@punchline/contracts';
import type { App, AppContext } from '../http/context';
import { withResource, type Gate } from './access';
import { getSettings, saveSettings } from './settings.service';
import { optionalVersion } from './version';

/** GET/PUT {path} of a single-record settings definition (org/defaults, org/formats, ...). */
export function registerSettings(app: App, ctx: AppContext, def: SettingsDef): void {
  const url = `/orgs/:orgId/${def.path}`;
  const gate: Gate = { ...def.access, feature: def.feature, label: def.label };
  const schema = { tags: [def.path], params: orgIdParamsSchema, response: { 200: settingsContract(def) } };

  app.get(url, { schema }, async (request) => {
    const { orgId } = request.params;
    return { result: await withResource(ctx, request, orgId, gate, 'read', (trx) => getSettings(trx, def, orgId)) };
  });

  app.put(url, { schema: { ...schema, querystring: updateQuerySchema, body: recordBodySchema } }, async (request) => {
    const { orgId } = request.params;
    const options = { denorm: request.query.denorm === 'true', observers: ctx.saveObservers };
    const result = await withResource(ctx, request, orgId, gate, 'write', (trx, caller) =>
      saveSettings(trx, def, orgId, optionalVersion(request.body.version), request.body, caller, options),
    );
    return { result };
  });
}
