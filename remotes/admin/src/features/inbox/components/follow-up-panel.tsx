import { PIPELINE_STATUSES, type InboxItem, type PipelineStatus } from '@texbridge/shared/resources/pipeline';
import { useId, useState, type FormEvent } from 'react';
import { controlStyles } from '../../../components/crud/fields/field-shell.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { FollowUpMutation } from '../api/follow-up.ts';
import { notificationLabel, statusLabel } from '../api/pipeline-words.ts';
import { AssigneeSelect } from './assignee-select.tsx';
import { FirstReply } from './first-reply.tsx';
import { Details } from './sender-details.tsx';

type FollowUp = Pick<InboxItem, 'status' | 'assignee' | 'createdAt' | 'firstReplyAt' | 'notification'>;

/**
 * Where a request stands (docs/quotes.md): its status and assignee, chosen freely and sent together by
 * 'Save' (a closed select that the arrow keys step through fires a change at every option on some
 * systems, so nothing is saved as it is chosen), its time to first reply and what became of the e-mail
 * to staff about it. `busy`: another change to the request is under way, so this one waits for it.
 */
export function FollowUpPanel({ request, save, busy }: { request: FollowUp; save: FollowUpMutation; busy: boolean }) {
  const statusId = useId();
  // What was chosen and not yet saved; null where the stored value is shown.
  const [status, setStatus] = useState<PipelineStatus | null>(null);
  const [assignee, setAssignee] = useState<string | null>(null);
  const stored = { status: request.status, assignee: request.assignee ?? '' };
  const change = {
    ...(status !== null && status !== stored.status && { status }),
    ...(assignee !== null && assignee !== stored.assignee && { assignee }),
  };
  const changed = Object.keys(change).length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || busy) return;
    save.mutate(change, {
      onSuccess: () => {
        setStatus(null);
        setAssignee(null);
      },
    });
  };
  const notification = request.notification ?? 'absent';
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={statusId} className="text-sm font-semibold text-indigo-950">
            Status
          </label>
          <select
            id={statusId}
            value={status ?? stored.status}
            onChange={(event) => setStatus(event.target.value as PipelineStatus)}
            className={controlStyles}
          >
            {PIPELINE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabel[value]}
              </option>
            ))}
          </select>
        </div>
        <AssigneeSelect value={assignee ?? stored.assignee} stored={request.assignee} onChange={setAssignee} />
        <button
          type="submit"
          disabled={!changed || busy}
          aria-busy={save.isPending || undefined}
          className={`${buttonStyles.primary} self-start`}
        >
          {save.isPending && <Spinner inline />}
          Save
        </button>
      </form>
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
