import type { FastifyInstance } from 'fastify';
import { enquiriesResource } from '@texbridge/shared/resources/enquiries';
import type { AppContext } from '../app-context.ts';
import { enquiries } from '../db/schema.ts';
import { registerResource } from '../lib/resource.ts';

/** Every contact-form message is stored, so none is lost when e-mail delivery fails. */
export async function enquiryRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResource(app, ctx, enquiriesResource, enquiries, {
    // Counted after validation, so a visitor who mistypes an e-mail is not locked out.
    rateLimit: { max: ctx.config.enquiryLimitMax, timeWindow: '10 minutes', hook: 'preHandler' },
  });
}
