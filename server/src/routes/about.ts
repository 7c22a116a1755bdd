import type { FastifyInstance } from 'fastify';
import { about, aboutCreate, aboutUpdate, type About } from '@texbridge/shared/resources/about';
import type { AppContext } from '../app-context.ts';
import { aboutSections } from '../db/schema.ts';
import { createStore } from '../db/store.ts';
import { registerResource } from '../lib/resource.ts';

export async function aboutRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResource<About>(app, ctx, {
    name: 'about',
    noun: 'about section',
    store: createStore(ctx.database.db, aboutSections),
    record: about,
    list: { paths: ['/about-us'] },
    create: { path: '/add-about', body: aboutCreate },
    update: { method: 'PATCH', path: '/about/:id', body: aboutUpdate },
    remove: { path: '/delete-about/:id' },
  });
}
