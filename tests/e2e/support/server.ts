import { SESSION_COOKIE } from '../../../server/accounts/sessions';
import { insertQuestions } from '../../../server/quiz/questions';
import type { Language } from '../../../shared/api/language';
import { getModule, type ModuleKey } from '../../../shared/modules';
import type { SettingsPatch } from '../../../shared/settings';
import { createTestApp, loggedInUser, type TestApp } from '../../helpers/app';
import { freePort } from '../../helpers/free-port';
import { quizCases } from '../../helpers/quiz-cases';
import { servingOrder } from '../../helpers/serving-order';
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
  /**
   * The module's questions in the order this new learner meets them (docs/product.md §3: a mixed
   * order of the learner's own), each as its row number in quizCases, or null for a question that
   * seed() did not write.
   */
  order(userId: string, key: ModuleKey): Promise<(number | null)[]>;
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
  /** Question id → its row number in quizCases, for the questions seed() wrote. */
  const seeded = new Map<string, number>();
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
      const inserted = await insertQuestions(t.database.db, module, rows);
      for (const [i, q] of inserted.entries()) seeded.set(String(q.id), from + i);
    },
    async order(userId, key) {
      return (await servingOrder(t.database.db, userId, key)).map((id) => seeded.get(id) ?? null);
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
