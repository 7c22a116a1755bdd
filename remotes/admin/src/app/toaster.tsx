import { Toaster } from 'react-hot-toast';

/** docs/spec.md §9: 4 s, 2 s for success, 4 s for errors, no expiry while loading; react-hot-toast keeps at most 20. */
export const TOAST_OPTIONS = {
  duration: 4000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
};

export function AdminToaster() {
  return <Toaster position="top-right" toastOptions={TOAST_OPTIONS} />;
}
