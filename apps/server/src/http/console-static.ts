import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { App, AppContext } from './context';

const API_PREFIXES = ['/api/', '/auth/', '/healthz', '/version.json', '/console-config.json'];
/** Where the web clock lives (issue 17): its own app, its own service worker scope. */
const CLOCK_PREFIX = '/clock/';

// Hashed assets never change; index.html, the manifest and the service worker must always be
// fresh so new versions load.
const cacheHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
};

const notFound = (method: string, url: string) => ({ detail: `Not found: ${method} ${url}` });

/**
 * Unknown paths answer 404 in the error shape; in production the built console is served too,
 * and any other browser path gets index.html so the console's routes deep-link. The built web
 * clock is served under /clock/ the same way, when it was built.
 */
export async function registerConsoleAndNotFound(app: App, { config }: AppContext): Promise<void> {
  const indexFile = path.join(config.consoleDir, 'index.html');
  const serveConsole = config.production && existsSync(indexFile);
  if (config.production && !serveConsole) {
    app.log.warn(`console not built (${indexFile} missing): run "npm run build"; serving the API only`);
  }
  if (!serveConsole) {
    app.setNotFoundHandler((request, reply) => reply.status(404).send(notFound(request.method, request.url.split('?')[0] ?? '/')));
    return;
  }
  await app.register(fastifyStatic, { root: config.consoleDir, wildcard: false, preCompressed: true, setHeaders: cacheHeaders });
  const serveClock = existsSync(path.join(config.clockDir, 'index.html'));
  if (serveClock) await registerClock(app, config.clockDir);
  else app.log.warn(`web clock not built (${config.clockDir} missing): run "npm run build"`);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || API_PREFIXES.some((p) => url.startsWith(p)) || path.extname(url)) {
      return reply.status(404).send(notFound(request.method, url));
    }
    reply.header('cache-control', 'no-cache');
    // The clock has one screen whatever the path below it; the console routes the rest.
    if (serveClock && url.startsWith(CLOCK_PREFIX)) return reply.sendFile('index.html', config.clockDir);
    return reply.sendFile('index.html');
  });
}

async function registerClock(app: App, clockDir: string): Promise<void> {
  // `/clock` (the address people type and the pairing QR code holds) → `/clock/`, keeping
  // `?pair=…`, so relative assets and the service worker's scope line up.
  app.get('/clock', { schema: { hide: true } }, (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(`${CLOCK_PREFIX}${query === -1 ? '' : request.url.slice(query)}`, 302);
  });
  await app.register(fastifyStatic, {
    root: clockDir,
    prefix: CLOCK_PREFIX,
    wildcard: false,
    preCompressed: true,
    decorateReply: false,
    setHeaders: cacheHeaders,
  });
}
