import type { NotificationState, PipelineStatus, RequestType } from '@texbridge/shared/resources/pipeline';
import { statusLabel, typeLabel } from '../api/pipeline-words.ts';

const badge = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold';

const statusColours: Record<PipelineStatus, string> = {
  new: 'bg-saffron-500 text-indigo-950',
  replied: 'bg-indigo-100 text-indigo-900',
  quoted: 'bg-indigo-900 text-ecru-50',
  won: 'bg-teal-700 text-white',
  lost: 'bg-ecru-200 text-charcoal-700',
};

export function StatusBadge({ status }: { status: PipelineStatus }) {
  return <span className={`${badge} ${statusColours[status]}`}>{statusLabel[status]}</span>;
}

/** 'RFQ' or 'Enquiry', and an RFQ's reference beside it. */
export function TypeBadge({ type, reference }: { type: RequestType; reference?: string | undefined }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <span className={`${badge} ${type === 'rfq' ? 'bg-indigo-900 text-ecru-50' : 'bg-ecru-200 text-charcoal-700'}`}>
        {typeLabel[type]}
      </span>
      {reference && <span className="font-mono text-xs whitespace-nowrap text-charcoal-700">{reference}</span>}
    </span>
  );
}

/** Shown only when the e-mail to staff failed: then no one was told of the request but this screen. */
export function NotificationFailedBadge({ notification }: { notification?: NotificationState | undefined }) {
  if (notification !== 'failed') return null;
  return <span className={`${badge} bg-madder-600 text-white`}>Notification failed</span>;
}
