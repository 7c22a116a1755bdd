import { PIPELINE_STATUSES, type InboxItem, type PipelineStatus } from '@texbridge/shared/resources/pipeline';
import { useId } from 'react';
import type { FollowUpMutation } from '../api/follow-up.ts';
import { controlStyles } from '../../../components/crud/fields/field-shell.tsx';
import { useAdmins } from '../api/get-admins.ts';
import { notificationLabel, statusLabel } from '../api/pipeline-words.ts';
import { FirstReply } from './first-reply.tsx';
import { Details } from './sender-details.tsx';

type FollowUp = Pick<InboxItem, 'status' | 'assignee' | 'createdAt' | 'firstReplyAt' | 'notification'>;
type Change = FollowUpMutation;

/** The admins to assign to, and the current assignee when they are no longer one. */
function AssigneeSelect({ assignee, change }: { assignee: string | undefined; change: Change }) {
  const id = useId();
  const admins = useAdmins();
  const emails = admins.data?.map((admin) => admin.email) ?? [];
  const pending = change.isPending && change.variables?.assignee !== undefined;
  const shown = pending ? change.variables.assignee : (assignee ?? '');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-indigo-950">
        Assignee
      </label>
      <select
        id={id}
        value={shown}
        // Never disabled while a change is saved: a disabled select would drop the keyboard's focus.
        disabled={admins.isPending}
        aria-busy={pending || undefined}
        aria-describedby={admins.error ? `${id}-error` : undefined}
        onChange={(event) => change.mutate({ assignee: event.target.value })}
        className={controlStyles}
      >
        <option value="">Unassigned</option>
        {admins.data?.map((admin) => (
          <option key={admin._id} value={admin.email}>
            {admin.displayName ? `${admin.displayName} (${admin.email})` : admin.email}
          </option>
        ))}
        {assignee && admins.data && !emails.includes(assignee) && (
          <option value={assignee}>{assignee} (no longer an admin)</option>
        )}
      </select>
      {admins.error && (
        <p id={`${id}-error`} className="text-sm font-medium text-madder-700">
          The admins could not be loaded ({admins.error.message}): reload the page to assign this request.
        </p>
      )}
    </div>
  );
}

/**
 * Where a request stands (docs/quotes.md): its status and assignee, each saved as it is chosen, its time
 * to first reply and what became of the e-mail to staff about it.
 */
export function FollowUpPanel({ request, change }: { request: FollowUp; change: Change }) {
  const statusId = useId();
  const pendingStatus = change.isPending ? change.variables?.status : undefined;
  const notification = request.notification ?? 'absent';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={statusId} className="text-sm font-semibold text-indigo-950">
          Status
        </label>
        <select
          id={statusId}
          value={pendingStatus ?? request.status}
          aria-busy={pendingStatus !== undefined || undefined}
          onChange={(event) => change.mutate({ status: event.target.value as PipelineStatus })}
          className={controlStyles}
        >
          {PIPELINE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel[status]}
            </option>
          ))}
        </select>
      </div>
      <AssigneeSelect assignee={request.assignee} change={change} />
      <Details
        rows={[
          ['First reply', <FirstReply key="reply" request={request} />],
          [
            'Notification',
            <span key="notification" className={notification === 'failed' ? 'font-semibold text-madder-700' : ''}>
              {notificationLabel[notification]}
            </span>,
          ],
        ]}
      />
    </div>
  );
}
