import { NOTE_MAX_LENGTH } from '@texbridge/shared/resources/pipeline';
import { useId, useState, type FormEvent } from 'react';
import type { FollowUpMutation } from '../api/follow-up.ts';
import { controlStyles } from '../../../components/crud/fields/field-shell.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { ReceivedAt } from '../../../components/ui/received-at.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

interface Note {
  text: string;
  by: string;
  at: string;
}

/**
 * Internal notes, oldest first, with who wrote each and when; and 'Add note', a form of its own whose
 * text is cleared once its note is saved. Notes are staff only and, once added, kept as written (the API
 * never edits or removes one). `busy`: another change to the request is under way, so this one waits.
 */
export function Notes({ notes, add, busy }: { notes: readonly Note[]; add: FollowUpMutation; busy: boolean }) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const adding = add.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!text.trim()) {
      setProblem('Write the note first.');
      return;
    }
    setProblem(null);
    add.mutate({ note: text.trim() }, { onSuccess: () => setText('') });
  };
  return (
    <div className="flex flex-col gap-4">
      {notes.length === 0 ? (
        <p className="text-sm text-charcoal-500">No notes yet.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {notes.map((note, index) => (
            <li key={`${note.at}-${index}`} className="rounded-lg bg-ecru-50 p-3 ring-1 ring-ecru-200">
              <p className="text-sm break-words whitespace-pre-wrap text-ink">{note.text}</p>
              <p className="mt-1 text-xs text-charcoal-700">
                <span className="break-all">{note.by}</span> · <ReceivedAt iso={note.at} />
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
        <label htmlFor={id} className="text-sm font-semibold text-indigo-950">
          Add note
        </label>
        <textarea
          id={id}
          value={text}
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={Boolean(problem)}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          className={controlStyles}
        />
        <p id={`${id}-hint`} className="text-xs text-charcoal-500">
          Only staff see notes; the buyer never does.
        </p>
        {problem && (
          <p id={`${id}-error`} className="text-sm font-medium text-madder-700">
            {problem}
          </p>
        )}
        <button
          type="submit"
          disabled={busy}
          aria-busy={adding || undefined}
          className={`${buttonStyles.primary} self-start`}
        >
          {adding && <Spinner inline />}
          Add note
        </button>
      </form>
    </div>
  );
}
