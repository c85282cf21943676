import { z } from 'zod';
import { modules } from '../../shared/modules';
import type { AppContext, TypedApp } from '../context';
import { learnerProgress } from '../quiz/progress';

const entry = z.object({ questionId: z.string(), correct: z.boolean() });
const score = z.object({ correct: z.number(), total: z.number() });

export function progressRoutes(app: TypedApp, ctx: AppContext): void {
  app.get(
    '/me/quiz-progress',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['progress'],
        response: {
          200: z.object({
            quizProgress: z.record(z.string(), z.record(z.string(), z.array(entry))),
            userScore: z.record(z.string(), z.record(z.string(), score)),
            // Per-day totals of the modules whose registry entry asks for them (the spec's vakyaShudhi).
            ...Object.fromEntries(
              modules
                .filter((m) => m.progressTotals)
                .map((m) => [m.key, z.record(z.string(), z.object({ total: z.number() }))]),
            ),
          }),
        },
      },
    },
    (request) => learnerProgress(ctx.db, request.user!.id, ctx.env.APP_TIMEZONE),
  );
}
