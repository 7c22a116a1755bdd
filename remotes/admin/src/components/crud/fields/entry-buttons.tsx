import { buttonStyles } from '../../ui/button-styles.ts';
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from '../../ui/icons.tsx';

/** `list` with its entry at `from` moved to `to`. */
const move = <T,>(list: readonly T[], from: number, to: number) => {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry!);
  return next;
};

/**
 * An entry's move up, move down and remove buttons, in a list of entries that have no identity but their
 * place (a product's features, its fibre rows), each named by the entry ('Move Feature 2 up').
 */
export function EntryButtons<T>({
  name,
  index,
  list,
  onChange,
}: {
  name: string;
  index: number;
  list: readonly T[];
  onChange: (list: T[]) => void;
}) {
  return (
    <>
      <button
        type="button"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onChange(move(list, index, index - 1))}
        className={buttonStyles.icon}
      >
        <ArrowUpIcon className="size-4" />
      </button>
      <button
        type="button"
        aria-label={`Move ${name} down`}
        disabled={index === list.length - 1}
        onClick={() => onChange(move(list, index, index + 1))}
        className={buttonStyles.icon}
      >
        <ArrowDownIcon className="size-4" />
      </button>
      <button
        type="button"
        aria-label={`Remove ${name}`}
        onClick={() => onChange(list.filter((_, at) => at !== index))}
        className={buttonStyles.iconDanger}
      >
        <TrashIcon className="size-4" />
      </button>
    </>
  );
}
