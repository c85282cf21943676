import { z } from 'zod';
import type { QuizModule } from '../../shared/modules';
import { listFields } from '../../shared/questions';
import { UNLIMITED } from '../../shared/settings';

const text = z.string();
const list = z.array(z.string());

/** Response schemas (transform-free, for the serializer and the OpenAPI document). */
export function questionResponse(module: QuizModule) {
  const lists = listFields(module);
  return z.object({
    _id: z.string(),
    ...Object.fromEntries(module.promptFields.map((f) => [f, lists.has(f) ? list : text])),
  });
}

export function adminRowResponse(module: QuizModule) {
  const lists = listFields(module);
  return z.object({
    _id: z.string(),
    ...Object.fromEntries(
      [...module.promptFields, ...module.answerFields].map((f) => [f, lists.has(f) ? list : text]),
    ),
    ...(module.hasDay ? { day: z.number().nullable() } : {}),
    explanation: z.string(),
  });
}

export const limitSchema = z.union([z.number(), z.literal(UNLIMITED)]);

export function fetchResponse(module: QuizModule) {
  return z.union([
    z.object({
      question: questionResponse(module),
      lastQuestion: z.boolean(),
      attempted: z.number(),
      limit: limitSchema,
    }),
    z.object({ endOfDay: z.literal(true), message: z.string() }),
  ]);
}

export const submitResponse = z.object({
  correct: z.boolean(),
  correctAnswers: z.array(z.string()),
  alreadyAnswered: z.boolean(),
  lastQuestion: z.boolean(),
  explanation: z.string().optional(),
});

export const importReport = z.object({
  imported: z.number(),
  skipped: z.array(z.object({ line: z.number(), reason: z.string() })),
  errors: z.array(z.object({ line: z.number(), message: z.string() })),
});
