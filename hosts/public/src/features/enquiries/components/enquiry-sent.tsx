import type { SentEnquiry } from '@texbridge/shared/format/sent-enquiry';

/**
 * Under "your message was sent": who it is from, the start of what it says, and whether a receipt e-mail
 * follows, said plainly: the API e-mails the sender one only where it sends e-mail at all, and says so in
 * its answer (docs/quotes.md, "E-mail"). The form shows it once sent with its script, and /message-sent for
 * a plain post.
 */
export function EnquirySentSummary({ sent }: { sent: SentEnquiry }) {
  return (
    <>
      <p className="mt-2">
        From {sent.name} ({sent.email}): “{sent.message}”
      </p>
      <p className="mt-2">
        {sent.receipt
          ? `A receipt is on its way to ${sent.email}; our reply follows from our team.`
          : `We do not send a receipt by e-mail. Our reply comes to ${sent.email}.`}
      </p>
    </>
  );
}
