import './admin.css';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { AdminAppProps } from '@texbridge/shared/federation';
import { useState } from 'react';
import { createQueryClient } from '../lib/query-client.ts';
import { AdminRoutes } from './admin-routes.tsx';
import { AdminLayout } from './layout/admin-layout.tsx';
import { RuntimeGate } from './runtime-gate.tsx';
import { AdminToaster } from './toaster.tsx';

export interface RemoteAppProps extends AdminAppProps {
  /** Tests pass one without retries; the host never does. */
  queryClient?: QueryClient;
}

/**
 * The dashboard, exposed as `admin/App`. It renders inside the host's router (descendant routes, no
 * router of its own) and brings its own query client, toaster and CSS. The host's guard has already
 * checked that an admin is signed in; the API checks it again on every call.
 */
export default function RemoteApp({ basename, queryClient }: RemoteAppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <div className="tb-admin">
        <RuntimeGate>
          <AdminLayout basename={basename}>
            <AdminRoutes basename={basename} />
          </AdminLayout>
        </RuntimeGate>
      </div>
      <AdminToaster />
    </QueryClientProvider>
  );
}
