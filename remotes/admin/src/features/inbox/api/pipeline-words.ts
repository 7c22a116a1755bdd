import type { NotificationState, PipelineStatus, RequestType } from '@texbridge/shared/resources/pipeline';

/** The words the dashboard shows for each status, type and e-mail state (docs/quotes.md). */
export const statusLabel: Record<PipelineStatus, string> = {
  new: 'New',
  replied: 'Replied',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};

export const typeLabel: Record<RequestType, string> = { rfq: 'RFQ', enquiry: 'Enquiry' };

/** What became of the e-mail to staff about a request, and what to do about it. */
export const notificationLabel: Record<NotificationState | 'absent', string> = {
  pending: 'E-mail to staff waiting to be sent',
  sent: 'E-mail to staff sent',
  failed: 'Notification failed: no one was e-mailed about this request, so reply from here',
  absent: 'No e-mail is sent about requests (e-mail is not set up)',
};
