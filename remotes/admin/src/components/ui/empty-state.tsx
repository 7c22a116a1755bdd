import type { ReactNode } from 'react';

/** What a list says instead of an empty table, and the one step that shows rows again (clear the filters). */
export function EmptyState({
  children,
  action,
}: {
  children: ReactNode;
  action?: { label: string; onClick: () => void };
}) {
  return (
    <div
      role="status"
      className="rounded-xl bg-white px-4 py-12 text-center text-charcoal-700 shadow-sm ring-1 ring-ecru-300"
    >
      {children}
      {action && (
        <>
          {' '}
          <button type="button" onClick={action.onClick} className="font-semibold text-madder-700 underline">
            {action.label}
          </button>
        </>
      )}
    </div>
  );
}
