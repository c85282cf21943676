import {
  type AnchorHTMLAttributes,
  Children,
  createContext,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';

/**
 * The app's router: the nine names of React Router's API the screens use, in about 1 KB instead
 * of 12 KB of the first load (docs/decisions/006). Paths are absolute; a route's pattern is
 * static segments, `:param` segments and a final `*`. Entries keep React Router's state shape
 * (`{ usr, key }`), so an entry's key survives a reload and Back can tell a page opened directly
 * (key `default`) from one reached in the app.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

interface Snapshot {
  location: Location;
  action: NavigationType;
}
interface History {
  snapshot(): Snapshot;
  listen(listener: () => void): () => void;
  push(to: string, state: unknown, replace: boolean): void;
  go(delta: number): void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function parse(to: string, state: unknown, key: string): Location {
  const url = new URL(to, 'http://app');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

function listeners() {
  const all = new Set<() => void>();
  return {
    add(listener: () => void) {
      all.add(listener);
      return () => {
        all.delete(listener);
      };
    },
    notify: () => {
      for (const listener of all) listener();
    },
  };
}

function browserHistory(): History {
  const subscribers = listeners();
  const read = (action: NavigationType): Snapshot => {
    const entry = window.history.state as { usr?: unknown; key?: string } | null;
    const { pathname, search, hash } = window.location;
    return {
      action,
      location: { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' },
    };
  };
  let current = read('POP');
  const changed = (action: NavigationType) => {
    current = read(action);
    subscribers.notify();
  };
  window.addEventListener('popstate', () => changed('POP'));
  return {
    snapshot: () => current,
    listen: subscribers.add,
    push(to, state, replace) {
      const entry = { usr: state, key: newKey() };
      if (replace) window.history.replaceState(entry, '', to);
      else window.history.pushState(entry, '', to);
      changed(replace ? 'REPLACE' : 'PUSH');
    },
    go: (delta) => window.history.go(delta),
  };
}

/** History in memory, for tests: entries as paths, the first keyed `default` like a fresh page. */
function memoryHistory(initialEntries: string[]): History {
  const subscribers = listeners();
  const entries = initialEntries.map((to, i) => parse(to, null, i === 0 ? 'default' : newKey()));
  let index = entries.length - 1;
  let current: Snapshot = { action: 'POP', location: entries[index] as Location };
  const changed = (action: NavigationType) => {
    current = { action, location: entries[index] as Location };
    subscribers.notify();
  };
  return {
    snapshot: () => current,
    listen: subscribers.add,
    push(to, state, replace) {
      if (!replace) index += 1;
      entries.splice(index, entries.length, parse(to, state ?? null, newKey()));
      changed(replace ? 'REPLACE' : 'PUSH');
    },
    go(delta) {
      const next = Math.min(entries.length - 1, Math.max(0, index + delta));
      if (next === index) return;
      index = next;
      changed('POP');
    },
  };
}

interface RouterState extends Snapshot {
  navigate: NavigateFunction;
}
const RouterContext = createContext<RouterState | null>(null);
const ParamsContext = createContext<Readonly<Record<string, string>>>({});

function RouterProvider({ history, children }: { history: History; children: ReactNode }) {
  const snapshot = useSyncExternalStore(history.listen, history.snapshot);
  const navigate = useMemo<NavigateFunction>(
    () => (to, options) => {
      if (typeof to === 'number') history.go(to);
      else history.push(to, options?.state ?? null, options?.replace ?? false);
    },
    [history],
  );
  const value = useMemo(() => ({ ...snapshot, navigate }), [snapshot, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(browserHistory);
  return <RouterProvider history={history}>{children}</RouterProvider>;
}

export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [history] = useState(() => memoryHistory(initialEntries));
  return <RouterProvider history={history}>{children}</RouterProvider>;
}

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A router hook outside BrowserRouter or MemoryRouter');
  return router;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigationType = (): NavigationType => useRouter().action;
export const useNavigate = (): NavigateFunction => useRouter().navigate;
export const useParams = (): Readonly<Record<string, string | undefined>> => useContext(ParamsContext);

export function useSearchParams(): readonly [URLSearchParams] {
  const { search } = useLocation();
  return useMemo(() => [new URLSearchParams(search)] as const, [search]);
}

interface RouteProps {
  path: string;
  element: ReactNode;
}
/** One entry of `<Routes>`: it renders nothing by itself. */
export function Route(_: RouteProps): null {
  return null;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The params of `pattern` on `pathname` and a rank (static segments count more than `:params`,
 * a `*` least), or null when it does not match. Static segments are compared case-blind.
 */
export function matchPath(
  pattern: string,
  pathname: string,
): { params: Record<string, string>; rank: number } | null {
  const want = segments(pattern);
  const have = segments(pathname);
  const params: Record<string, string> = {};
  let rank = 0;
  for (const [i, part] of want.entries()) {
    if (part === '*') {
      params['*'] = have.slice(i).map(decodeURIComponent).join('/');
      return { params, rank };
    }
    const value = have[i];
    if (value === undefined) return null;
    if (part.startsWith(':')) {
      params[part.slice(1)] = decodeURIComponent(value);
      rank += 2;
    } else if (part.toLowerCase() === value.toLowerCase()) rank += 3;
    else return null;
  }
  return have.length === want.length ? { params, rank } : null;
}

/** Renders the element of the best-ranked `<Route>` that matches the location (first of equals). */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  let best: { element: ReactNode; params: Record<string, string>; rank: number } | null = null;
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child)) continue;
    const { path, element } = (child as ReactElement<RouteProps>).props;
    const match = matchPath(path, pathname);
    if (match && (!best || match.rank > best.rank)) best = { element, ...match };
  }
  if (!best) return null;
  return <ParamsContext.Provider value={best.params}>{best.element}</ParamsContext.Provider>;
}

/** Goes to `to` before the frame is painted, so the screen it leaves never shows. */
export function Navigate({ to, replace = false, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useLayoutEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string } & NavigateOptions;

/** An `<a href>` that navigates in the app on a plain click; a link to where one is replaces. */
export function Link({ to, replace, state, onClick, ...rest }: LinkProps) {
  const { location, navigate } = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plain = event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
    if (event.defaultPrevented || !plain || (rest.target && rest.target !== '_self')) return;
    event.preventDefault();
    const here = location.pathname + location.search + location.hash;
    navigate(to, { replace: replace ?? here === to, state });
  };
  return <a {...rest} href={to} onClick={follow} />;
}
