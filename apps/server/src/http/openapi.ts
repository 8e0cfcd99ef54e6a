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
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
