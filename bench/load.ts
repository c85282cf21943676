import autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Runs autocannon and reduces its result to the figures we print. */
export async function load(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ ...options });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Several load runs at once (one per server instance), summed: requests/s add up, latency takes the worst p99. */
export function combine(results: LoadResult[]): LoadResult {
  const requests = results.reduce((s, r) => s + r.requests, 0);
  return {
    requests,
    rps: results.reduce((s, r) => s + r.rps, 0),
    p50: results.reduce((s, r) => s + r.p50 * r.requests, 0) / Math.max(1, requests),
    p99: Math.max(...results.map((r) => r.p99)),
    errors: results.reduce((s, r) => s + r.errors, 0),
    non2xx: results.reduce((s, r) => s + r.non2xx, 0),
  };
}
