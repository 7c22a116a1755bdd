import type { FastifyInstance } from 'fastify';
import { formatReviewDate } from '@texbridge/shared/format/review-date';
import { review, reviewCreate, type Review } from '@texbridge/shared/resources/reviews';
import type { AppContext } from '../app-context.ts';
import { reviews } from '../db/schema.ts';
import { createStore } from '../db/store.ts';
import { registerResource } from '../lib/resource.ts';

export async function reviewRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResource<Review>(app, ctx, {
    name: 'reviews',
    noun: 'review',
    store: createStore(ctx.database.db, reviews),
    record: review,
    list: { paths: ['/reviews'] },
    create: {
      path: '/add-reviews',
      body: reviewCreate,
      toRow: (body) => ({ ...body, date: body.date || formatReviewDate(new Date()) }),
    },
    remove: { path: '/delete-reviews/:id' },
  });
}
