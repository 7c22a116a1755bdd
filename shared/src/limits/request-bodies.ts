// The largest request bodies the API and the site take, derived from the limits their bodies are made
// of. The nginx in front of each half is given these (scripts/lib/nginx.mjs renders them into
// deploy/nginx/), so nginx never refuses a body the application would take (deploy/README.md).
import { MAX_IMAGE_BYTES } from '../constants.ts';
import { RFQ_LIMITS } from '../resources/rfq-form.ts';

/** Room beside the files for a form's text (the RFQ's JSON is at most 64 KB) and the multipart envelope. */
const FORM_ROOM_BYTES = 1024 * 1024;

/** A request for quotation carrying every attachment it may, each at its largest. */
const RFQ_BODY_MAX_BYTES = RFQ_LIMITS.attachments.count * RFQ_LIMITS.attachments.bytes + FORM_ROOM_BYTES;

/** The API's largest body: a request for quotation (POST /rfqs) or an image upload (POST /uploads). */
export const API_BODY_MAX_BYTES = Math.max(RFQ_BODY_MAX_BYTES, MAX_IMAGE_BYTES + FORM_ROOM_BYTES);

/** The site's largest body: the request for quotation posted to /quote without JavaScript. */
export const SITE_BODY_MAX_BYTES = RFQ_BODY_MAX_BYTES;

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const ATTACHMENTS = `${RFQ_LIMITS.attachments.count} files of at most ${megabytes(RFQ_LIMITS.attachments.bytes)} MB each`;

/**
 * nginx's answer to a body over these limits, in the API's words (a JSON error's `message`) and on the
 * site's page. nginx writes them into its configuration as they are: no `'` and no `$` in them.
 */
export const BODY_TOO_LARGE_MESSAGES = {
  api: `the request body is larger than ${megabytes(API_BODY_MAX_BYTES)} MB: a request for quotation takes ${ATTACHMENTS}, an upload one image of at most ${megabytes(MAX_IMAGE_BYTES)} MB`,
  site: `Your request is larger than the form takes: ${ATTACHMENTS}. Go back, attach smaller files, and send it again.`,
} as const;
