import { REQUEST_TYPES, type RequestType } from '@texbridge/shared/resources/pipeline';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { ArrowLeftIcon } from '../../../components/ui/icons.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { PAGE_HEADING_ID } from '../../../components/ui/screen-heading.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFollowUp } from '../api/follow-up.ts';
import { useRequest, type OpenedRequest } from '../api/get-request.ts';
import { AttachmentList } from './attachment-list.tsx';
import { DeleteRequest } from './delete-request.tsx';
import { FollowUpPanel } from './follow-up-panel.tsx';
import { Notes } from './notes.tsx';
import { NotificationFailedBadge, StatusBadge } from './pipeline-badges.tsx';
import { RfqLines } from './rfq-lines.tsx';
import { RfqTerms } from './rfq-terms.tsx';
import { SenderDetails } from './sender-details.tsx';
import { StatusTimeline } from './status-timeline.tsx';

/**
 * The route's `:type/:id`, read from the address's last two segments: the host shares only some of
 * react-router's names with the dashboard (shared/src/federation-exports.ts), and useParams is not one.
 */
function useItemParams() {
  const segments = useLocation().pathname.replace(/\/+$/, '').split('/');
  const [type = '', id = ''] = segments.slice(-2).map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  return { type, id };
}

const card = 'flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-ecru-300 sm:p-5';
const heading = 'font-display text-lg font-semibold text-indigo-950';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={card}>
      <h2 className={heading}>{title}</h2>
      {children}
    </section>
  );
}

/** Back to the inbox, with the filters and page it was opened from. */
function BackLink() {
  const state = useLocation().state as { inboxSearch?: string } | null;
  return (
    <Link
      // The parent route: the inbox itself.
      to={{ pathname: '..', search: state?.inboxSearch ?? '' }}
      className="inline-flex items-center gap-2 self-start text-sm font-semibold text-indigo-800 underline underline-offset-2"
    >
      <ArrowLeftIcon className="size-4" /> Back to the inbox
    </Link>
  );
}

const titleOf = (opened: OpenedRequest) =>
  opened.type === 'rfq'
    ? `${opened.record.reference} from ${opened.record.name}`
    : `Enquiry from ${opened.record.user_name}`;

function Opened({ opened }: { opened: OpenedRequest }) {
  const { record } = opened;
  // The follow-up form and the note form: one change at a time, each with its own callbacks.
  const save = useFollowUp(opened.type, record._id);
  const addNote = useFollowUp(opened.type, record._id);
  const busy = save.isPending || addNote.isPending;
  const sender =
    opened.type === 'rfq'
      ? opened.record
      : {
          name: opened.record.user_name,
          email: opened.record.user_email,
          phone: opened.record.user_phone,
          createdAt: record.createdAt,
        };
  return (
    <>
      <PageTitle name={titleOf(opened)} />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-2">
          <h1
            id={PAGE_HEADING_ID}
            tabIndex={-1}
            className="font-display text-2xl font-semibold break-words text-indigo-950 focus:outline-none sm:text-3xl"
          >
            {titleOf(opened)}
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-charcoal-700">
            {opened.type === 'rfq' ? `Request for quotation, ${opened.record.company}` : 'Contact-form enquiry'}
            <StatusBadge status={record.status} />
            <NotificationFailedBadge notification={record.notification} />
          </p>
        </div>
      </header>
      {/* The follow-up first: on a phone, one column, it is what staff open a request to do. On a wide
          screen it stands beside what the buyer sent, in the right-hand column. */}
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)] lg:items-start">
        <div className="flex min-w-0 flex-col gap-5 lg:col-start-2 lg:row-start-1">
          <Card title="Follow-up">
            <FollowUpPanel request={record} save={save} busy={busy} />
          </Card>
          <Card title="Notes">
            <Notes notes={record.notes} add={addNote} busy={busy} />
          </Card>
          <Card title="Status history">
            <StatusTimeline createdAt={record.createdAt} status={record.status} history={record.statusHistory} />
          </Card>
        </div>
        <div className="flex min-w-0 flex-col gap-5 lg:col-start-1 lg:row-start-1">
          {opened.type === 'rfq' && (
            <Card title="Products">
              <RfqLines lines={opened.record.lines} />
            </Card>
          )}
          {opened.type === 'rfq' && (
            <Card title="Terms">
              <RfqTerms rfq={opened.record} />
            </Card>
          )}
          <Card title="Message">
            {record.message ? (
              <p className="text-base break-words whitespace-pre-wrap text-ink">{record.message}</p>
            ) : (
              <p className="text-sm text-charcoal-500">No message.</p>
            )}
          </Card>
          {opened.type === 'rfq' && (
            <Card title="Attachments">
              <AttachmentList rfq={opened.record} />
            </Card>
          )}
          <Card title="Contact">
            <SenderDetails sender={sender} />
          </Card>
        </div>
      </div>
      {/* Last and quiet: spam and duplicates only, asked again before it runs. */}
      <footer className="flex border-t border-ecru-300 pt-4">
        <DeleteRequest type={opened.type} id={record._id} title={titleOf(opened)} busy={busy} />
      </footer>
    </>
  );
}

function Loaded({ type, id }: { type: RequestType; id: string }) {
  const request = useRequest(type, id);
  if (request.data) return <Opened opened={request.data} />;
  if (request.error) {
    const missing = 'status' in request.error && request.error.status === 404;
    return (
      <div role="alert" className={`${card} items-start`}>
        <PageTitle name="Request not found" />
        <h1 id={PAGE_HEADING_ID} tabIndex={-1} className={`${heading} focus:outline-none`}>
          {missing ? 'This request could not be found' : 'The request could not be loaded'}
        </h1>
        <p className="text-sm text-charcoal-700">
          {missing
            ? `${request.error.message}. It may have been deleted, or the link is incomplete: find it in the inbox.`
            : `${request.error.message}. Try again, or go back to the inbox.`}
        </p>
        {!missing && (
          <button type="button" onClick={() => void request.refetch()} className={buttonStyles.secondary}>
            Try again
          </button>
        )}
      </div>
    );
  }
  return <Spinner label="Loading the request…" />;
}

/** One request, opened from the inbox or the e-mail to staff (`/admin/inbox/<type>/<id>`): all the buyer sent, and its follow-up. */
export function RequestScreen() {
  const { type, id } = useItemParams();
  const known = (REQUEST_TYPES as readonly string[]).includes(type);
  return (
    <article aria-labelledby={PAGE_HEADING_ID} className="flex flex-col gap-5">
      <BackLink />
      {known ? (
        <Loaded type={type as RequestType} id={id} />
      ) : (
        <div role="alert" className={card}>
          <PageTitle name="Request not found" />
          <h1 id={PAGE_HEADING_ID} tabIndex={-1} className={`${heading} focus:outline-none`}>
            This request could not be found
          </h1>
          <p className="text-sm text-charcoal-700">
            “{type}” is not a kind of request (the inbox holds {REQUEST_TYPES.join(' and ')}): find it in the inbox.
          </p>
        </div>
      )}
    </article>
  );
}
