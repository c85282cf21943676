import { describe, expect, it } from 'vitest';
import { checkRegistry, modules, type QuizModule } from '.';

/** A copy of the registry with one module's claim changed to another module's. */
const clash = (change: (first: QuizModule, second: QuizModule) => Partial<QuizModule>) => {
  const [first, second, ...rest] = modules;
  return [first!, { ...second!, ...change(first!, second!) }, ...rest] as QuizModule[];
};

describe('the module registry', () => {
  it('gives every module its own key, routes, API paths, day-done slug and settings keys', () => {
    expect(() => checkRegistry(modules)).not.toThrow();
  });

  it.each([
    ['key', (a: QuizModule) => ({ key: a.key })],
    ['route', (a: QuizModule) => ({ route: a.route })],
    ['route', (a: QuizModule) => ({ entryRoute: a.route })],
    ['API path', (a: QuizModule, b: QuizModule) => ({ api: { ...b.api, submit: a.api.fetch } })],
    ['day-done slug', (a: QuizModule, b: QuizModule) => ({ api: { ...b.api, dayDone: a.api.dayDone } })],
    ['time setting', (a: QuizModule) => ({ timeKey: a.timeKey })],
    ['limit setting', (a: QuizModule) => ({ limitKey: a.limitKey })],
    ['availability setting', (a: QuizModule) => ({ availabilityKey: a.availabilityKey })],
  ] as const)('refuses two modules claiming one %s', (what, change) => {
    expect(() => checkRegistry(clash(change))).toThrow(new RegExp(`${what} '.+' is claimed by both`));
  });
});
