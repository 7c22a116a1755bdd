import type { Enquiry } from '@texbridge/shared/resources/enquiries';
import { Modal } from '../../../components/crud/modal.tsx';
import { EmailLink, PhoneLink } from '../../../components/ui/contact-links.tsx';
import { ReceivedAt } from '../../../components/ui/received-at.tsx';

/** The whole message, with who sent it and when, in the shared modal. */
export function EnquiryDialog({ enquiry, onClose }: { enquiry: Enquiry; onClose: () => void }) {
  return (
    <Modal title={`Message from ${enquiry.user_name}`} onClose={onClose}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold text-charcoal-700">Email</dt>
        <dd>
          <EmailLink email={enquiry.user_email} />
        </dd>
        <dt className="font-semibold text-charcoal-700">Phone</dt>
        <dd>
          <PhoneLink phone={enquiry.user_phone} />
        </dd>
        <dt className="font-semibold text-charcoal-700">Received</dt>
        <dd>
          <ReceivedAt iso={enquiry.createdAt} />
        </dd>
      </dl>
      <p className="mt-4 rounded-lg bg-white p-4 text-base break-words whitespace-pre-wrap text-ink ring-1 ring-ecru-300">
        {enquiry.message}
      </p>
    </Modal>
  );
}
