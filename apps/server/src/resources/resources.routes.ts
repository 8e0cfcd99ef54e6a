import { RESOURCES, SETTINGS, type ResourceDef } from '@punchline/contracts';
import type { App, AppContext } from '../http/context';
import { registerResource } from './resource.routes';
import { registerSettings } from './settings.routes';

/** Every registered collection and settings record, under /api. */
export async function resourceRoutes(app: App, ctx: AppContext): Promise<void> {
  collectionRoutes(app, ctx, RESOURCES);
  for (const def of SETTINGS) registerSettings(app, ctx, def);
}

/** The routes of these collections in this scope (tests register a collection of their own this way). */
export function collectionRoutes(app: App, ctx: AppContext, defs: readonly ResourceDef[]): void {
  // Deliberately not serialized through the zod response schemas, which document the answers in
  // OpenAPI: the handlers build exactly the response shape (sensitive fields already removed), and
  // running 500 rows through a zod parse per page would cost more than the query (bench/list.bench.ts).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  for (const def of defs) registerResource(app, ctx, def);
}
