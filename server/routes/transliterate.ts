import { z } from 'zod';
import { type ModuleKey, moduleKeys } from '../../shared/modules';
import type { AppContext, TypedApp } from '../context';
import { badRequest } from '../http-errors';
import { TranslitInputError } from '../translit/index';
import type { TranslitService } from '../translit/service';

export function transliterateRoutes(app: TypedApp, _ctx: AppContext, translit: TranslitService): void {
  app.get(
    '/transliterate',
    {
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags: ['transliteration'],
        querystring: z.object({
          text: z.string({ message: 'text is required.' }).max(50, 'text must be at most 50 characters.'),
          num: z.coerce
            .number({ message: 'num must be a number.' })
            .int('num must be a whole number.')
            .min(1, 'num must be at least 1.')
            .max(10, 'num must be at most 10.')
            .default(5),
          /** The module being answered: its registry `suggest` (upsarg's affixes first) applies. */
          module: z
            .enum(moduleKeys as [ModuleKey, ...ModuleKey[]], { message: 'module must be a quiz module key.' })
            .optional(),
        }),
        response: { 200: z.object({ suggestions: z.array(z.string()) }) },
      },
    },
    async (request) => {
      try {
        return {
          suggestions: await translit.suggest(request.query.text, request.query.num, request.query.module),
        };
      } catch (err) {
        if (err instanceof TranslitInputError)
          throw badRequest(`Cannot transliterate this text: ${err.message}.`);
        throw err;
      }
    },
  );
}
