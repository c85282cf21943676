import { z } from 'zod';
import { submitResponse, todayResponse } from '../../shared/api/quiz';
import { findModule, findModuleByDayDone, modules } from '../../shared/modules';
import type { AppContext, TypedApp } from '../context';
import { notFound } from '../http-errors';
import type { Engine } from '../quiz/engine';
import { fetchResponse } from '../quiz/schemas';

/** The learner's calls for every module, mounted from the registry: fetch, submit, day-done. */
export function quizRoutes(app: TypedApp, _ctx: AppContext, engine: Engine): void {
  const config = { auth: 'user' as const };
  // Fetch and submit check the session inside their one statement (server/db/functions.sql).
  const quizConfig = { auth: 'session' as const };
  const serving = { ...quizConfig, changesState: true };
  for (const module of modules) {
    const tags = [`quiz: ${module.key}`];
    app.get(
      module.api.fetch,
      { config: serving, schema: { tags, response: { 200: fetchResponse(module) } } },
      (request) => engine.fetchQuestion(request.sessionKey!, module),
    );
    app.post(
      module.api.submit,
      {
        config: quizConfig,
        schema: {
          tags,
          body: module.submission as z.ZodType<Record<string, unknown>>,
          response: { 200: submitResponse },
        },
      },
      (request) => engine.submitAnswer(request.sessionKey!, module, request.body),
    );
  }
  app.get(
    '/me/today/:module',
    {
      config,
      schema: {
        tags: ['quiz'],
        params: z.object({ module: z.string().max(40) }),
        response: { 200: todayResponse },
      },
    },
    (request) => {
      const module = findModule(request.params.module);
      if (!module) throw notFound(`No quiz module called '${request.params.module}'.`);
      return engine.todayResults(request.user!, module);
    },
  );
  app.post(
    '/quizday/:module/daydone',
    {
      config,
      schema: {
        tags: ['quiz'],
        params: z.object({ module: z.string().max(40) }),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    (request) => {
      const module = findModuleByDayDone(request.params.module);
      if (!module) throw notFound(`No quiz module called '${request.params.module}'.`);
      return engine.markDayDone(request.user!, module);
    },
  );
}
