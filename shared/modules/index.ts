import { administrativeVocabulary } from './administrative-vocabulary';
import { antonym } from './antonym';
import type { QuizModule } from './define';
import { mcq } from './mcq';
import { oneWordForMany } from './one-word-for-many';
import { paryayvachi } from './paryayvachi';
import { pratyay } from './pratyay';
import { sandhi } from './sandhi';
import { sandhiViched } from './sandhi-viched';
import { shabdShudhi } from './shabd-shudhi';
import { upsarg } from './upsarg';
import { vakyaShudhi } from './vakya-shudhi';

/** The module registry: one entry per quiz module; a twelfth module is one file and one line here. */
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
] as const satisfies readonly QuizModule[];

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
