import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI from the routes' zod schemas, at /docs (JSON at /docs/json). Registered before any route. */
export const apiDocs = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'TexBridge API',
        version: '1.0.0',
        description:
          'Every call of the catalogue site and its dashboard. Admin routes need a Firebase ID token of an admin.',
      },
      components: {
        securitySchemes: { firebase: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
});
