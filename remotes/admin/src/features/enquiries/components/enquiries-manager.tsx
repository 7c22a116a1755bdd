import type { Enquiry } from '@texbridge/shared/resources/enquiries';
import { useState } from 'react';
import { TruncatedText, type Column } from '../../../components/crud/columns.tsx';
import { CrudManager } from '../../../components/crud/crud-manager.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { enquiriesResource } from '../api/enquiries-resource.ts';
import { useSetHandled } from '../api/set-handled.ts';
import { EmailLink, PhoneLink } from '../../../components/ui/contact-links.tsx';
import { EnquiryDialog } from './enquiry-dialog.tsx';
import { ReceivedAt } from '../../../components/ui/received-at.tsx';
import { adminScreens } from '../../../config/paths.ts';

const MESSAGE_PREVIEW = 60;
const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';
const smallButton = `${buttonStyles.secondary} whitespace-nowrap`;

const columns: readonly Column<Enquiry>[] = [
  { header: 'Name', identifies: true, cell: (row) => <TruncatedText text={row.user_name} max={40} /> },
  { header: 'Email', cell: (row) => <EmailLink email={row.user_email} /> },
  { header: 'Phone', cell: (row) => <PhoneLink phone={row.user_phone} /> },
  {
    header: 'Message',
    cell: (row) => <TruncatedText text={row.message} max={MESSAGE_PREVIEW} />,
    className: 'min-w-56',
  },
  { header: 'Date', cell: (row) => <ReceivedAt iso={row.createdAt} />, className: 'whitespace-nowrap tabular-nums' },
  {
    header: 'Status',
    cell: (row) =>
      row.handled ? (
        <span className={`${badge} bg-ecru-200 text-charcoal-700`}>Handled</span>
      ) : (
        <span className={`${badge} bg-saffron-500 text-indigo-950`}>New</span>
      ),
  },
];

const rowName = (row: Enquiry) => `Enquiry from ${row.user_name}`;

/**
 * The public contact-form messages: who sent them (mailto and tel links), a preview with 'Read' for the
 * whole text, when, and whether someone has dealt with them ('Mark handled' / 'Mark new'); and delete.
 */
export function EnquiriesManager() {
  const { setHandled, pendingFor, isPending } = useSetHandled();
  const [reading, setReading] = useState<Enquiry | null>(null);

  const actions = (row: Enquiry) => (
    <>
      <button
        type="button"
        aria-label={`Read the message from ${row.user_name}`}
        onClick={() => setReading(row)}
        className={smallButton}
      >
        Read
      </button>
      <button
        type="button"
        disabled={isPending}
        // The visible words first (WCAG 2.5.3), then whose message it is.
        aria-label={`${row.handled ? 'Mark new' : 'Mark handled'}: the message from ${row.user_name}`}
        aria-busy={pendingFor(row._id) || undefined}
        onClick={() => setHandled(row._id, !row.handled)}
        className={smallButton}
      >
        {pendingFor(row._id) && <Spinner inline />}
        {row.handled ? 'Mark new' : 'Mark handled'}
      </button>
    </>
  );

  return (
    <>
      <CrudManager
        resource={enquiriesResource}
        screen={adminScreens.enquiries}
        intro="Messages sent through the contact form on the website, newest first."
        empty="No enquiries yet."
        columns={columns}
        rowName={rowName}
        confirmDelete="Are You Sure to Delete This Enquiry ?"
        rowActions={actions}
      />
      {reading && <EnquiryDialog enquiry={reading} onClose={() => setReading(null)} />}
    </>
  );
}
