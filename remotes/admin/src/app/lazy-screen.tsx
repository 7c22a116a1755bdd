import { useEffect, useState, type ComponentType } from 'react';
import { buttonStyles } from '../components/ui/button-styles.ts';
import { Spinner } from '../components/ui/spinner.tsx';

/**
 * A screen whose code is fetched when it is first opened, so the dashboard's first load carries only
 * the landing screen (docs/performance.md). A spinner shows while it comes; a failed fetch says so
 * with a Try again, and is forgotten, so the next attempt fetches again.
 */
export function lazyScreen<TProps extends object>(load: () => Promise<ComponentType<TProps>>): ComponentType<TProps> {
  let screen: ComponentType<TProps> | undefined;
  let loading: Promise<ComponentType<TProps>> | undefined;
  const fetchScreen = () =>
    (loading ??= load().then(
      (loaded) => (screen = loaded),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  return function LazyScreen(props: TProps) {
    const [, setLoaded] = useState(screen !== undefined);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (screen) return;
      let live = true;
      fetchScreen().then(
        () => live && setLoaded(true),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [attempt]);

    if (failed)
      return (
        <div role="alert" className="flex flex-col items-start gap-3 py-6">
          <p>This screen could not be loaded. Check the connection and try again.</p>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </button>
        </div>
      );
    const Screen = screen;
    return Screen ? <Screen {...props} /> : <Spinner label="Loading the screen" />;
  };
}
