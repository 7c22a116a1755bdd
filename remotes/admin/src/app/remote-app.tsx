import { useAuth } from '@texbridge/shared/auth/auth-store';

/** What the host mounts at /admin/*. */
export default function RemoteApp() {
  const email = useAuth((state) => state.user?.email);
  return (
    <div data-testid="admin-app" className="p-6">
      <h1 className="text-2xl">Dashboard</h1>
      <p>{email ?? 'nobody'}</p>
    </div>
  );
}
