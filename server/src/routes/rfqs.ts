import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { messages } from '@texbridge/shared/api/messages';
import { RFQ_HONEYPOT, RFQ_LIMITS, RFQ_MESSAGES, RFQ_TOKEN_FIELD } from '@texbridge/shared/resources/rfq-form';
import { rfqsResource, type Rfq } from '@texbridge/shared/resources/rfqs';
import type { AppContext } from '../app-context.ts';
import { rfqAttachments, rfqs } from '../db/schema.ts';
import { createStore } from '../db/store.ts';
import { HttpError } from '../lib/errors.ts';
import { applyFollowUp } from '../lib/follow-up.ts';
import { inboxPage, newRequestCount } from '../lib/inbox.ts';
import { callRoute, notFound, registerResource } from '../lib/resource.ts';
import { readRfqMultipart, type Attachment } from '../lib/rfq-attachments.ts';
import { rfqsCsv, rfqsCsvName } from '../lib/rfq-csv.ts';
import { storedLines, storeRfq } from '../lib/rfq-submission.ts';
import { startTokens } from '../lib/start-token.ts';

/** Staff-only answers: never kept by a browser or a shared cache. */
const PRIVATE = 'private, no-store';

/** RFC 5987's form of a file name in a header: UTF-8, percent-encoded, with the characters it reserves too. */
const headerFileName = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** A stored row as the API answers it: times as ISO strings, NULLs as absent fields. */
function recordOf(row: Record<string, unknown>): Rfq {
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value === null) continue;
    record[key] = value instanceof Date ? value.toISOString() : value;
  }
  return record as Rfq;
}

/** Requests for quotation and the inbox (docs/quotes.md). */
export async function rfqRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const { database, config } = ctx;
  const { db } = database;
  const { start, submit, detail, followUp, attachment, csv, inbox, newCount } = rfqsResource.calls;
  const tokens = startTokens(db);
  const store = createStore<Record<string, unknown>>(db, rfqs, { expose: ['createdAt'] });

  // Here, not for the whole API: the multipart plugin hooks every request and response of its context.
  await fastify.register(multipart, {
    limits: {
      fileSize: RFQ_LIMITS.attachments.bytes,
      files: RFQ_LIMITS.attachments.count,
      fields: 10,
      parts: RFQ_LIMITS.attachments.count + 10,
    },
  });
  registerResource(fastify, ctx, rfqsResource, rfqs);
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...callRoute(rfqsResource, start),
    handler: async (_request, reply) => {
      // One token per page view: a cached one would be too old, or shared by visitors.
      reply.header('cache-control', 'no-store');
      return { [RFQ_TOKEN_FIELD]: await tokens.issue() };
    },
  });

  const attachmentsOf = new WeakMap<FastifyRequest, Attachment[]>();
  const route = callRoute(rfqsResource, submit);
  app.route({
    ...route,
    config: {
      ...route.config,
      // Counted after validation, like the contact form, so a buyer who mistypes a field is not locked out.
      rateLimit: { max: config.enquiryLimitMax, timeWindow: '10 minutes', hook: 'preHandler' },
    },
    /**
     * Before the body is validated: a multipart body becomes the JSON it carries (its files checked and kept
     * aside), and the two robot checks that need no field rule answer in the form's own sentences.
     */
    preValidation: async (request) => {
      if (request.isMultipart()) {
        const { body, files } = await readRfqMultipart(request);
        request.body = body as typeof request.body;
        attachmentsOf.set(request, files);
      }
      const body = request.body as Record<string, unknown> | null | undefined;
      if (typeof body !== 'object' || body === null) return;
      const honeypot = body[RFQ_HONEYPOT];
      if (typeof honeypot === 'string' && honeypot !== '') throw new HttpError(400, RFQ_MESSAGES.honeypot);
      const token = body[RFQ_TOKEN_FIELD];
      if (typeof token !== 'string' || token === '') throw new HttpError(400, RFQ_MESSAGES.badToken);
    },
    handler: async (request) => {
      const sent = request.body;
      await tokens.check(sent[RFQ_TOKEN_FIELD]);
      const lines = await storedLines(db, sent.lines);
      const stored = await storeRfq(ctx, sent, lines, attachmentsOf.get(request) ?? []);
      return { acknowledged: true as const, ...stored };
    },
  });

  app.route({
    ...callRoute(rfqsResource, detail),
    handler: async (request, reply) => {
      const { id } = request.params;
      const row = await store.get(id);
      if (!row) throw notFound(rfqsResource, id);
      reply.header('cache-control', PRIVATE);
      return recordOf(row);
    },
  });

  app.route({
    ...callRoute(rfqsResource, followUp),
    handler: async (request) => {
      const { id } = request.params;
      const result = await applyFollowUp(ctx, rfqs, id, request.body, request.caller!.email);
      if (result.matchedCount === 0) throw notFound(rfqsResource, id);
      return result;
    },
  });

  app.route({
    ...callRoute(rfqsResource, attachment),
    handler: async (request, reply) => {
      const { id, n } = request.params;
      const [file] = await db
        .select()
        .from(rfqAttachments)
        .where(and(eq(rfqAttachments.rfqId, id), eq(rfqAttachments.n, n)))
        .limit(1);
      if (!file) throw new HttpError(404, messages.notFound('RFQ attachment', `${id}/${n}`));
      // Sent to be saved, never shown in the API's origin: a PDF or an image a buyer made is not trusted.
      return reply
        .type(file.type)
        .header('cache-control', PRIVATE)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename*=UTF-8''${headerFileName(file.name)}`)
        .send(file.bytes);
    },
  });

  app.route({
    ...callRoute(rfqsResource, csv),
    handler: async (request, reply) => {
      const body = await rfqsCsv(db, request.query.status);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', PRIVATE)
        .header('content-disposition', `attachment; filename="${rfqsCsvName()}"`)
        .send(body);
    },
  });

  app.route({
    ...callRoute(rfqsResource, inbox),
    handler: async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return inboxPage(db, request.query);
    },
  });

  app.route({
    ...callRoute(rfqsResource, newCount),
    handler: async (_request, reply) => {
      reply.header('cache-control', PRIVATE);
      return { new: await newRequestCount(db) };
    },
  });
}
