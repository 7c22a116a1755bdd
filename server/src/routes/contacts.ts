import type { FastifyInstance } from 'fastify';
import { contact, contactCreate, contactUpdate, type Contact } from '@texbridge/shared/resources/contacts';
import type { AppContext } from '../app-context.ts';
import { contacts } from '../db/schema.ts';
import { createStore } from '../db/store.ts';
import { registerResource } from '../lib/resource.ts';

export async function contactRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResource<Contact>(app, ctx, {
    name: 'contacts',
    noun: 'contact',
    store: createStore(ctx.database.db, contacts),
    record: contact,
    list: { paths: ['/contact'] },
    create: { path: '/add-contact', body: contactCreate },
    update: { method: 'PUT', path: '/contact/:id', body: contactUpdate },
    remove: { path: '/delete-contact/:id' },
  });
}
