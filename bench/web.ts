/**
 * npm run bench:web [-- --runs 3 --out dir]
 * The first load on a cheap phone over 4G (docs/product.md §10): Lighthouse 12's mobile preset with
 * simulated throttling, on home, a quiz screen and the journey, as a visitor and as a logged-in
 * learner (the session cookie sent as an extra header), in Debian's Chromium. Builds the web app
 * and starts the real server (npm start's path) on PGlite in a temporary DATA_DIR. Prints the
 * median of the runs: performance score, LCP, TBT, CLS, and the JavaScript the load fetched
 * (on the wire, and gzip-equivalent: the budget's measure, whatever the server sends).
 * The first row is a bare Vite page (bench/bare-page.ts) measured the same way in the same run:
 * the floor, so that a screen's own cost is its figure minus the bare page's.
 * --out dir keeps each run's Lighthouse report (JSON) there; --screen /path (repeatable) and
 * --who visitor|learner measure less (--screen bare: the bare page); --skip-build measures dist/
 * as it is.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../tests/helpers/browser';
import { freePort } from '../tests/helpers/free-port';
import { startBarePage } from './bare-page';
import { quizScreenRoute } from './web-screens';
import { practiseOnce, prepareLearner, startServer, stopServer } from './web-server';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    out: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    screen: { type: 'string', multiple: true },
    who: { type: 'string' },
  },
});
const runs = Number(values.runs);
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

interface RunResult {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  jsWire: number;
  jsGzip: number;
  scripts: string[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** The gzip size of a script the server sent from `files` (what the budget counts). */
function gzipOf(url: string, files: string): number {
  const file = path.join(files, new URL(url).pathname);
  return fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
}

async function audit(
  url: string,
  cookie: string | undefined,
  chromePath: string,
  files: string,
): Promise<RunResult> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumArgs, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (values.out) {
      fs.mkdirSync(values.out, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}${cookie ? '-learner' : '-visitor'}-${Date.now()}.json`;
      fs.writeFileSync(path.join(values.out, name), JSON.stringify(lhr));
    }
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
      ?.items ?? []) as NetworkItem[];
    const scripts = items.filter((i) => i.resourceType === 'Script' && i.url.startsWith(new URL(url).origin));
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      fcp: metric('first-contentful-paint'),
      jsWire: scripts.reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
      jsGzip: scripts.reduce((sum, i) => sum + gzipOf(i.url, files), 0),
      scripts: scripts.map((i) => new URL(i.url).pathname),
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is run again. */
async function auditWithRetry(
  url: string,
  cookie: string | undefined,
  chromePath: string,
  files: string,
): Promise<RunResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, cookie, chromePath, files);
    } catch (err) {
      if (attempt === 3) throw err;
      console.warn(`  retrying ${url}: ${err instanceof Error ? err.message : err}`);
    }
  }
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error('Debian Chromium is needed: apt-get install -y chromium fonts-lohit-deva');
  if (!values['skip-build']) {
    console.log('building the web app…');
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sopan-bench-web-'));
  const cookie = await prepareLearner(dataDir);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // APP_URL is the origin the browser and practiseOnce call from (the API refuses any other).
  const server = await startServer(root, { DATA_DIR: dataDir, PORT: String(port), APP_URL: origin });
  const barePort = await freePort();
  const bare = await startBarePage(barePort);
  const screens = values.screen ?? ['bare', '/', quizScreenRoute(), '/user-journey', '/papers'];
  const people = values.who ? [values.who as 'visitor' | 'learner'] : (['visitor', 'learner'] as const);
  const table = [
    '| screen | who | performance | LCP | TBT | CLS | FCP | JS on the wire | JS gzip | runs (score) |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  try {
    await practiseOnce(origin, cookie);
    for (const screen of screens) {
      const isBare = screen === 'bare';
      for (const who of isBare ? (['visitor'] as const) : people) {
        const url = isBare ? `http://127.0.0.1:${barePort}/` : `${origin}${screen}`;
        const results: RunResult[] = [];
        for (let run = 0; run < runs; run++)
          results.push(
            await auditWithRetry(
              url,
              who === 'learner' ? cookie : undefined,
              chromePath,
              isBare ? bare.files : dist,
            ),
          );
        const m = (key: keyof Omit<RunResult, 'scripts'>) => median(results.map((r) => r[key]));
        table.push(
          `| ${isBare ? 'bare Vite page' : screen} | ${isBare ? '—' : who} | ${m('score')} | ${secs(m('lcp'))} | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${secs(m('fcp'))} | ${kb(m('jsWire'))} | ${kb(m('jsGzip'))} | ${results.map((r) => r.score).join(', ')} |`,
        );
        console.log(table.at(-1));
        if (process.env.BENCH_LOG) console.log(`  scripts: ${results[0]!.scripts.join(' ')}`);
      }
    }
  } finally {
    await bare.close();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nLighthouse 12, mobile preset (simulated throttling), ${runs} run(s) each, medians; ${os.cpus().length} cores\n`,
  );
  console.log(table.join('\n'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
