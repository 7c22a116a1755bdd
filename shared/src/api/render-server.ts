/**
 * How the public site's render server and the API know each other. It fetches every visitor's pages
 * from one address, so it carries the API's RENDER_TOKEN, which lets it past the per-address rate
 * limit and is the only key to the change stream (docs/architecture.md).
 */

/** The header the token travels in. */
export const RENDER_TOKEN_HEADER = 'x-render-token';

/** Answers 204 when the API recognises the token in the header, 403 when it does not. */
export const RENDER_TOKEN_CHECK_PATH = '/render-token';

/**
 * The visitor a render server posts for (an enquiry sent without JavaScript): believed only beside
 * the token, so that the visitor, not the render server, is held to the enquiry limit.
 */
export const VISITOR_ADDRESS_HEADER = 'x-visitor-address';
