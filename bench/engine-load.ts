import { parseSessionCookie } from '../server/accounts/sessions';
import { openDatabase } from '../server/db/client';
import { createEngine } from '../server/quiz/engine';
import { settingsCache } from '../server/settings/store';
import { getModule } from '../shared/modules';
import { type CpuShare, measureCpu } from './cpu';
import type { LoadResult } from './load';

/**
 * The same quiz traffic without HTTP: the engine called in this process, straight on the
 * database. What the database (and its driver) can do on its own bounds what the server can.
 */
export async function engineLoad(options: {
  env: Record<string, string>;
  cookies: string[];
  duration: number;
}): Promise<[LoadResult, CpuShare]> {
  const database = await openDatabase({
    databaseUrl: options.env.DATABASE_URL || undefined,
    dataDir: options.env.DATA_DIR ?? '',
  });
  const module = getModule('oneWordForMany');
  const engine = createEngine({
    database,
    timeZone: 'Asia/Kolkata',
    readSettings: settingsCache(database.db).read,
  });
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + options.duration * 1000;
  const timed = async (call: () => Promise<unknown>) => {
    const started = performance.now();
    try {
      return await call();
    } catch {
      errors++;
    } finally {
      latencies.push(performance.now() - started);
    }
  };
  async function learner(cookie: string) {
    const session = parseSessionCookie(cookie)!;
    while (performance.now() < until) {
      const fetched = (await timed(() => engine.fetchQuestion(session, module))) as
        | { question?: { _id: string } }
        | undefined;
      const id = fetched?.question?._id;
      if (id) await timed(() => engine.submitAnswer(session, module, { id, answer: 'उत्तर' }));
    }
  }
  const started = performance.now();
  // Measured before the database closes: PostgreSQL's backends end with their connections.
  let cpu: CpuShare;
  try {
    [, cpu] = await measureCpu([], () => Promise.all(options.cookies.map(learner)));
  } finally {
    await database.close();
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
  return [
    {
      requests: latencies.length,
      rps: latencies.length / seconds,
      p50: at(0.5),
      p99: at(0.99),
      errors,
      non2xx: 0,
    },
    cpu,
  ];
}
