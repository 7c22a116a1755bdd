import { useEffect, useState } from 'react';

/**
 * Code fetched on first use and kept for good: one fetch at a time, and a failed fetch is forgotten,
 * so the next use fetches again.
 */
export interface LoadOnce<T> {
  /** What has arrived, if it has. */
  loaded(): T | undefined;
  load(): Promise<T>;
  /** Tests only: forget what arrived, so the next use fetches as a first one does. */
  forget(): void;
}

export function loadOnce<T>(fetch: () => Promise<T>): LoadOnce<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    loaded: () => value,
    load: () =>
      (loading ??= fetch().then(
        (arrived) => (value = arrived),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    forget: () => {
      value = undefined;
      loading = undefined;
    },
  };
}

/**
 * For a component that shows what `once` loads: fetches it when mounted (unless it has arrived), and
 * says when the fetch failed; `retry` fetches again, for a Try again button.
 */
export function useLoadOnUse<T>(once: LoadOnce<T>): { value: T | undefined; failed: boolean; retry: () => void } {
  const [, setArrived] = useState(once.loaded() !== undefined);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (once.loaded() !== undefined) return;
    let live = true;
    once.load().then(
      () => live && setArrived(true),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [once, attempt]);
  return {
    value: once.loaded(),
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
