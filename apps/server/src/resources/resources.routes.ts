import { RESOURCES, SETTINGS } from '@punchline/contracts';
import type { App, AppContext } from '../http/context';
import { registerResource } from './resource.routes';
import { registerSettings } from './settings.routes';

/** Every registered collection and settings record, under /api. */
export async function resourceRoutes(app: App, ctx: AppContext): Promise<void> {
  // The handlers build exactly the response shape (sensitive fields already removed), so they are
  // sent with plain JSON.stringify; the zod response schemas document them in OpenAPI. Running
  // 500 rows through a zod parse per page would cost more than the query (bench/list.bench.ts).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  for (const def of RESOURCES) registerResource(app, ctx, def);
  for (const def of SETTINGS) registerSettings(app, ctx, def);
}
