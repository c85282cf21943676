/**
 * npm run bench [-- --learners 100 --duration 10 --runs 1]
 * One run measures: a Fastify hello-world baseline, then Sopan's quiz traffic (N pro learners,
 * each looping fetch → submit with a real session) on PGlite, or on PostgreSQL when
 * DATABASE_URL is set, with 1 and (PostgreSQL only) 2 server instances; then the same calls
 * without HTTP (the engine in this process), the ceiling the database sets.
 * BENCH_PROFILE=dir writes the servers' CPU profiles there; BENCH_KEEP=1 keeps the PostgreSQL
 * database for a closer look.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hash } from '@node-rs/argon2';
import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createSession, SESSION_COOKIE } from '../server/accounts/sessions';
import { openDatabase } from '../server/db/client';
import { users } from '../server/db/schema';
import { seedStarterBank } from '../server/quiz/content';
import { patchSettings } from '../server/settings/store';
import { freePort } from '../tests/helpers/free-port';
import { type CpuShare, measureCpu } from './cpu';
import { engineLoad } from './engine-load';
import { combine, type LoadResult, load } from './load';

const { values } = parseArgs({
  options: {
    learners: { type: 'string', default: '100' },
    duration: { type: 'string', default: '10' },
    runs: { type: 'string', default: '1' },
  },
});
const learners = Number(values.learners);
const duration = Number(values.duration);
const runs = Number(values.runs);
const databaseUrl = process.env.DATABASE_URL;
const root = path.resolve(import.meta.dirname, '..');

async function start(script: string, env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const profile =
    process.env.BENCH_PROFILE && script.includes('main')
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
      : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: process.env.BENCH_LOG ?? 'warn', ...env },
    stdio: ['ignore', process.env.BENCH_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? -1;
  });
  for (let i = 0; i < 1800; i++) {
    if (exited !== null) throw new Error(`${script} exited with ${exited}`);
    try {
      if ((await fetch(readyUrl, { signal: AbortSignal.timeout(2000) })).ok) return child;
    } catch (err) {
      if (process.env.BENCH_LOG) console.error(String(err));
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${script} did not start`);
}

async function stop(child: ChildProcess) {
  child.removeAllListeners('exit');
  const done = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await done;
}

async function prepareDatabase(): Promise<{
  env: Record<string, string>;
  cookies: string[];
  cleanup: () => Promise<void>;
}> {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    const name = `sopan_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    cleanup = async () => {
      if (process.env.BENCH_KEEP) return console.log(`kept database ${name}`);
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sopan-bench-'));
    env = { DATA_DIR: dir, DATABASE_URL: '' };
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? '',
  });
  await seedStarterBank(database.db);
  await patchSettings(database.db, { quizTimes: { ONE_WORD_FOR_MANY_TIME_SECONDS: 3600 } });
  const passwordHash = await hash('bench password');
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: learners }, (_, i) => ({
        email: `bench${i}@example.com`,
        passwordHash,
        pro: true,
        firstName: 'Bench',
      })),
    )
    .returning({ id: users.id });
  const cookies: string[] = [];
  for (const r of rows) cookies.push((await createSession(database.db, r.id)).cookie);
  await database.db.execute(sql`analyze`);
  await database.close();
  return { env, cookies, cleanup };
}

/** Each connection loops fetch → submit as one learner at a time, round-robin over the learners. */
function quizRequests(cookies: string[]): autocannon.Request[] {
  let next = 0;
  return [
    {
      method: 'GET' as const,
      path: '/api/one-word-for-many',
      setupRequest: (req, ctx) => {
        const context = ctx as Record<string, unknown>;
        context.cookie = `${SESSION_COOKIE}=${cookies[next++ % cookies.length]}`;
        return { ...req, headers: { cookie: context.cookie as string } };
      },
      onResponse: (_status, body, ctx) => {
        const context = ctx as Record<string, unknown>;
        context.id = (JSON.parse(body) as { question?: { _id: string } }).question?._id;
      },
    },
    {
      method: 'POST' as const,
      path: '/api/one-word-for-many/submit',
      setupRequest: (req, ctx) => {
        const context = ctx as Record<string, unknown>;
        return {
          ...req,
          // As our own pages send it (the CSRF rule).
          headers: {
            cookie: context.cookie as string,
            'content-type': 'application/json',
            'sec-fetch-site': 'same-origin',
          },
          body: JSON.stringify({ id: context.id, answer: 'उत्तर' }),
        };
      },
    },
  ];
}

function row(label: string, r: LoadResult, baseline?: number, cpu?: CpuShare) {
  const ratio = baseline ? `${((r.rps / baseline) * 100).toFixed(1)}%` : '—';
  const cores = cpu
    ? `${cpu.server.toFixed(2)} / ${cpu.postgres.toFixed(2)} / ${cpu.loader.toFixed(2)}`
    : '—';
  return `| ${label} | ${Math.round(r.rps)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(0)} | ${ratio} | ${r.errors + r.non2xx} | ${cores} |`;
}

async function main() {
  console.log(
    `Sopan benchmark: ${learners} pro learners, ${duration} s per measurement, ${runs} run(s), ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${os.cpus().length} cores`,
  );
  const table: string[] = [
    '| measurement | requests/s | p50 ms | p99 ms | of hello-world | errors | cores: server / PostgreSQL / load generator |',
    '|---|---|---|---|---|---|---|',
  ];
  const byLabel = new Map<string, { result: LoadResult; baseline?: number }[]>();
  const record = (label: string, result: LoadResult, run: number, baseline?: number, cpu?: CpuShare) => {
    table.push(row(`run ${run}: ${label}`, result, baseline, cpu));
    byLabel.set(label, [...(byLabel.get(label) ?? []), { result, baseline }]);
  };
  for (let run = 1; run <= runs; run++) {
    const helloPort = await freePort();
    const hello = await start(
      'bench/hello-server.ts',
      { PORT: String(helloPort) },
      `http://127.0.0.1:${helloPort}/`,
    );
    const [baseline, helloCpu] = await measureCpu([hello.pid!], () =>
      load({ url: `http://127.0.0.1:${helloPort}/`, connections: learners, duration }),
    );
    await stop(hello);
    record('hello-world', baseline, run, undefined, helloCpu);

    const db = await prepareDatabase();
    try {
      for (const instances of databaseUrl ? [1, 2] : [1]) {
        const ports = await Promise.all(Array.from({ length: instances }, freePort));
        const servers = await Promise.all(
          ports.map((port) =>
            start(
              'server/main.ts',
              { ...db.env, PORT: String(port), HOST: '127.0.0.1' },
              `http://127.0.0.1:${port}/api/health`,
            ),
          ),
        );
        try {
          const per = Math.ceil(learners / instances);
          const [results, cpu] = await measureCpu(
            servers.map((s) => s.pid!),
            () =>
              Promise.all(
                ports.map((port, i) =>
                  load({
                    url: `http://127.0.0.1:${port}`,
                    connections: per,
                    duration,
                    requests: quizRequests(db.cookies.slice(i * per, (i + 1) * per)),
                  }),
                ),
              ),
          );
          record(
            `quiz, ${instances} instance${instances > 1 ? 's' : ''}`,
            combine(results),
            run,
            baseline.rps,
            cpu,
          );
        } finally {
          await Promise.all(servers.map(stop));
        }
      }
      // The ceiling: the same calls without HTTP, the engine in this process on the database.
      const [alone, aloneCpu] = await engineLoad({ env: db.env, cookies: db.cookies, duration });
      record('engine alone, no HTTP (in the load process)', alone, run, baseline.rps, aloneCpu);
    } finally {
      await db.cleanup();
    }
  }
  if (runs > 1) {
    // Medians over the runs: this machine is shared and noisy.
    const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    for (const [label, rs] of byLabel) {
      const median: LoadResult = {
        requests: mid(rs.map((r) => r.result.requests)),
        rps: mid(rs.map((r) => r.result.rps)),
        p50: mid(rs.map((r) => r.result.p50)),
        p99: mid(rs.map((r) => r.result.p99)),
        errors: rs.reduce((sum, r) => sum + r.result.errors, 0),
        non2xx: rs.reduce((sum, r) => sum + r.result.non2xx, 0),
      };
      const ratio = rs[0]!.baseline ? mid(rs.map((r) => r.result.rps / r.baseline!)) : undefined;
      table.push(row(`median: ${label}`, median, ratio ? median.rps / ratio : undefined));
    }
  }
  console.log(table.join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
