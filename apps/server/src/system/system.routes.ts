import { consoleConfigSchema, healthSchema, versionSchema } from '@punchline/contracts';
import { sql } from 'kysely';
import type { App, AppContext } from '../http/context';

export async function systemRoutes(app: App, { db, config }: AppContext): Promise<void> {
  app.get('/healthz', { schema: { tags: ['system'], response: { 200: healthSchema } } }, async () => {
    await sql`select 1`.execute(db); // healthy means the database answers too
    return { status: 'ok' as const, database: 'ok' as const };
  });

  app.get('/version.json', { schema: { tags: ['system'], response: { 200: versionSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { version: config.version, minVersion: config.minVersion };
  });

  app.get('/console-config.json', { schema: { tags: ['system'], response: { 200: consoleConfigSchema } } }, async () => ({
    helpUrl: config.helpUrl,
    // Live-chat providers plug in here; with none configured the console shows the contact.
    support: { provider: 'none' as const, email: config.supportEmail },
  }));
}
