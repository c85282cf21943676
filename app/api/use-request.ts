import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';
import type { StartCall } from './at-start';

export interface RequestState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
  /** Replace the data locally (after a save answered the new value). */
  setData: (data: T) => void;
}

/**
 * Runs a call when the screen mounts (and when deps change); stale answers are dropped. A call
 * answered at start-up (app/api/at-start.ts) gives the first render its data, without a call.
 */
export function useRequest<T>(
  call: (((signal: AbortSignal) => Promise<T>) & Partial<Pick<StartCall<T>, 'atStart'>>) | null,
  deps: DependencyList,
): RequestState<T> {
  const [atStart] = useState(() => call?.atStart?.peek());
  const [data, setData] = useState<T | undefined>(atStart?.value);
  const [error, setError] = useState<unknown>();
  const [loading, setLoading] = useState(call !== null && !atStart);
  const [round, setRound] = useState(0);
  const callRef = useRef(call);
  callRef.current = call;
  const answered = useRef(!!atStart);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names the deps; round reloads.
  useEffect(() => {
    const run = callRef.current;
    if (answered.current) {
      answered.current = false;
      run?.atStart?.take();
      return;
    }
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
