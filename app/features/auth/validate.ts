import type { z } from 'zod';

export type Checked<T> = { ok: true; data: T } | { ok: false; message: string; field: string | undefined };

/** Checks a form with the same zod schema the server checks the request with (shared/api/auth.ts). */
export function check<T>(schema: z.ZodType<T>, values: unknown): Checked<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  return {
    ok: false,
    message: issue?.message ?? 'Please check the form.',
    field: issue?.path[0] === undefined ? undefined : String(issue.path[0]),
  };
}
