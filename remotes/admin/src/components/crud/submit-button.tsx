import { buttonStyles } from '../ui/button-styles.ts';
import { Spinner } from '../ui/spinner.tsx';

/** Submits once: disabled while pending, saying what it is doing (uploading, with its percentage, then saving). */
export function SubmitButton({
  label,
  pending,
  progress,
}: {
  label: string;
  pending: boolean;
  progress?: number | null;
}) {
  let text = label;
  if (pending) text = progress !== null && progress !== undefined ? `Uploading image… ${progress}%` : 'Saving…';
  return (
    <button type="submit" disabled={pending} aria-busy={pending || undefined} className={buttonStyles.primary}>
      {pending && <Spinner inline />}
      {text}
    </button>
  );
}
