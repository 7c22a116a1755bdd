import type { Revision, RevisedResource } from '@texbridge/shared/resources/history';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { ConfirmDialog } from '../crud/confirm-dialog.tsx';
import { controlStyles } from '../crud/fields/field-shell.tsx';
import { buttonStyles } from '../ui/button-styles.ts';
import { PAGE_ACTIONS } from '../ui/page-actions.ts';
import { formatReceivedAt, ReceivedAt } from '../ui/received-at.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { actionLabel, fieldsOf, recordNoun } from './resource-words.ts';
import { RevisionDiff } from './revision-diff-view.tsx';
import { sameVersion } from './revision-diff.ts';
import { useRecordNow, useRestoreRevision, useRevisions } from './revisions-api.ts';

const when = (revision: Revision) => formatReceivedAt(revision.at) ?? revision.at;
const describe = (revision: Revision) => `${actionLabel(revision.action)} by ${revision.by.email}, ${when(revision)}`;
const box = 'rounded-xl bg-white px-4 py-8 text-center text-sm text-charcoal-700 shadow-sm ring-1 ring-ecru-300';

/**
 * A record's history (docs/history.md): its versions newest first, who made each and when, the fields one
 * changed against another (by default the version before it), and "Restore this version", asked first, in
 * a bar that stays at the window's foot while the diff scrolls by. The version the record is now has none.
 * `name` names the record in the confirmation.
 */
export function HistoryView({ resource, id, name }: { resource: RevisedResource; id: string; name: string }) {
  const revisions = useRevisions(resource, id);
  const recordNow = useRecordNow(resource, id);
  const restore = useRestoreRevision(resource);
  // Ids, so that a refetch keeps the choice; null is the newest and the one before the chosen version.
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [againstId, setAgainstId] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const group = useId();
  const headingId = useId();
  // After a restore its bar goes (the restore is the record now): focus goes to the version shown instead.
  const heading = useRef<HTMLHeadingElement>(null);
  const restored = useRef(false);
  useEffect(() => {
    if (!restored.current) return;
    restored.current = false;
    heading.current?.focus();
  });

  if (revisions.isPending) {
    return (
      <p role="status" className={`${box} flex items-center justify-center gap-2`}>
        <Spinner inline /> Loading the history…
      </p>
    );
  }
  if (revisions.isError) {
    return (
      <div role="alert" className={`${box} flex flex-col items-center gap-3`}>
        <p className="font-medium text-madder-700">The history could not be loaded: {errorMessage(revisions.error)}</p>
        <button type="button" onClick={() => void revisions.refetch()} className={buttonStyles.secondary}>
          Try again
        </button>
      </div>
    );
  }
  const list = revisions.data;
  if (list.length === 0) {
    return (
      <p role="status" className={box}>
        No versions of this record are kept yet: its history starts with its next change.
      </p>
    );
  }

  const index = Math.max(
    0,
    list.findIndex((revision) => revision._id === chosenId),
  );
  const chosen = list[index]!;
  const previous = list[index + 1];
  const against = againstId === null ? previous : list.find((revision) => revision._id === againstId);
  const fields = fieldsOf(resource);
  // The newest version is the record now, unless the record is known to be gone (in the trash, deleted for
  // good) or to differ; until that is known, it is taken to be, and not offered for restoring.
  const now = recordNow.data;
  const newestIsNow = now === undefined || (now !== null && sameVersion(list[0]!.data, now, fields));
  const isNow = (revision: Revision) => newestIsNow && revision === list[0];
  const choose = (revisionId: string) => {
    setChosenId(revisionId);
    setAgainstId(null);
  };

  return (
    <div className="grid gap-5 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-semibold text-indigo-950">Versions, newest first</legend>
        <ol className="flex max-h-[60vh] flex-col gap-2 overflow-y-auto p-1">
          {list.map((revision) => (
            <li key={revision._id}>
              <label
                className={`grid cursor-pointer grid-cols-[auto_minmax(0,1fr)] gap-x-3 rounded-lg p-3 text-sm ring-1 ${revision === chosen ? 'bg-indigo-100 ring-indigo-600' : 'bg-white ring-ecru-300 hover:bg-ecru-100'}`}
              >
                <input
                  type="radio"
                  name={group}
                  checked={revision === chosen}
                  onChange={() => choose(revision._id)}
                  className="row-span-3 mt-1"
                />
                <span className="font-semibold text-indigo-950">
                  {actionLabel(revision.action)}
                  {isNow(revision) && ' (current)'}
                </span>
                <span className="break-all text-charcoal-700">{revision.by.email}</span>
                <span className="text-xs text-charcoal-700 tabular-nums">
                  <ReceivedAt iso={revision.at} />
                </span>
              </label>
            </li>
          ))}
        </ol>
      </fieldset>

      <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
        <h3
          ref={heading}
          id={headingId}
          tabIndex={-1}
          className="font-display text-lg font-semibold text-indigo-950 focus:outline-none"
        >
          {describe(chosen)}
        </h3>
        {isNow(chosen) && (
          <p className="text-sm text-charcoal-700">
            This version is the {recordNoun(resource).toLowerCase()} as it is now.
          </p>
        )}
        <label className="flex flex-col gap-1.5 text-sm font-semibold text-indigo-950">
          Compared with
          <select
            value={against?._id ?? ''}
            onChange={(event) => setAgainstId(event.target.value)}
            className={controlStyles}
          >
            {list.map(
              (revision) =>
                revision !== chosen && (
                  <option key={revision._id} value={revision._id}>
                    {revision === previous ? `The version before it: ${describe(revision)}` : describe(revision)}
                  </option>
                ),
            )}
            <option value="">Nothing: everything this version holds</option>
          </select>
        </label>
        <RevisionDiff
          before={against?.data}
          after={chosen.data}
          fields={fields}
          label={`Changes from ${against ? describe(against) : 'nothing'} to ${describe(chosen)}`}
        />
      </section>

      {!isNow(chosen) && (
        // Sticky: on a phone the diff is longer than the window, and the way on is not past all of it.
        // A page action: toasts keep clear of it (app/toaster.tsx).
        <div
          {...PAGE_ACTIONS}
          className="sticky bottom-2 z-10 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl bg-white/95 px-4 py-3 shadow-lg ring-1 ring-ecru-300 backdrop-blur-sm lg:col-span-2"
        >
          <p className="min-w-0 text-sm text-charcoal-700">
            {actionLabel(chosen.action)}, {when(chosen)}
          </p>
          <button
            type="button"
            onClick={() => {
              restore.reset();
              setAsking(true);
            }}
            className={buttonStyles.primary}
          >
            Restore this version
          </button>
        </div>
      )}

      {asking && (
        <ConfirmDialog
          title="Restore this version?"
          question={`Restore the version ${describe(chosen).replace(/^\w/, (first) => first.toLowerCase())}?`}
          detail={name}
          outcome="will be set back to this version, and brought back from the trash if it is there. What it holds now stays in its history."
          confirmLabel="Restore"
          pendingLabel="Restoring…"
          pending={restore.isPending}
          error={restore.error ? `This version was not restored: ${errorMessage(restore.error)}` : undefined}
          onCancel={() => setAsking(false)}
          onConfirm={() =>
            restore.mutate(chosen._id, {
              onSuccess: () => {
                restored.current = true;
                setAsking(false);
                // The restore is now the newest version: show it.
                setChosenId(null);
                setAgainstId(null);
              },
            })
          }
        />
      )}
    </div>
  );
}
