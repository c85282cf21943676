import { describe, expect, it } from 'vitest';
import { paperTexts } from '../../../shared/api/papers';
import { ApiError } from '../../api/client';
import { adminPaperTexts } from '../../i18n/catalogue/admin-papers';
import { paperProblem } from './paper-problems';

const t = adminPaperTexts.en;
const refused = (status: number, message: string) => new ApiError(status, message, { message });

describe('the server’s paper refusals, said so the admin can act', () => {
  it('reads the numbers out of the server’s own texts (a changed server text fails here)', () => {
    expect(paperProblem(refused(400, paperTexts.tooFew('संधि', 3, 10)), t, 'x')).toBe(
      t.refusals.tooFew('संधि', 3, 10),
    );
    expect(paperProblem(refused(400, paperTexts.tooFew('समास', 1, 2)), t, 'x')).toBe(
      t.refusals.tooFew('समास', 1, 2),
    );
    expect(paperProblem(refused(400, paperTexts.unknownModule('nope')), t, 'x')).toBe(
      t.refusals.unknownModule('nope'),
    );
    for (const key of ['started', 'startedEdit', 'noReplacement', 'notFound', 'notInPaper'] as const)
      expect(paperProblem(refused(409, paperTexts[key]), t, 'x')).toBe(t.refusals[key]);
  });

  it('any other refusal: the server’s message, or the screen’s text when there is none', () => {
    expect(paperProblem(refused(400, 'Something else.'), t, 'fallback')).toBe('Something else.');
    expect(paperProblem(new ApiError(0, ''), t, 'fallback')).toBe('fallback');
  });
});
