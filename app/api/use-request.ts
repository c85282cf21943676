import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';

export interface RequestState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
  /** Replace the data locally (after a save answered the new value). */
  setData: (data: T) => void;
}

/** Runs a call when the screen mounts (and when deps change); stale answers are dropped. */
export function useRequest<T>(
  call: ((signal: AbortSignal) => Promise<T>) | null,
  deps: DependencyList,
): RequestState<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<unknown>();
  const [loading, setLoading] = useState(call !== null);
  const [round, setRound] = useState(0);
  const callRef = useRef(call);
  callRef.current = call;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names the deps; round reloads.
  useEffect(() => {
    const run = callRef.current;
    if (!run) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    setError(undefined);
    run(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        setData(value);
        setLoading(false);
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setError(err);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [...deps, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data, error, loading, reload, setData };
}
