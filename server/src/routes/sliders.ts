import type { FastifyInstance } from 'fastify';
import { slider, sliderCreate, sliderUpdate, type Slider } from '@texbridge/shared/resources/sliders';
import type { AppContext } from '../app-context.ts';
import { sliders } from '../db/schema.ts';
import { createStore } from '../db/store.ts';
import { registerResource } from '../lib/resource.ts';

export async function sliderRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResource<Slider>(app, ctx, {
    name: 'sliders',
    noun: 'slide',
    store: createStore(ctx.database.db, sliders),
    record: slider,
    list: { paths: ['/sliders'] },
    create: { path: '/add-sliders', body: sliderCreate },
    update: { method: 'PUT', path: '/slider/:id', body: sliderUpdate },
    remove: { path: '/delete-slide/:id' },
  });
}
