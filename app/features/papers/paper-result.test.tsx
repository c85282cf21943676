// @vitest-environment jsdom
import '../../test/setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { papersTexts } from '../../i18n/catalogue/papers';
import { setLanguage } from '../../i18n/lang';
import { mockApi } from '../../test/api-mock';
import { attemptPath, paperResult, renderPapers } from '../../test/paper-fixtures';
import { flush } from '../../test/quiz-fixtures';

const t = papersTexts.en;

/** A figure of the summary by its label: its value as shown. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

const items = () =>
  screen.getAllByRole('listitem').filter((li) => li.classList.contains('paper-review__item'));

/** Gives the phone a share sheet and a clipboard (jsdom has neither), for one test. */
function stubNavigator(parts: { share?: unknown; clipboard?: unknown }) {
  for (const [name, value] of Object.entries(parts))
    Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  act(() => setLanguage('en', { remember: false }));
  for (const name of ['share', 'clipboard']) Reflect.deleteProperty(navigator, name);
});

describe('the result of a paper', () => {
  it('shows the score, the rank "12 / 340", the percentile, the top and average scores and the tallies', async () => {
    mockApi({ [`GET ${attemptPath}`]: () => paperResult() });
    await renderPapers();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('सामान्य हिंदी अभ्यास प्रश्नपत्र 1');
    expect(screen.getByText('2.75 / 5')).toBeTruthy();
    expect(screen.getByText(t.scoreLong('2.75', '5'))).toBeTruthy();
    expect(figure(t.rank)).toBe(`12 / 340${t.rankLong(12, 340)}`);
    expect(figure(t.percentile)).toBe('86.47');
    expect(figure(t.topScore)).toBe('5');
    expect(figure(t.averageScore)).toBe('2.31');
    expect(figure(t.correct)).toBe('3');
    expect(figure(t.wrong)).toBe('1');
    expect(figure(t.unanswered)).toBe('1');
    expect(screen.queryByText(new RegExp(t.practice))).toBeNull();
  });

  it('a later attempt says it is practice and where its score would stand', async () => {
    mockApi({ [`GET ${attemptPath}`]: () => paperResult({ ranked: false, rank: 40, of: 340 }) });
    await renderPapers();
    expect(screen.getByText(`${t.practice} ${t.wouldStand(40, 340)}`)).toBeTruthy();
    expect(screen.queryByText(t.rank, { selector: 'dt' })).toBeNull();
  });

  it('has a row per section: right, wrong, unanswered and score', async () => {
    mockApi({ [`GET ${attemptPath}`]: () => paperResult() });
    await renderPapers();
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      [t.sectionColumn, t.correct, t.wrong, t.unanswered, t.score],
      ['विलोम शब्द', '1', '1', '1', '0.75'],
      ['संधि', '2', '0', '0', '2'],
    ]);
  });

  it('lists every question in the server’s order, mistakes first, with the choice, the key and the explanation', async () => {
    mockApi({ [`GET ${attemptPath}`]: () => paperResult() });
    await renderPapers();
    const list = items();
    expect(list.map((li) => within(li).getByText(/^निर्देश/).textContent)).toEqual([
      'निर्देश12',
      'निर्देश13',
      'निर्देश11',
      'निर्देश21',
      'निर्देश22',
    ]);

    const [wrong, skipped, right] = list;
    expect(within(wrong!).getByText(t.wrong)).toBeTruthy();
    const wrongOption = (text: string) => within(wrong!).getByText(text).closest('li')!;
    expect(within(wrongOption('उत्तर12-0')).getByText(t.yourAnswer)).toBeTruthy();
    expect(within(wrongOption('उत्तर12-0')).queryByText(t.rightAnswer)).toBeNull();
    expect(within(wrongOption('उत्तर12-2')).getByText(t.rightAnswer)).toBeTruthy();
    expect(within(wrong!).getByText('व्याख्या12')).toBeTruthy();
    expect(within(wrong!).getByText('C')).toBeTruthy();

    expect(within(skipped!).getByText(t.unanswered)).toBeTruthy();
    expect(within(skipped!).getByText(t.notAnswered)).toBeTruthy();
    expect(within(skipped!).getByText('उत्तर13-1').closest('li')!.textContent).toContain(t.rightAnswer);
    expect(within(skipped!).queryByText(t.yourAnswer)).toBeNull();

    const rightOption = within(right!).getByText('उत्तर11-3').closest('li')!;
    expect(within(right!).getByText(t.correct)).toBeTruthy();
    expect(within(rightOption).getByText(t.yourAnswer)).toBeTruthy();
    expect(within(rightOption).getByText(t.rightAnswer)).toBeTruthy();
  });

  it('shares with the phone’s share sheet when there is one', async () => {
    const share = vi.fn(async () => {});
    stubNavigator({ share });
    mockApi({ [`GET ${attemptPath}`]: () => paperResult() });
    await renderPapers();
    fireEvent.click(screen.getByRole('button', { name: t.share }));
    await flush();
    expect(share).toHaveBeenCalledWith({
      text: `${t.shareText('2.75', '5', 'सामान्य हिंदी अभ्यास प्रश्नपत्र 1')}${t.shareRank(12, 340)}`,
      url: `${window.location.origin}/papers`,
    });
  });

  it('copies a short text where there is no share sheet, and says so', async () => {
    const writeText = vi.fn(async () => {});
    stubNavigator({ clipboard: { writeText } });
    mockApi({ [`GET ${attemptPath}`]: () => paperResult({ ranked: false }) });
    await renderPapers();
    fireEvent.click(screen.getByRole('button', { name: t.share }));
    await flush();
    expect(writeText).toHaveBeenCalledWith(
      `${t.shareText('2.75', '5', 'सामान्य हिंदी अभ्यास प्रश्नपत्र 1')} ${window.location.origin}/papers`,
    );
    expect(screen.getByText(t.copied)).toBeTruthy();
  });

  it('speaks Hindi, options lettered क ख ग घ', async () => {
    act(() => setLanguage('hi', { remember: false }));
    const hi = papersTexts.hi;
    mockApi({ [`GET ${attemptPath}`]: () => paperResult() });
    await renderPapers();
    expect(screen.getByRole('heading', { name: hi.result })).toBeTruthy();
    expect(screen.getByText(hi.rankLong(12, 340))).toBeTruthy();
    expect(screen.getByText(hi.percentile, { selector: 'dt' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: hi.sectionsTitle })).toBeTruthy();
    const [wrong] = items();
    expect(within(wrong!).getByText(hi.wrong)).toBeTruthy();
    expect(within(wrong!).getByText('ग').closest('li')!.textContent).toContain(hi.rightAnswer);
    expect(screen.getByRole('link', { name: hi.allPapers }).getAttribute('href')).toBe('/papers');
  });
});
