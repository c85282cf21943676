import fs from 'node:fs';

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far, from /proc; 0 where /proc is missing. */
function cpuOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Process ids whose command name is `name` (the PostgreSQL server and its backends). */
function pidsNamed(name: string): number[] {
  if (!fs.existsSync('/proc')) return [];
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
      } catch {
        return false;
      }
    });
}

export interface CpuShare {
  server: number;
  postgres: number;
  loader: number;
}

/**
 * Measures the cores each side used while `work` ran: the server processes, PostgreSQL (all its
 * processes, when it runs on this machine) and this process, which runs the load generator.
 */
export async function measureCpu<T>(serverPids: number[], work: () => Promise<T>): Promise<[T, CpuShare]> {
  // Backends started during the run (pooled connections open lazily) count from zero.
  const pgBefore = new Map(pidsNamed('postgres').map((pid) => [pid, cpuOf(pid)]));
  const sum = (pids: number[]) => pids.reduce((s, pid) => s + cpuOf(pid), 0);
  const serverBefore = sum(serverPids);
  const loaderBefore = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const loader = process.cpuUsage(loaderBefore);
  const postgres = pidsNamed('postgres').reduce((s, pid) => s + cpuOf(pid) - (pgBefore.get(pid) ?? 0), 0);
  return [
    result,
    {
      server: (sum(serverPids) - serverBefore) / seconds,
      postgres: postgres / seconds,
      loader: (loader.user + loader.system) / 1e6 / seconds,
    },
  ];
}
