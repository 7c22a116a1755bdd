import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { localPath } from '@texbridge/shared/format/local-path';
import type { SentEnquiry } from '@texbridge/shared/format/sent-enquiry';
import { ENQUIRY_SENT } from '@texbridge/shared/resources/enquiry-form';
import { m } from '../../paraglide/messages.js';
import { Seo } from '../../components/seo/seo.tsx';
import { PageBanner } from '../../components/ui/page-banner.tsx';
import { EnquirySentSummary } from '../../features/enquiries/components/enquiry-sent.tsx';
import { SENT_ENQUIRY_KEY } from '../../features/enquiries/lib/sent-enquiry.ts';

/**
 * Where a message form sent without JavaScript lands (server/form-posts.ts), a page of the site that the
 * server alone renders (src/entry-server.tsx `serverPages`): the words the form shows once sent with its
 * script, what was sent (from this browser's own cookie, read by the render server) and whether a receipt
 * follows, and the way back to the page it was sent from.
 */
export default function MessageSentRoute() {
  const sent = useQueryClient().getQueryData<SentEnquiry>(SENT_ENQUIRY_KEY);
  // The page's whole address, its language's prefix included: a plain link, past the router's own prefix.
  const back = localPath(useSearchParams()[0].get('from'));
  return (
    <>
      <Seo title={m.page_message_sent_title()} description={m.page_message_sent_description()} noIndex />
      <PageBanner title={m.page_message_sent_title()} />
      <div className="mx-auto max-w-4xl px-6 py-10 sm:py-14">
        <section className="rounded-3xl bg-white p-6 text-charcoal-700 shadow-sm ring-1 ring-ecru-200 sm:p-10">
          <p role="status" className="text-lg">
            {ENQUIRY_SENT.text}
          </p>
          {sent && <EnquirySentSummary sent={sent} />}
          <a
            href={back}
            className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-indigo-900 underline decoration-madder-600 decoration-2 underline-offset-4 hover:text-madder-700"
          >
            Back to the page you were on <span aria-hidden="true">→</span>
          </a>
        </section>
      </div>
    </>
  );
}
