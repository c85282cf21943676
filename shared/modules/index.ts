import { administrativeVocabulary } from './administrative-vocabulary';
import { antonym } from './antonym';
import type { QuizModule } from './define';
import { lokokti } from './lokokti';
import { mcq } from './mcq';
import { muhavare } from './muhavare';
import { oneWordForMany } from './one-word-for-many';
import { paryayvachi } from './paryayvachi';
import { pratyay } from './pratyay';
import { samas } from './samas';
import { sandhi } from './sandhi';
import { sandhiViched } from './sandhi-viched';
import { shabdShudhi } from './shabd-shudhi';
import { tatsamTadbhav } from './tatsam-tadbhav';
import { upsarg } from './upsarg';
import { vakyaShudhi } from './vakya-shudhi';

/** The module registry: one entry per quiz module; a new module is one file and one line here. */
export const modules = [
  antonym,
  sandhi,
  sandhiViched,
  mcq,
  oneWordForMany,
  shabdShudhi,
  vakyaShudhi,
  paryayvachi,
  administrativeVocabulary,
  upsarg,
  pratyay,
  muhavare,
  lokokti,
  tatsamTadbhav,
  samas,
] as const satisfies readonly QuizModule[];

/**
 * Every name a module claims must be its own: keys, client routes, API paths and slugs, and
 * settings keys. Throws naming the first clash; checked when the registry loads (server and
 * client start) and in a test.
 */
export function checkRegistry(list: readonly QuizModule[]): void {
  const claims: [string, (m: QuizModule) => (string | undefined)[]][] = [
    ['key', (m) => [m.key]],
    ['route', (m) => [m.route, m.entryRoute]],
    ['API path', (m) => [m.api.fetch, m.api.submit, m.api.add, m.api.manage]],
    ['day-done slug', (m) => [m.api.dayDone]],
    ['time setting', (m) => [m.timeKey]],
    ['limit setting', (m) => [m.limitKey]],
    ['availability setting', (m) => [m.availabilityKey]],
  ];
  for (const [what, names] of claims) {
    const owner = new Map<string, string>();
    for (const m of list)
      for (const name of names(m)) {
        if (name === undefined) continue;
        const other = owner.get(name);
        if (other !== undefined && !(other === m.key && what === 'API path'))
          throw new Error(`Module registry: ${what} '${name}' is claimed by both ${other} and ${m.key}.`);
        owner.set(name, m.key);
      }
  }
}
checkRegistry(modules);

export type ModuleKey = (typeof modules)[number]['key'];

export const moduleKeys = modules.map((m) => m.key) as ModuleKey[];

const byKey = new Map<string, QuizModule>(modules.map((m) => [m.key, m]));
const byDayDone = new Map<string, QuizModule>(modules.map((m) => [m.api.dayDone, m]));

export function findModule(key: string): QuizModule | undefined {
  return byKey.get(key);
}
export function getModule(key: ModuleKey): QuizModule {
  return byKey.get(key)!;
}
export function findModuleByDayDone(slug: string): QuizModule | undefined {
  return byDayDone.get(slug);
}

export type { AnswerInput, EntryField, QuizModule, Verdict } from './define';
