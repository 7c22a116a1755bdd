import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { SentRfq } from '@texbridge/shared/format/sent-rfq';
import { RFQ_REFERENCE_PATTERN } from '@texbridge/shared/resources/rfq-form';
import { Seo } from '../../components/seo/seo.tsx';
import { PageBanner } from '../../components/ui/page-banner.tsx';
import { paths } from '../../config/paths.ts';
import { QuoteSent } from '../../features/quote/components/quote-sent.tsx';
import { SENT_RFQ_KEY } from '../../features/quote/lib/sent-rfq.ts';
import { m } from '../../paraglide/messages.js';

/**
 * docs/quotes.md: where a request for quotation sent without JavaScript lands, a page of the site that the
 * server alone renders (src/entry-server.tsx `serverPages`). What was sent comes from the render server
 * (server/quote-posts.ts), which read it from this browser's own cookie; the reference alone shows nothing.
 */
export default function QuoteSentRoute() {
  const sent = useQueryClient().getQueryData<SentRfq>(SENT_RFQ_KEY);
  const asked = useSearchParams()[0].get('reference') ?? '';
  const reference = sent?.reference ?? (RFQ_REFERENCE_PATTERN.test(asked) ? asked : undefined);
  return (
    <>
      <Seo title={m.page_quote_sent_title()} description={m.page_quote_sent_description()} noIndex />
      <PageBanner title={m.page_quote_sent_title()} />
      <div className="mx-auto max-w-4xl px-6 py-10 sm:py-14">
        <QuoteSent reference={reference} sent={sent} productsHref={paths.products.list.getHref()} titled={false} />
      </div>
    </>
  );
}
