/**
 * Where the render server leaves a plain post's summary (shared format/sent-rfq.ts) for
 * /quote/sent to read (src/entry-server.tsx): the query cache, where a page reads its data.
 */
export const SENT_RFQ_KEY = ['sent', 'rfq'] as const;
