import { z } from 'zod';
import { endOfDaySchema, servedSchema } from '../../shared/api/quiz';
import type { QuizModule } from '../../shared/modules';
import { listFields } from '../../shared/question-rows';

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
    tags: z.array(z.string()),
    ...(module.ownOptions ? {} : { distractors: z.array(z.string()) }),
  });
}

export function fetchResponse(module: QuizModule) {
  return z.union([servedSchema(questionResponse(module)), endOfDaySchema]);
}

export const importReport = z.object({
  imported: z.number(),
  skipped: z.array(z.object({ line: z.number(), reason: z.string() })),
  errors: z.array(z.object({ line: z.number(), message: z.string() })),
});
