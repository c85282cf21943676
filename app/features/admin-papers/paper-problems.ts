import { paperTexts } from '../../../shared/api/papers';
import { ApiError } from '../../api/client';
import { errorText } from '../../api/error-text';
import type { adminPaperTexts } from '../../i18n/catalogue/admin-papers';
import { currentLanguage } from '../../i18n/lang';
import { localizeMessage } from '../../i18n/server-messages';
import type { Messages } from '../../i18n/texts';

type Texts = Messages<(typeof adminPaperTexts)['en']>;

// The shapes of paperTexts.tooFew and .unknownModule (a test holds them to the server's texts).
const TOO_FEW = /^Section “(.+)”: the bank has (\d+) questions? with a choice form for it, (\d+) asked\.$/s;
const UNKNOWN_MODULE = /^No quiz module called '(.+)'\.$/;

const FIXED = ['started', 'startedEdit', 'noReplacement', 'notFound', 'notInPaper'] as const;

/**
 * A refused paper call in words the admin can act on: the server's paper refusals in this
 * screen's own texts (both languages), any other message as the app shows server messages.
 */
export function paperProblem(err: unknown, t: Texts, fallback: string): string {
  if (err instanceof ApiError && err.status >= 400) {
    const message = err.message;
    for (const key of FIXED) if (message === paperTexts[key]) return t.refusals[key];
    const few = TOO_FEW.exec(message);
    if (few) return t.refusals.tooFew(few[1]!, Number(few[2]), Number(few[3]));
    const unknown = UNKNOWN_MODULE.exec(message);
    if (unknown) return t.refusals.unknownModule(unknown[1]!);
  }
  return errorText(err, fallback);
}

/** A refusal that means the paper changed since it was loaded (a learner started it, a slot was redrawn). */
export const isStale = (err: unknown) =>
  err instanceof ApiError &&
  [paperTexts.started, paperTexts.startedEdit, paperTexts.notInPaper].includes(err.message);

type RuleKey = keyof Texts['rules'];
const SECTION_RULES: Record<string, RuleKey> = {
  title: 'sectionTitle',
  module: 'module',
  tags: 'tags',
  count: 'count',
};

/** The blueprint check's first issue: its own message where the interface language has it, else the field's rule. */
export function blueprintIssueText(
  issue: { path: readonly PropertyKey[]; message: string },
  t: Texts,
): string {
  const [first, index, field] = issue.path;
  const own = localizeMessage(issue.message, currentLanguage());
  if (first === 'sections' && typeof index === 'number') {
    const rule = SECTION_RULES[String(field)] ?? 'sections';
    return t.inSection(index + 1, own ?? t.rules[rule]);
  }
  const rule = (typeof first === 'string' && first in t.rules ? first : 'sections') as RuleKey;
  return own ?? t.rules[rule];
}
