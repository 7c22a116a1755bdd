import type { FastifyInstance } from 'fastify';
import { enquiriesResource } from '@texbridge/shared/resources/enquiries';
import type { AppContext } from '../app-context.ts';
import { enquiries } from '../platform/database/schema.ts';
import { whoOf } from '../history/history.ts';
import { applyFollowUp, type FollowUpChange } from './follow-up.ts';
import { enquirySummary } from './request-summary.ts';
import { registerAdminDetail } from '../content/admin-detail.ts';
import { registerResource } from '../content/resource.ts';

/**
 * Every contact-form message is stored, so none is lost when e-mail delivery fails; its e-mails are queued in
 * the same transaction (docs/quotes.md), and staff follow it up in the inbox beside the RFQs.
 */
export async function enquiryRoutes(app: FastifyInstance, ctx: AppContext) {
  const { notifier } = ctx;
  registerResource(app, ctx, enquiriesResource, enquiries, {
    // Counted after validation, so a visitor who mistypes an e-mail is not locked out.
    rateLimit: { max: ctx.config.enquiryLimitMax, timeWindow: '10 minutes', hook: 'preHandler' },
    created: {
      values: () => (notifier.enabled ? { notification: 'pending' } : {}),
      inTransaction: (tx, row) => notifier.enqueue(tx, enquirySummary(row as Parameters<typeof enquirySummary>[0])),
      afterCommit: () => notifier.wake(),
      // The buyer's acknowledgement is queued beside the staff's whenever e-mail is on (mail/mail-messages.ts).
      receipt: () => notifier.enabled,
    },
    // An empty body marks the enquiry handled, as the dashboard sent it before the pipeline.
    update: (request, id, body) => {
      const change: FollowUpChange = Object.keys(body).length === 0 ? { handled: true } : body;
      return applyFollowUp(ctx, enquiries, id, change, whoOf(request));
    },
  });

  registerAdminDetail(app, ctx, enquiriesResource, enquiries, enquiriesResource.calls.detail);
}
