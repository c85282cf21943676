import { shellTexts } from '../i18n/catalogue/shell';
import { textsNow } from '../i18n/texts';

/** The one way the app talks to /api: cookies sent, JSON both ways, `{ error, message }` turned into ApiError. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | undefined;

/** The shell registers what a 401 does (docs/spec.md §4.4); the client only reports it. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | undefined): void {
  onUnauthorized = handler;
}

/** A 401 from these calls is an answer, not a lost session (a wrong password). */
const ANSWERS_WITH_401 = new Set(['POST /login', 'POST /login/totp']);

export interface RequestOptions {
  /** Send the body as this content type, as text (CSV imports). */
  contentType?: string;
  signal?: AbortSignal;
}

function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
    return body.message;
  return fallback;
}

export async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let payload: string | undefined;
  if (body !== undefined) {
    headers['content-type'] = options.contentType ?? 'application/json';
    payload = options.contentType ? String(body) : JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, textsNow(shellTexts).networkError);
  }
  const text = await response.text();
  let data: unknown = text;
  if (text && response.headers.get('content-type')?.includes('json')) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok) {
    const pathOnly = path.split('?')[0];
    if (response.status === 401 && !ANSWERS_WITH_401.has(`${method} ${pathOnly}`)) onUnauthorized?.();
    throw new ApiError(response.status, messageOf(data, response.statusText || 'Request failed'), data);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown = {}, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions & { body?: unknown }) =>
    request<T>('DELETE', path, options?.body, options),
};

export const isUnauthorized = (err: unknown) => err instanceof ApiError && err.status === 401;
