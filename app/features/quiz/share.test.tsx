// @vitest-environment jsdom
import '../../test/setup';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TodayRow } from '../../api/quiz';
import { quizTexts as catalogue } from '../../i18n/catalogue/quiz';
import { moduleByKey } from '../../registry';
import { mockApi } from '../../test/api-mock';
import { flush, renderRound } from '../../test/quiz-fixtures';

const quizTexts = catalogue.en;

const sandhi = moduleByKey('sandhi');
const row = (correct: boolean, id: string): TodayRow => ({
  _id: id,
  prompt: `प्रश्न${id}`,
  yourAnswer: 'उत्तर',
  correctAnswers: ['उत्तर'],
  correct,
  late: false,
  explanation: null,
});

/** A module already over today: the round opens on its results (two answers, one right). */
async function renderResults(rows = [row(true, '1'), row(false, '2')]) {
  mockApi({
    [`GET /api/me/today/${sandhi.key}`]: () => ({ rows, correct: 1, total: rows.length, endOfDay: true }),
  });
  await renderRound(sandhi);
}

/** Gives the phone a share sheet and a clipboard (jsdom has neither), for one test. */
function stubNavigator(parts: { share?: unknown; clipboard?: unknown }) {
  for (const [name, value] of Object.entries(parts))
    Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

const shareText = 'I scored 1/2 in संधि on Sopan';

describe('sharing a score from the results', () => {
  afterEach(() => {
    for (const name of ['share', 'clipboard']) Reflect.deleteProperty(navigator, name);
  });

  it("opens the phone's share sheet with the score, the module and the app's address", async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    stubNavigator({ share, clipboard: { writeText } });
    await renderResults();
    fireEvent.click(screen.getByRole('button', { name: quizTexts.share }));
    await flush();
    expect(share).toHaveBeenCalledWith({ text: shareText, url: `${window.location.origin}/` });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the text and link to the clipboard where there is no share sheet, and says so', async () => {
    const writeText = vi.fn(async () => {});
    stubNavigator({ clipboard: { writeText } });
    await renderResults();
    fireEvent.click(screen.getByRole('button', { name: quizTexts.share }));
    await flush();
    expect(writeText).toHaveBeenCalledWith(`${shareText} ${window.location.origin}/`);
    expect(screen.getByText(quizTexts.copied)).toBeTruthy();
  });

  it('does nothing more when the learner closes the share sheet', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('cancelled', 'AbortError');
    });
    const writeText = vi.fn(async () => {});
    stubNavigator({ share, clipboard: { writeText } });
    await renderResults();
    fireEvent.click(screen.getByRole('button', { name: quizTexts.share }));
    await flush();
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText(quizTexts.copied)).toBeNull();
  });

  it('copies when the share sheet refuses, and says when it cannot copy either', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('no', 'NotAllowedError');
    });
    const writeText = vi.fn(async () => {});
    stubNavigator({ share, clipboard: { writeText } });
    await renderResults();
    fireEvent.click(screen.getByRole('button', { name: quizTexts.share }));
    await flush();
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(screen.getByText(quizTexts.copied)).toBeTruthy();

    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: quizTexts.share }));
    await flush();
    expect(screen.getByText(quizTexts.copyFailed(`${shareText} ${window.location.origin}/`))).toBeTruthy();
  });

  it('offers no share without an answer', async () => {
    await renderResults([]);
    expect(screen.queryByRole('button', { name: quizTexts.share })).toBeNull();
  });
});
