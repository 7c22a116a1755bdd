import { useAuth } from '@texbridge/shared/auth/auth-store';
import type { User } from '@texbridge/shared/schemas/user';
import { useState } from 'react';
import { textColumn, type Column } from '../../../components/crud/columns.tsx';
import { ConfirmDialog } from '../../../components/crud/confirm-dialog.tsx';
import { CrudManager } from '../../../components/crud/crud-manager.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { TrashIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDeleteRecord } from '../../../lib/resource.ts';
import { useMakeAdmin } from '../api/make-admin.ts';
import { isAdminUser, sameEmail, usersResource } from '../api/users-resource.ts';

/** The server's own sentence for this case; the button is not offered, so it is said up front. */
const OWN_ACCOUNT_NOTE = 'You cannot delete your own account.';

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

function RoleBadge({ user }: { user: User }) {
  return isAdminUser(user) ? (
    <span className={`${badge} bg-indigo-900 text-ecru-50`}>Admin</span>
  ) : (
    <span className={`${badge} bg-ecru-200 text-charcoal-700`}>User</span>
  );
}

const columns: readonly Column<User>[] = [
  textColumn('Name', (row) => row.displayName),
  textColumn('Email', (row) => row.email, undefined, { className: 'break-all' }),
  { header: 'Role', cell: (row) => <RoleBadge user={row} /> },
];

/** A name for assistive technology and the confirmation: the display name with the e-mail, or the e-mail. */
const userName = (user: User) => (user.displayName ? `${user.displayName} (${user.email})` : user.email);

/**
 * All Users (SPEC.md §2): Name, Email, Role, and per row a delete and — for non-admins — 'Make Admin'.
 * No add (users appear when they first sign in) and no demotion (SPEC.md §4). The kit's delete is
 * offered on every row, so this manager draws its own: the signed-in admin's row has none.
 */
export function UsersManager() {
  const myEmail = useAuth((state) => state.user?.email);
  const promote = useMakeAdmin();
  const remove = useDeleteRecord(usersResource);
  const [deleting, setDeleting] = useState<User | null>(null);

  const actions = (row: User) => {
    const promoting = promote.isPending && promote.variables?._id === row._id;
    return (
      <>
        {sameEmail(row.email, myEmail) ? (
          <span className="px-2 text-xs text-charcoal-500">{OWN_ACCOUNT_NOTE}</span>
        ) : (
          <button
            type="button"
            aria-label={`Delete ${userName(row)}`}
            onClick={() => setDeleting(row)}
            className={buttonStyles.iconDanger}
          >
            <TrashIcon />
          </button>
        )}
        {!isAdminUser(row) && (
          <button
            type="button"
            disabled={promote.isPending}
            // The visible words first (WCAG 2.5.3), then whose row it is.
            aria-label={`Make Admin: ${userName(row)}`}
            aria-busy={promoting || undefined}
            onClick={() => promote.mutate(row)}
            className={buttonStyles.secondary}
          >
            {promoting && <Spinner inline />}
            {promoting ? 'Making admin…' : 'Make Admin'}
          </button>
        )}
      </>
    );
  };

  return (
    <>
      <CrudManager
        resource={usersResource}
        title="All Users"
        intro="Everyone who has signed in, newest first. Admins can manage this dashboard; an admin cannot be demoted here."
        columns={columns}
        rowName={userName}
        rowActions={actions}
      />
      {deleting && (
        <ConfirmDialog
          question="Are You Sure to Delete That User ?"
          detail={userName(deleting)}
          pending={remove.isPending}
          onCancel={() => setDeleting(null)}
          // A refusal (409: yourself, the last admin) will not change by asking again: the toast says why.
          onConfirm={() => remove.mutate(deleting._id, { onSettled: () => setDeleting(null) })}
        />
      )}
    </>
  );
}
