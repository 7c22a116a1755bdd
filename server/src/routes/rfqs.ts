import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';

/** Requests for quotation and the inbox (docs/quotes.md). */
export async function rfqRoutes(_app: FastifyInstance, _ctx: AppContext) {}
