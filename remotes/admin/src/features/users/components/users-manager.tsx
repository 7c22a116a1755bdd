import { useAuth } from '@texbridge/shared/auth/auth-store';
import type { User } from '@texbridge/shared/resources/users';
import { useState } from 'react';
import { textColumn, type Column } from '../../../components/crud/columns.tsx';
import { ConfirmDialog } from '../../../components/crud/confirm-dialog.tsx';
import { CrudManager } from '../../../components/crud/crud-manager.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMakeAdmin } from '../api/make-admin.ts';
import { isAdminUser, sameEmail, usersResource } from '../api/users-resource.ts';
import { adminScreens } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/error-message.ts';

/** docs/spec.md §5's confirmations, in the words of its deletes ('Are You Sure to Delete That User ?'). */
const MAKE_ADMIN_QUESTION = 'Are You Sure to Make That User an Admin ?';

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
  // The e-mail names a user (many have no display name): it stays in view when the table scrolls sideways.
  textColumn('Email', (row) => row.email, undefined, { className: 'break-all', identifies: true }),
  { header: 'Role', cell: (row) => <RoleBadge user={row} /> },
];

/** A name for assistive technology and the confirmation: the display name with the e-mail, or the e-mail. */
const userName = (user: User) => (user.displayName ? `${user.displayName} (${user.email})` : user.email);

/**
 * All Users (docs/spec.md §2): Name, Email, Role, and per row a delete and — for non-admins — 'Make Admin'.
 * No add (users appear when they first sign in) and no demotion (docs/spec.md §4). The signed-in admin's
 * own row offers no delete and says why; the server refuses it too (409), as it refuses the last admin.
 */
export function UsersManager() {
  const myEmail = useAuth((state) => state.user?.email);
  const promote = useMakeAdmin();
  // There is no demotion here, so a promotion is asked first, naming the e-mail, as a delete is.
  const [asking, setAsking] = useState<User | null>(null);

  const actions = (row: User) => {
    if (isAdminUser(row)) return null;
    const promoting = promote.isPending && promote.variables?._id === row._id;
    return (
      <button
        type="button"
        disabled={promote.isPending}
        // The visible words first (WCAG 2.5.3), then whose row it is.
        aria-label={`Make Admin: ${userName(row)}`}
        aria-busy={promoting || undefined}
        onClick={() => {
          promote.reset();
          setAsking(row);
        }}
        className={buttonStyles.secondary}
      >
        {promoting && <Spinner inline />}
        {promoting ? 'Making admin…' : 'Make Admin'}
      </button>
    );
  };

  return (
    <>
      {asking && (
        <ConfirmDialog
          question={MAKE_ADMIN_QUESTION}
          detail={asking.email}
          outcome="will be able to manage this dashboard. An admin cannot be made a user again here."
          confirmLabel="Make Admin"
          pendingLabel="Making admin…"
          pending={promote.isPending}
          error={promote.error ? `“${asking.email}” was not made an admin: ${errorMessage(promote.error)}` : undefined}
          onCancel={() => setAsking(null)}
          onConfirm={() => promote.mutate(asking, { onSuccess: () => setAsking(null) })}
        />
      )}
      <CrudManager
        resource={usersResource}
        screen={adminScreens.users}
        intro="Everyone who has signed in, newest first. Admins can manage this dashboard; an admin cannot be demoted here."
        columns={columns}
        rowName={userName}
        confirmDelete="Are You Sure to Delete That User ?"
        canDelete={(row) => (sameEmail(row.email, myEmail) ? OWN_ACCOUNT_NOTE : true)}
        rowActions={actions}
      />
    </>
  );
}
