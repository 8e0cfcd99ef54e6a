import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { App, AppContext } from './context';

const API_PREFIXES = ['/api/', '/auth/', '/healthz', '/version.json', '/console-config.json'];

/**
 * Unknown paths answer 404 in the error shape; in production the built console is served too,
 * and any other browser path gets index.html so the console's routes deep-link.
 */
export async function registerConsoleAndNotFound(app: App, { config }: AppContext): Promise<void> {
  const indexFile = path.join(config.consoleDir, 'index.html');
  const serveConsole = config.production && existsSync(indexFile);
  if (config.production && !serveConsole) {
    app.log.warn(`console not built (${indexFile} missing): run "npm run build"; serving the API only`);
  }
  if (!serveConsole) {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ detail: `Not found: ${request.method} ${request.url.split('?')[0]}` }),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: config.consoleDir,
    wildcard: false,
    preCompressed: true,
    // Hashed assets never change; index.html must always be fresh so new versions load.
    setHeaders: (res, filePath) => {
      res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || API_PREFIXES.some((p) => url.startsWith(p)) || path.extname(url)) {
      return reply.status(404).send({ detail: `Not found: ${request.method} ${url}` });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
