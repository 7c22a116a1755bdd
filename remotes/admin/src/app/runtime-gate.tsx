import { useEffect, useState, type ReactNode } from 'react';
import { buttonStyles } from '../components/ui/button-styles.ts';
import { Spinner } from '../components/ui/spinner.tsx';
import { isRuntimeConfigLoaded, loadRuntimeConfig } from '../config/runtime.ts';
import { errorMessage } from '../lib/error-message.ts';

/** Renders its children once /runtime-config.json has loaded: a spinner before, a clear error if it fails. */
export function RuntimeGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string }
  >(() => ({
    status: isRuntimeConfigLoaded() ? 'ready' : 'loading',
  }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (isRuntimeConfigLoaded()) return;
    let live = true;
    loadRuntimeConfig().then(
      () => live && setState({ status: 'ready' }),
      (error: unknown) => live && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  if (state.status === 'ready') return children;
  if (state.status === 'loading') return <Spinner label="Loading the dashboard's settings" />;
  return (
    <div role="alert" className="mx-auto max-w-xl px-6 py-20 text-center">
      <h1 className="font-display text-2xl font-semibold text-indigo-950">The dashboard could not start</h1>
      <p className="mt-3 text-charcoal-700">Its settings could not be loaded: {state.message}</p>
      <button
        type="button"
        className={`${buttonStyles.primary} mt-6`}
        onClick={() => {
          setState({ status: 'loading' });
          setAttempt((n) => n + 1);
        }}
      >
        Try again
      </button>
    </div>
  );
}
