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
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
