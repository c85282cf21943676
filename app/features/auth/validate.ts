import type { z } from 'zod';
import { accountTexts } from '../../i18n/catalogue/account';
import { currentLanguage } from '../../i18n/lang';
import { localizeMessage } from '../../i18n/server-messages';
import { textsNow } from '../../i18n/texts';

export type Checked<T> = { ok: true; data: T } | { ok: false; message: string; field: string | undefined };

/**
 * Checks a form with the same zod schema the server checks the request with (shared/api/auth.ts);
 * the schema's message is shown in the interface language (app/i18n/server-messages.ts).
 */
export function check<T>(schema: z.ZodType<T>, values: unknown): Checked<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const fallback = textsNow(accountTexts).checkForm;
  return {
    ok: false,
    message: (issue && localizeMessage(issue.message, currentLanguage())) ?? fallback,
    field: issue?.path[0] === undefined ? undefined : String(issue.path[0]),
  };
}
