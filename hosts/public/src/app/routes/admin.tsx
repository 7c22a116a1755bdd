import type { QueryClient } from '@tanstack/react-query';
import { RemoteDashboard } from '../../features/admin-remote/remote-dashboard.tsx';
import { AdminGuard } from '../../features/auth/components/admin-guard.tsx';
import { ensureAuthStarted } from '../../features/auth/lib/start-auth.ts';

/** @routeLoader */
export const clientLoader = (_queryClient: QueryClient) => () => {
  void ensureAuthStarted().catch(() => {});
  return null;
};

/** /admin/*: the dashboard, a remote deployed on its own and loaded at run time. */
export default function AdminRoute() {
  return (
    <AdminGuard>
      <RemoteDashboard />
    </AdminGuard>
  );
}
