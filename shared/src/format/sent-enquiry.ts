/**
 * What the confirmation of a sent message repeats (docs/quotes.md, "Sent"): who it is from, the start of
 * the message, and whether a receipt follows. Only ever what this browser sent: the form keeps it itself,
 * and for a plain post the render server puts it in a cookie of this browser. For the site's pages and its
 * render server alike.
 */
export interface SentEnquiry {
  name: string;
  email: string;
  /** The message's first words, with an ellipsis when it goes on. */
  message: string;
  /** Whether the API e-mails the sender a receipt (its answer's `receipt`). */
  receipt: boolean;
}

/** How much of a message its confirmation repeats, in characters. */
export const SENT_MESSAGE_MAX = 160;

/** The summary of a message as sent, with the API's answer. */
export function sentEnquiryOf(
  values: { user_name: string; user_email: string; message: string },
  answer: { receipt?: boolean | undefined },
): SentEnquiry {
  const message = values.message.trim().replace(/\s+/g, ' ');
  return {
    name: values.user_name.trim(),
    email: values.user_email.trim(),
    message: message.length > SENT_MESSAGE_MAX ? `${message.slice(0, SENT_MESSAGE_MAX - 1).trimEnd()}…` : message,
    // An API from before its answer said so promises nothing.
    receipt: answer.receipt === true,
  };
}
