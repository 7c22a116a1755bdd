/**
 * Where the render server leaves a plain post's summary (shared format/sent-enquiry.ts) for
 * /message-sent to read (src/entry-server.tsx): the query cache, where a page reads its data.
 */
export const SENT_ENQUIRY_KEY = ['sent', 'enquiry'] as const;
