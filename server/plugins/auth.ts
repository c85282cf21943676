import type { FastifyInstance } from 'fastify';
import { authTexts } from '../../shared/api/auth';
import { parseSessionCookie, type SessionKey, type SessionLookup } from '../accounts/sessions';
import { type AdminTotpPolicy, mustSetUpTotp, type UserRow } from '../accounts/users';
import { forbidden, HttpError, unauthorized } from '../http-errors';

declare module 'fastify' {
  interface FastifyRequest {
    user?: UserRow;
    /** On `auth: 'session'` routes: the session the cookie names, which the handler's own statement checks. */
    sessionKey?: SessionKey;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route: a logged-in user, an admin, or anyone (default). `session` is a
     * logged-in user too, for the quiz calls: their SQL functions check the session in the same
     * statement as the rules, which saves a round trip on the busiest calls.
     */
    auth?: 'user' | 'admin' | 'optional' | 'session';
    /**
     * A GET that changes state (serving a question starts its clock): refused when another site
     * sends it, as the CSRF guard refuses other methods (docs/product.md §5, second pass).
     */
    changesState?: boolean;
    /** An admin route that answers before two-step login is on: the calls that turn it on. */
    totpSetup?: boolean;
  }
}

/**
 * Auth for every route lives in this one hook, driven by the route's `config.auth`. Under the
 * `required` policy an admin without two-step login reaches only the calls that set it up.
 */
export function registerAuth(
  app: FastifyInstance,
  sessions: SessionLookup,
  cookie: string,
  adminTotp: AdminTotpPolicy,
): void {
  // Before validation: a visitor is told to log in, not how their request body was wrong.
  app.addHook('preValidation', async (request) => {
    const need = request.routeOptions.config?.auth;
    if (!need) return;
    if (need === 'session') {
      request.sessionKey = parseSessionCookie(request.cookies[cookie]);
      if (!request.sessionKey) throw unauthorized(authTexts.notLoggedIn);
      return;
    }
    request.user = await sessions.lookup(request.cookies[cookie]);
    if (need === 'optional') return;
    if (!request.user) throw unauthorized(authTexts.notLoggedIn);
    if (need !== 'admin') return;
    if (!request.user.admin) throw forbidden(authTexts.notAdmin);
    if (mustSetUpTotp(request.user, adminTotp) && !request.routeOptions.config?.totpSetup)
      throw new HttpError(403, authTexts.totpSetupRequired, {}, { totpSetupRequired: true });
  });
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A state-changing call must say it comes from our own pages (docs/product.md §5): an `Origin`
 * header equal to APP_URL's origin, or, without one, `Sec-Fetch-Site: same-origin`. A call with neither is
 * refused too (the cookie is SameSite=Lax as well).
 */
export function registerCsrfGuard(app: FastifyInstance, appUrl: string): void {
  const allowed = new URL(appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method)) {
      // A link or a redirect on another site (a top-level navigation sends the Lax cookie) must
      // not serve a question. Browsers send fetch metadata; tools that send none are not browsers.
      const site = request.headers['sec-fetch-site'];
      if (
        request.routeOptions.config?.changesState &&
        ((site !== undefined && site !== 'same-origin') || request.headers['sec-fetch-mode'] === 'navigate')
      )
        throw forbidden(authTexts.crossOrigin);
      return;
    }
    const origin = request.headers.origin;
    // APP_URL's origin only: a Host header is the client's to choose (issue 24, also worth taking).
    const sameOrigin = origin ? origin === allowed : request.headers['sec-fetch-site'] === 'same-origin';
    if (!sameOrigin) throw forbidden(authTexts.crossOrigin);
  });
}
