import { TRASH_DAYS } from '@texbridge/shared/resources/history';
import type { RequestType } from '@texbridge/shared/resources/pipeline';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/crud/confirm-dialog.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { PAGE_ACTIONS } from '../../../components/ui/page-actions.ts';
import { TrashIcon } from '../../../components/ui/icons.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDeleteRequest } from '../api/delete-request.ts';

/** docs/spec.md §5's question, in the words of the other deletes. */
const question = { rfq: 'Are You Sure to Delete This RFQ ?', enquiry: 'Are You Sure to Delete This Enquiry ?' };
// docs/history.md: a deleted request waits in the Trash, with its attachments and notes.
const outcome = {
  rfq: `will be moved to the Trash with its attachments and notes, where it can be restored for ${TRASH_DAYS} days.`,
  enquiry: `will be moved to the Trash with its notes, where it can be restored for ${TRASH_DAYS} days.`,
};

/**
 * 'Delete', asked first: spam and duplicates leave the inbox. Once deleted, the inbox opens again with
 * the filters and page the request was opened from. `busy`: a follow-up change is under way.
 */
export function DeleteRequest({
  type,
  id,
  title,
  busy,
}: {
  type: RequestType;
  id: string;
  title: string;
  busy: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const state = useLocation().state as { inboxSearch?: string } | null;
  const remove = useDeleteRequest(type, id, title, () =>
    // The parent route: the inbox itself.
    navigate({ pathname: '..', search: state?.inboxSearch ?? '' }, { replace: true }),
  );
  return (
    <>
      <button
        type="button"
        {...PAGE_ACTIONS}
        disabled={busy}
        onClick={() => {
          remove.reset();
          setAsking(true);
        }}
        className={`${buttonStyles.dangerQuiet} self-start`}
      >
        <TrashIcon className="size-4" /> Delete
      </button>
      {asking && (
        <ConfirmDialog
          question={question[type]}
          detail={title}
          outcome={outcome[type]}
          pending={remove.isPending}
          error={remove.error ? `“${title}” was not deleted: ${errorMessage(remove.error)}` : undefined}
          onCancel={() => setAsking(false)}
          onConfirm={() => remove.mutate()}
        />
      )}
    </>
  );
}
