import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  body: unknown;
  at: number;
}

type Handler = (call: Call) => { status?: number; body: unknown } | unknown;

/**
 * Stubs fetch with handlers keyed 'METHOD /api/path'. A handler answers a body (200), or
 * `{ status, body }`. Every call is recorded, with Date.now() (fake timers move it).
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' && init.body ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path: url.pathname, query: url.searchParams, body, at: Date.now() };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler)
      return json(404, { error: 'Not Found', message: `No handler for ${method} ${url.pathname}` });
    const answer = handler(call);
    if (answer && typeof answer === 'object' && 'status' in answer && 'body' in answer)
      return json(answer.status as number, answer.body);
    return json(200, answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** A plain object rather than a Response: its body resolves in microtasks, which fake timers can flush. */
function json(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: new Headers({ 'content-type': 'application/json' }),
    text: async () => text,
  } as Response;
}
