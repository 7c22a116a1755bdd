import type { FastifyInstance } from 'fastify';
import { enquiry, enquiryCreate, enquiryUpdate, type Enquiry } from '@texbridge/shared/resources/enquiries';
import type { AppContext } from '../app-context.ts';
import { enquiries } from '../db/schema.ts';
import { createStore } from '../db/store.ts';
import { registerResource } from '../lib/resource.ts';

/** Every contact-form message is stored, so none is lost when e-mail delivery fails. */
export async function enquiryRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResource<Enquiry>(app, ctx, {
    name: 'enquiries',
    noun: 'enquiry',
    store: createStore(ctx.database.db, enquiries, { expose: ['createdAt'] }),
    record: enquiry,
    list: { paths: ['/enquiries'], access: 'admin' },
    create: {
      path: '/enquiries',
      body: enquiryCreate,
      access: 'public',
      // Counted after validation, so a visitor who mistypes an e-mail is not locked out.
      rateLimit: { max: ctx.config.enquiryLimitMax, timeWindow: '10 minutes', hook: 'preHandler' },
    },
    update: { method: 'PATCH', path: '/enquiries/:id', body: enquiryUpdate },
    remove: { path: '/delete-enquiries/:id' },
  });
}
