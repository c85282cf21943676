/**
 * Answers the app asks for before its first render (docs/decisions/006): the bootstrap and the
 * first screen's own call. A screen takes each once, already settled, so its first render has
 * its data and the page paints once, whole; any later ask (the screen opened again) calls the
 * server as usual. Where nothing was started (component tests), every ask calls the server.
 */
interface Started {
  promise: Promise<unknown>;
  settled?: { value: unknown };
}

const started = new Map<string, Started>();

/** JSON the server put in its page (server/plugins/web-app.ts), read once; none in a page from the service worker. */
export function fromPage<T>(id: string): T | undefined {
  const element = document.getElementById(id);
  if (!element?.textContent) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent) as T;
  } catch {
    return undefined;
  }
}
const taken = new Set<string>();

/** Records a call started at start-up under `source` (its path). */
export function startedAtStart<T>(source: string, promise: Promise<T>): Promise<T> {
  const entry: Started = { promise };
  promise.then(
    (value) => {
      entry.settled = { value };
    },
    () => undefined,
  );
  started.set(source, entry);
  return promise;
}

/** A call that hands out an answer started at start-up: synchronously (`peek`) once it is in. */
export interface StartCall<T> {
  (signal?: AbortSignal): Promise<T>;
  atStart: {
    /** The answer, if it is in and not yet handed out. */
    peek(): { value: T } | undefined;
    /** Marks it handed out: later asks call the server. */
    take(): void;
  };
}

/**
 * `own` wrapped: the first ask takes what `source` started (its `key` part, through `pick`), every
 * later ask, or any ask after that start failed, calls `own`.
 */
export function firstFromStart<S, T>(
  source: string,
  key: string,
  own: (signal?: AbortSignal) => Promise<T>,
  pick: (value: S) => T,
): StartCall<T> {
  const call = ((signal?: AbortSignal) => {
    const entry = started.get(source);
    if (!entry || taken.has(key)) return own(signal);
    taken.add(key);
    return entry.promise.then(
      (value) => pick(value as S),
      () => own(signal),
    );
  }) as StartCall<T>;
  call.atStart = {
    peek() {
      const settled = started.get(source)?.settled;
      return settled && !taken.has(key) ? { value: pick(settled.value as S) } : undefined;
    },
    take() {
      taken.add(key);
    },
  };
  return call;
}

/** A screen's own call, answered from start-up the first time when it was started there. */
export const firstCall = <T>(path: string, own: (signal?: AbortSignal) => Promise<T>): StartCall<T> =>
  firstFromStart<T, T>(path, path, own, (value) => value);
