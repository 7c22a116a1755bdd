import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { useToaster } from '../../components/ui/toaster-slot.tsx';
import { runtimeConfig } from '../../config/runtime.ts';
import { loadAdminApp, loadedAdminRelease, type AdminAppProps } from './load-admin-app.ts';
import { RemoteBoundary, RemoteUnavailable } from './remote-boundary.tsx';
import { RemoteUpdateBanner } from './remote-update-banner.tsx';
import { useRemoteUpdate } from './use-remote-update.ts';

function loadDashboard(fresh: boolean): Promise<ComponentType<AdminAppProps>> {
  const manifestUrl = runtimeConfig().adminRemoteUrl;
  if (!manifestUrl) return Promise.reject(new Error('runtime-config.json names no adminRemoteUrl.'));
  return loadAdminApp(manifestUrl, fresh);
}

/** The dashboard itself; mounted only once the guard lets the visitor in, so nobody else downloads it. */
export function RemoteDashboard() {
  // The dashboard toasts on the site it returns to ('Logged Out', docs/architecture.md: one toast store),
  // so the site's on-demand toaster is wanted from here, also when /admin was opened by its URL.
  useToaster();
  // Each attempt is one load, kept for the visit; Retry is a new attempt, so a failure is never replayed.
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);
  const { data: App, error } = useQuery({
    queryKey: ['admin-remote', attempt],
    queryFn: () => loadDashboard(attempt > 0),
    retry: false,
    // Not the site's defaults (lib/query-client.ts), which fetch a failed query again by themselves: a
    // refused or unreachable release would be loaded behind the panel's back, e.g. right after a rollback.
    refetchInterval: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    staleTime: Infinity,
    gcTime: Infinity,
    structuralSharing: false,
  });
  const updateAvailable = useRemoteUpdate(runtimeConfig().adminRemoteUrl, App ? loadedAdminRelease() : undefined);
  if (error) return <RemoteUnavailable error={error} onRetry={retry} />;
  if (!App) return <PageSpinner label="Loading the dashboard" />;
  return (
    <>
      <RemoteBoundary key={attempt} onRetry={retry}>
        {/* The federated module's component, loaded once per attempt: not re-created per render. */}
        <App basename="/admin" />
      </RemoteBoundary>
      {updateAvailable && <RemoteUpdateBanner />}
    </>
  );
}
