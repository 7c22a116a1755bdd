import type { RuntimeConfig } from '@texbridge/shared/config/runtime-config';
import type { RefusedEnquiryPost } from '@texbridge/shared/resources/enquiry-form';
import type { RefusedRfqPost } from '@texbridge/shared/resources/rfq-form';
import type { SentEnquiry } from '@texbridge/shared/format/sent-enquiry';
import type { SentRfq } from '@texbridge/shared/format/sent-rfq';
import type { RenderLimit } from './render-limit.ts';
import type { RenderResult } from './template.ts';

/** What the plain (no-JavaScript) form posts need from the render server: form-posts.ts and quote-posts.ts. */
export interface FormPostsOptions {
  config: RuntimeConfig;
  /**
   * src/entry-server.tsx's render: `enquiry` or `quote` is a refused post, to render the page again around;
   * `sent`, what a stored one said, for its confirmation page.
   */
  render: (
    url: string,
    config: RuntimeConfig,
    options: {
      fetch?: typeof globalThis.fetch;
      enquiry?: RefusedEnquiryPost;
      quote?: RefusedRfqPost;
      sent?: { rfq?: SentRfq | undefined; enquiry?: SentEnquiry | undefined };
    },
  ) => Promise<RenderResult>;
  /** How the page's render, and the post, reach the API: with the render token and a deadline. */
  apiFetch?: typeof globalThis.fetch | undefined;
  /** The template's page around a render. */
  page: (result: RenderResult) => string;
  /**
   * The cap on renders per client address (render-limit.ts): a post counts as one (it costs an API call
   * and, when refused, a render no cache spares), so posting does not get past it.
   */
  renderLimit?: RenderLimit;
}
