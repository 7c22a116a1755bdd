import { buttonStyles } from '../ui/button-styles.ts';
import { TrashIcon } from '../ui/icons.tsx';

interface RowDeleteActionProps {
  /** The row's name, as 'Delete {name}' reads it. */
  name: string;
  /** true, or the reason this row may not be deleted. */
  allowed: true | string;
  onDelete: () => void;
}

/** A row's delete button, or the reason it has none. */
export function RowDeleteAction({ name, allowed, onDelete }: RowDeleteActionProps) {
  // A reason, not a control: it wraps, so that it does not widen the pinned column on a phone.
  if (allowed !== true)
    return <span className="block max-w-36 px-2 text-xs whitespace-normal text-charcoal-500">{allowed}</span>;
  return (
    <button type="button" aria-label={`Delete ${name}`} onClick={onDelete} className={buttonStyles.iconDanger}>
      <TrashIcon />
    </button>
  );
}
