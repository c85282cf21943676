import { type ChildProcess, spawn } from 'node:child_process';
import { createSession, SESSION_COOKIE } from '../server/accounts/sessions';
import { upsertUser } from '../server/accounts/users';
import { openDatabase } from '../server/db/client';
import { seedStarterBank } from '../server/quiz/content';
import { practiceModule } from './web-screens';

/** A free learner with a session, created in the embedded database before the server opens it. */
export async function prepareLearner(dataDir: string): Promise<string> {
  const database = await openDatabase({ dataDir });
  try {
    await seedStarterBank(database.db);
    const { user } = await upsertUser(database.db, {
      email: 'bench-web@example.com',
      password: 'bench web password',
      firstName: 'Asha',
    });
    return `${SESSION_COOKIE}=${(await createSession(database.db, user.id)).cookie}`;
  } finally {
    await database.close();
  }
}

/** npm start's server (server/main.ts) on the built web app; resolves once /api/health answers. */
export async function startServer(root: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: process.env.BENCH_LOG ? 'info' : 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? -1;
  });
  const url = `http://127.0.0.1:${env.PORT}/api/health`;
  for (let i = 0; i < 1200; i++) {
    if (exited !== null) throw new Error(`server/main.ts exited with ${exited}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server/main.ts did not start');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  child.removeAllListeners('exit');
  const done = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await done;
}

/** One answered question through the real calls, so the learner's journey has a day to show. */
export async function practiseOnce(origin: string, cookie: string): Promise<void> {
  const m = practiceModule();
  const headers = { cookie, origin, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
  const served = (await (await fetch(`${origin}${m.fetch}`, { headers })).json()) as {
    question?: { _id: string };
  };
  if (!served.question) throw new Error(`no question served by ${m.fetch}`);
  const r = await fetch(`${origin}${m.submit}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ [m.idField]: served.question._id, [m.field]: 'उत्तर' }),
  });
  if (!r.ok) throw new Error(`${m.submit} answered ${r.status}`);
}
