import { negotiate } from '@fastify/accept-negotiator';
import { gzipSync } from 'node:zlib';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { App, AppContext } from './context';

/** OpenAPI document generated from the shared zod schemas, with its docs UI at /api/docs. */
export async function registerOpenApi(app: App, { config }: AppContext): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Punchline API',
        version: config.version,
        description: 'Time-and-attendance service: console API, login service and device API.',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            // API keys (docs/api-keys.md) use the same header as the console's tokens.
            description: `A token from the login service (identity, organization access, safe-only), or an API key (\`pl_live_…\`) made in Settings → Integrations → API Keys. A key calls only its own organization's paths (\`/api/orgs/{orgId}/…\`), with its permissions among its creator's, under its label restrictions, at most ${config.apiKeyRateLimit} requests a minute (429 with Retry-After beyond).`,
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The document is built once (@fastify/swagger keeps it) and serialized and gzipped once here,
  // as bytes: the plugin's own route serialized its 0.9 MB anew on every request, Node's HTTP layer
  // copied a string body once more to join it to the headers, and compression gzipped it again
  // each time. At idle that garbage and zlib's memory stayed in the server's resident set (issue
  // 37). Answering from the route's onRequest hook sends the same document without the plugin's
  // handler; a body already encoded is sent as it is by the compression hook.
  let document: { json: Buffer; gzip: Buffer } | undefined;
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiHooks: {
      onRequest: async (request, reply) => {
        if (request.routeOptions.url !== '/api/docs/json') return;
        if (!document) {
          const json = Buffer.from(JSON.stringify(app.swagger()));
          document = { json, gzip: gzipSync(json) };
        }
        reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
        if (negotiate(request.headers['accept-encoding'] ?? '', ['gzip']) === 'gzip')
          return reply.header('content-encoding', 'gzip').send(document.gzip);
        return reply.send(document.json);
      },
    },
  });
}
