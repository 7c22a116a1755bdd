import { buttonStyles } from '../ui/button-styles.ts';
import { PlusIcon } from '../ui/icons.tsx';
import { preloadCrudForm } from './preload-crud-form.ts';

/** The screen heading's "Add …" button, which fetches the form's code as it is reached. */
export function CrudAddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      onPointerEnter={preloadCrudForm}
      onFocus={preloadCrudForm}
      className={buttonStyles.accent}
    >
      <PlusIcon className="size-4" /> {label}
    </button>
  );
}
