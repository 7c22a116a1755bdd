import { useId } from 'react';
import { controlStyles } from '../../../components/crud/fields/field-shell.tsx';
import { useAdmins } from '../../../lib/use-admins.ts';

/** The admins to assign to, and the current assignee when they are no longer one. */
export function AssigneeSelect({
  value,
  stored,
  onChange,
}: {
  /** The e-mail chosen ('' for nobody). */
  value: string;
  /** The assignee saved now, kept in the list when they are no longer an admin. */
  stored: string | undefined;
  onChange: (email: string) => void;
}) {
  const id = useId();
  const admins = useAdmins();
  const emails = admins.data?.map((admin) => admin.email) ?? [];
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-indigo-950">
        Assignee
      </label>
      <select
        id={id}
        value={value}
        // Never disabled while a change is saved: a disabled select would drop the keyboard's focus.
        disabled={admins.isPending}
        aria-describedby={admins.error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={controlStyles}
      >
        <option value="">Unassigned</option>
        {admins.data?.map((admin) => (
          <option key={admin._id} value={admin.email}>
            {admin.displayName ? `${admin.displayName} (${admin.email})` : admin.email}
          </option>
        ))}
        {stored && admins.data && !emails.includes(stored) && (
          <option value={stored}>{stored} (no longer an admin)</option>
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
