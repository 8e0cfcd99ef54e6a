import { RESOURCES, SETTINGS, type ResourceDef } from '@punchline/contracts';
import type { App, AppContext } from '../http/context';
import { registerResource } from './resource.routes';
import { registerSettings } from './settings.routes';
// The server halves of definitions (computed columns, hooks, actions), registered on import.
import '../workers/employees.server';
import '../costing/costing.server';
// Time rules (issue 15).
import '../time-rules/pay-codes.server';
import '../time-rules/pay-rules.server';
// Devices (issue 16).
import '../devices-admin/devices.server';
// Schedules (issue 19).
import '../schedule/recurring.server';
// Time off (issue 20).
import '../time-off/requests.server';
import '../time-off/entries.server';
import '../time-off/adjustments.server';

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
