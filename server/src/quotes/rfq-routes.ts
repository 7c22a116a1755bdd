import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { messages } from '@texbridge/shared/api/messages';
import { RFQ_HONEYPOT, RFQ_MESSAGES, RFQ_TOKEN_FIELD } from '@texbridge/shared/resources/rfq-form';
import { rfqsResource } from '@texbridge/shared/resources/rfqs';
import { downloadDetail } from '@texbridge/shared/resources/history';
import { titleOf } from '@texbridge/shared/format/record-title';
import type { AppContext } from '../app-context.ts';
import { rfqAttachments, rfqs } from '../platform/database/schema.ts';
import { HttpError } from '../platform/errors.ts';
import { logActivity, whoOf } from '../history/history.ts';
import { applyFollowUp } from './follow-up.ts';
import { inboxPage, newRequestCount } from './inbox.ts';
import { callRoute, notFound } from '../platform/contract-routes.ts';
import { registerAdminDetail } from '../content/admin-detail.ts';
import { registerResource } from '../content/resource.ts';
import { readRfqMultipart, RFQ_MULTIPART_LIMITS, type Attachment } from './rfq-attachments.ts';
import { rfqsCsv, rfqsCsvName } from './rfq-csv.ts';
import { linesOf, storeRfq } from './rfq-submission.ts';
import { startTokens } from './start-token.ts';
import { multipartBodies } from '../media/multipart.ts';
import { attemptLimit } from '../platform/plugins/rate-limit.ts';

/** Staff-only answers: never kept by a browser or a shared cache. */
const PRIVATE = 'private, no-store';

/** RFC 5987's form of a file name in a header: UTF-8, percent-encoded, with the characters it reserves too. */
const headerFileName = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * How many attempts at POST /rfqs an address may make for each request it may send: every attempt is counted
 * before its body is read, so refused forms too, and a person correcting a form a few times stays well inside.
 */
const ATTEMPTS_PER_REQUEST = 4;

/** Requests for quotation and the inbox (docs/quotes.md). */
export async function rfqRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const { database, config } = ctx;
  const { db } = database;
  const { start, submit, detail, followUp, attachment, csv, inbox, newCount } = rfqsResource.calls;
  const tokens = startTokens(db);

  // Here, not for the whole API: the multipart plugin hooks every request and response of its context.
  await fastify.register(multipartBodies, { limits: RFQ_MULTIPART_LIMITS });
  registerResource(fastify, ctx, rfqsResource, rfqs);
  registerAdminDetail(fastify, ctx, rfqsResource, rfqs, detail);
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...callRoute(rfqsResource, start),
    handler: async (_request, reply) => {
      // One token per page view: a cached one would be too old, or shared by visitors.
      reply.header('cache-control', 'no-store');
      return { [RFQ_TOKEN_FIELD]: await tokens.issue() };
    },
  });

  /**
   * The robot checks that need no field rule, in the form's own sentences: the honeypot, then the start
   * token's signature and age. They run on a multipart body's `rfq` before any file is read.
   */
  const robotCheck = async (body: unknown) => {
    if (typeof body !== 'object' || body === null) return;
    const sent = body as Record<string, unknown>;
    const honeypot = sent[RFQ_HONEYPOT];
    if (typeof honeypot === 'string' && honeypot !== '') throw new HttpError(400, RFQ_MESSAGES.honeypot);
    const token = sent[RFQ_TOKEN_FIELD];
    if (typeof token !== 'string' || token === '') throw new HttpError(400, RFQ_MESSAGES.badToken);
    await tokens.check(token);
  };

  const attachmentsOf = new WeakMap<FastifyRequest, Attachment[]>();
  const route = callRoute(rfqsResource, submit);
  app.route({
    ...route,
    config: {
      ...route.config,
      // Counted after validation, like the contact form, so a buyer who mistypes a field is not locked out.
      rateLimit: { max: config.enquiryLimitMax, timeWindow: '10 minutes', hook: 'preHandler' },
    },
    // And every attempt, before its body is read: the count above replaces the API's own limit.
    onRequest: attemptLimit(fastify, {
      max: config.enquiryLimitMax * ATTEMPTS_PER_REQUEST,
      timeWindow: '10 minutes',
    }),
    /** Before the body is validated: a multipart body becomes the JSON it carries, its files checked and kept aside. */
    preValidation: async (request) => {
      if (!request.isMultipart()) return robotCheck(request.body);
      const { body, files } = await readRfqMultipart(request, robotCheck);
      request.body = body as typeof request.body;
      attachmentsOf.set(request, files);
    },
    handler: async (request) => {
      const sent = request.body;
      const lines = await linesOf(db, sent.lines);
      const stored = await storeRfq(ctx, sent, lines, attachmentsOf.get(request) ?? []);
      // The buyer's acknowledgement is queued beside the staff's whenever e-mail is on (mail/mail-messages.ts).
      return { acknowledged: true as const, ...stored, receipt: ctx.notifier.enabled };
    },
  });

  app.route({
    ...callRoute(rfqsResource, followUp),
    handler: async (request) => {
      const { id } = request.params;
      const result = await applyFollowUp(ctx, rfqs, id, request.body, whoOf(request));
      if (result.matchedCount === 0) throw notFound(rfqsResource, id);
      return result;
    },
  });

  app.route({
    ...callRoute(rfqsResource, attachment),
    handler: async (request, reply) => {
      const { id, n } = request.params;
      const [found] = await db
        .select({ file: rfqAttachments, reference: rfqs.reference })
        .from(rfqAttachments)
        .leftJoin(rfqs, eq(rfqs._id, rfqAttachments.rfqId))
        .where(and(eq(rfqAttachments.rfqId, id), eq(rfqAttachments.n, n)))
        .limit(1);
      if (!found) throw new HttpError(404, messages.notFound('RFQ attachment', `${id}/${n}`));
      const { file, reference } = found;
      await logActivity(db, whoOf(request), {
        action: 'download',
        resource: 'rfqs',
        recordId: id,
        // An RFQ in the trash keeps its attachments, and the line its id.
        title: titleOf({ _id: id, reference }),
        detail: downloadDetail.attachment(file.name),
      });
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
      const { status } = request.query;
      const body = await rfqsCsv(db, status);
      const name = rfqsCsvName();
      await logActivity(db, whoOf(request), {
        action: 'download',
        resource: 'rfqs',
        recordId: name,
        title: name,
        detail: downloadDetail.rfqsCsv(status),
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', PRIVATE)
        .header('content-disposition', `attachment; filename="${name}"`)
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
