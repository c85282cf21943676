import { afterEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/helpers/app';

/** Issue 23 item 9: a quiet log — requests at debug, so the default info level shows none. */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

it.each([
  ['info', 0],
  ['debug', 2],
] as const)('at LOG_LEVEL=%s a request writes %i log lines', async (level, lines) => {
  const log: string[] = [];
  t = await createTestApp('pglite', {}, { log: (line) => log.push(line), logLevel: level });
  log.length = 0;
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  const requestLines = log.filter((l) => /"(incoming request|request completed)"/.test(l));
  expect(requestLines).toHaveLength(lines);
  if (lines) expect(requestLines.join('')).toContain('/api/health');
});
