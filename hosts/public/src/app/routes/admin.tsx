import { Suspense, use, useState, type ComponentType } from 'react';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { runtimeConfig } from '../../config/runtime.ts';
import { loadAdminApp, type AdminAppProps } from '../../features/admin-remote/load-admin-app.ts';
import { RemoteBoundary } from '../../features/admin-remote/remote-boundary.tsx';

/** One load per manifest and attempt: a retry is a new attempt, so a failure is never replayed. */
const loads = new Map<string, Promise<ComponentType<AdminAppProps>>>();
function dashboard(manifestUrl: string | undefined, attempt: number) {
  const key = `${manifestUrl}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    load = manifestUrl
      ? loadAdminApp(manifestUrl, attempt > 0)
      : Promise.reject(new Error('runtime-config.json names no adminRemoteUrl.'));
    loads.set(key, load);
  }
  return load;
}

function Dashboard({ attempt }: { attempt: number }) {
  const App = use(dashboard(runtimeConfig().adminRemoteUrl, attempt));
  // The federated module's component, resolved once per attempt and cached above: not re-created per render.
  // eslint-disable-next-line react-hooks/static-components
  return <App basename="/admin" />;
}

/** /admin/*: the dashboard, a remote deployed on its own and loaded at run time. */
export default function AdminRoute() {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageSpinner label="Loading the dashboard" />}>
        <Dashboard attempt={attempt} />
      </Suspense>
    </RemoteBoundary>
  );
}
