import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { runtimeConfig } from '../../config/runtime.ts';
import { loadAdminApp, type AdminAppProps } from '../../features/admin-remote/load-admin-app.ts';
import { RemoteBoundary, RemoteUnavailable } from '../../features/admin-remote/remote-boundary.tsx';
import { AdminGuard } from '../../features/auth/components/admin-guard.tsx';
import { ensureAuthStarted } from '../../features/auth/lib/start-auth.ts';

export const clientLoader = (_queryClient: QueryClient) => () => {
  void ensureAuthStarted().catch(() => {});
  return null;
};

function loadDashboard(fresh: boolean): Promise<ComponentType<AdminAppProps>> {
  const manifestUrl = runtimeConfig().adminRemoteUrl;
  if (!manifestUrl) return Promise.reject(new Error('runtime-config.json names no adminRemoteUrl.'));
  return loadAdminApp(manifestUrl, fresh);
}

/** The dashboard itself; mounted only once the guard lets the visitor in, so nobody else downloads it. */
function RemoteDashboard() {
  // Each attempt is one load, kept for the visit; Retry is a new attempt, so a failure is never replayed.
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);
  const { data: App, error } = useQuery({
    queryKey: ['admin-remote', attempt],
    queryFn: () => loadDashboard(attempt > 0),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    structuralSharing: false,
  });
  if (error) return <RemoteUnavailable error={error} onRetry={retry} />;
  if (!App) return <PageSpinner label="Loading the dashboard" />;
  return (
    <RemoteBoundary key={attempt} onRetry={retry}>
      {/* The federated module's component, loaded once per attempt: not re-created per render. */}
      <App basename="/admin" />
    </RemoteBoundary>
  );
}

/** /admin/*: the dashboard, a remote deployed on its own and loaded at run time. */
export default function AdminRoute() {
  return (
    <AdminGuard>
      <RemoteDashboard />
    </AdminGuard>
  );
}
