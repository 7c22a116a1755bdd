import type { FastifyInstance } from 'fastify';
import { privacy, privacyCreate, privacyUpdate, type Privacy } from '@texbridge/shared/resources/privacy';
import type { AppContext } from '../app-context.ts';
import { privacySections } from '../db/schema.ts';
import { createStore } from '../db/store.ts';
import { registerResource } from '../lib/resource.ts';

export async function privacyRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResource<Privacy>(app, ctx, {
    name: 'privacy',
    noun: 'privacy section',
    store: createStore(ctx.database.db, privacySections),
    record: privacy,
    list: { paths: ['/privacy'] },
    create: { path: '/add-privacy', body: privacyCreate },
    update: { method: 'PATCH', path: '/privacy/:id', body: privacyUpdate },
    remove: { path: '/delete-privacy/:id' },
  });
}
