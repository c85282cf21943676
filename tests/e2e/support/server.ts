import { SESSION_COOKIE } from '../../../server/accounts/sessions';
import { insertQuestions } from '../../../server/quiz/questions';
import type { Language } from '../../../shared/api/language';
import { getModule, type ModuleKey } from '../../../shared/modules';
import type { SettingsPatch } from '../../../shared/settings';
import { createTestApp, loggedInUser, type TestApp } from '../../helpers/app';
import { freePort } from '../../helpers/free-port';
import { quizCases } from '../../helpers/quiz-cases';
import { type SmtpSink, startSmtpSink } from '../../helpers/smtp-sink';
import { ensureWebBuild } from './web-build';

export interface E2eServer {
  url: string;
  t: TestApp;
  sink: SmtpSink;
  /** A user made in the database, and the cookie that logs a browser in as them. */
  user(options?: {
    pro?: boolean;
    admin?: boolean;
    teacher?: boolean;
    firstName?: string;
    email?: string;
    password?: string;
    language?: Language | null;
  }): Promise<{
    email: string;
    id: string;
    cookie: { name: string; value: string; url: string };
  }>;
  /** Questions `from`, `from + 1`, … of the module's test rows (quizCases), `count` of them. */
  seed(key: ModuleKey, count: number, from?: number): Promise<void>;
  settings(patch: SettingsPatch): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real server, in process, on PGlite, listening on a real port; APP_URL is that origin
 * (e-mailed links and the CSRF check), and mail goes to a real SMTP sink.
 */
export async function startServer(env: Record<string, string> = {}): Promise<E2eServer> {
  await ensureWebBuild();
  const sink = await startSmtpSink();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t = await createTestApp('pglite', { APP_URL: url, SMTP_URL: sink.url, ...env });
  await t.app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    t,
    sink,
    async user(options = {}) {
      const { user, client } = await loggedInUser(t, options);
      return { email: user.email, id: user.id, cookie: { name: SESSION_COOKIE, value: client.cookie!, url } };
    },
    async seed(key, count, from = 1) {
      const module = getModule(key);
      const rows = Array.from({ length: count }, (_, i) => quizCases[key].row(from + i));
      await insertQuestions(t.database.db, module, rows);
    },
    /** Through PUT /api/admin/settings, as an admin does, so the server sees the change at once. */
    async settings(patch) {
      const { client } = await loggedInUser(t, { admin: true });
      const res = await client.put('/api/admin/settings', patch);
      if (res.status !== 200) throw new Error(`settings refused: ${JSON.stringify(res.body)}`);
    },
    async close() {
      await t.close();
      await sink.close();
    },
  };
}
