import type { FastifyInstance } from 'fastify';
import { news as newsRecord, newsCreate, newsUpdate, type News } from '@texbridge/shared/resources/news';
import type { AppContext } from '../app-context.ts';
import { news } from '../db/schema.ts';
import { createStore } from '../db/store.ts';
import { registerResource } from '../lib/resource.ts';

export async function newsRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResource<News>(app, ctx, {
    name: 'news',
    noun: 'news item',
    store: createStore(ctx.database.db, news),
    record: newsRecord,
    list: { paths: ['/news'] },
    detail: { path: '/news/:id' },
    create: {
      path: '/add-news',
      body: newsCreate,
      // The release date defaults to today; month is zero-based as in docs/spec.md §3.
      toRow: (body) => {
        const today = new Date();
        return { day: today.getDate(), month: today.getMonth(), year: today.getFullYear(), ...body };
      },
    },
    update: { method: 'PUT', path: '/news/:id', body: newsUpdate },
    remove: { path: '/delete-news/:id' },
  });
}
