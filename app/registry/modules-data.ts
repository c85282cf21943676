import { type ModuleKey, type QuizModule, modules as registry } from '../../shared/modules';

/**
 * What the browser needs of a quiz module: plain data, no schemas or judges. At build time
 * vite.config.ts replaces this file with the list below as a literal, so zod and the
 * server-side judging never reach the learner's bundle; tests run it as written.
 */
export type ClientModule = Pick<
  QuizModule,
  | 'title'
  | 'titleHi'
  | 'titleHiAgrees'
  | 'icon'
  | 'instruction'
  | 'route'
  | 'entryRoute'
  | 'input'
  | 'pauseMs'
  | 'timeKey'
  | 'limitKey'
  | 'limitSetting'
  | 'adminPage'
  | 'screen'
  | 'availabilityKey'
  | 'transliterate'
  | 'promptFields'
  | 'idField'
> & {
  key: ModuleKey;
  api: Omit<QuizModule['api'], 'add'>;
  texts: Omit<QuizModule['texts'], 'addSuccess' | 'addError'>;
  /** The answer is a sentence (its entry form asks for it in a textarea): a multi-line answer box. */
  longAnswer: boolean;
};

/** Admin screens use the full registry (shared/modules), in their own chunks. */
export const modules: readonly ClientModule[] = registry.map((m) => {
  const { add: _add, ...api } = m.api;
  const { addSuccess: _s, addError: _e, ...texts } = m.texts;
  return {
    key: m.key,
    title: m.title,
    titleHi: m.titleHi,
    titleHiAgrees: m.titleHiAgrees,
    icon: m.icon,
    instruction: m.instruction,
    route: m.route,
    entryRoute: m.entryRoute,
    api,
    input: m.input,
    pauseMs: m.pauseMs,
    timeKey: m.timeKey,
    limitKey: m.limitKey,
    ...(m.limitSetting ? { limitSetting: m.limitSetting } : {}),
    ...(m.adminPage ? { adminPage: m.adminPage } : {}),
    ...(m.screen ? { screen: m.screen } : {}),
    availabilityKey: m.availabilityKey,
    transliterate: m.transliterate,
    texts,
    promptFields: m.promptFields,
    idField: m.idField,
    longAnswer: m.entry.fields.some(
      (f) => f.kind === 'textarea' && m.input.kind === 'text' && f.name === m.input.field,
    ),
  };
});
