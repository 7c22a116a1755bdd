import type { ComponentType } from 'react';
import { LoadFailed } from '../components/ui/load-failed.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { loadOnce, useLoadOnUse } from '../lib/use-load-on-use.ts';

/**
 * A screen whose code is fetched when it is first opened, so the dashboard's first load carries only
 * the landing screen (docs/performance.md). A spinner shows while it comes; a failed fetch says so
 * with a Try again, and is forgotten, so the next attempt fetches again.
 */
export function lazyScreen<TProps extends object>(load: () => Promise<ComponentType<TProps>>): ComponentType<TProps> {
  const code = loadOnce(load);
  return function LazyScreen(props: TProps) {
    const { value: Screen, failed, retry } = useLoadOnUse(code);
    if (failed) return <LoadFailed what="This screen" onRetry={retry} className="py-6" />;
    return Screen ? <Screen {...props} /> : <Spinner label="Loading the screen" />;
  };
}
