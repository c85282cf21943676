// @vitest-environment jsdom
import '../../../test/setup';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../../api/auth';
import type { MyAssignment } from '../../../api/classes';
import { classesTexts } from '../../../i18n/catalogue/classes';
import { homeTexts } from '../../../i18n/catalogue/home';
import { setLanguage } from '../../../i18n/lang';
import { modules } from '../../../registry';
import HomeScreen from '../../../routes/HomeScreen';
import { mockApi } from '../../../test/api-mock';
import { homeCalls, learner, renderWithSession, statsFixture } from '../../../test/learning-fixtures';
import { flush } from '../../../test/quiz-fixtures';

const t = classesTexts.en;
// Tests never name a quiz module: the registry's first two stand for any.
const [first, second] = [modules[0]!, modules[1]!];

let n = 0;
function assignment(over: Partial<MyAssignment>): MyAssignment {
  n += 1;
  return {
    _id: `a${n}`,
    classId: 'c1',
    className: 'कक्षा 10 ब',
    title: `Work ${n}`,
    due: '2026-03-12',
    items: [],
    createdAt: '2026-03-01T09:00:00.000Z',
    progress: { done: 0, total: 10 },
    status: 'open',
    ...over,
  };
}

const mine = () => [
  assignment({
    title: 'Sandhi and more',
    due: '2026-03-12',
    items: [
      { module: first.key, count: 10 },
      { module: second.key, count: 5 },
      { module: 'gone', count: 3 },
    ],
    progress: { done: 3, total: 15 },
  }),
  assignment({
    title: 'Finished already',
    due: '2026-03-09',
    status: 'done',
    progress: { done: 10, total: 10 },
  }),
  assignment({
    title: 'Mock test',
    due: '2026-03-08',
    status: 'late',
    paperId: '7',
    paperTitle: 'सामान्य हिंदी अभ्यास प्रश्नपत्र 1',
    progress: { done: 0, total: 1 },
  }),
];

const calls = (assignments: MyAssignment[] | (() => unknown), user: User | null = learner) => ({
  ...homeCalls(user),
  'GET /api/me/stats': () => statsFixture(),
  'GET /api/me/assignments': typeof assignments === 'function' ? assignments : () => ({ assignments }),
});

const region = () => screen.findByRole('region', { name: t.workTitle }, { timeout: 5000 });
const card = (block: HTMLElement, title: string) => within(block).getByRole('article', { name: title });

afterEach(() => {
  act(() => setLanguage('en', { remember: false }));
});

describe('the teacher’s work on home', () => {
  it('comes first, above the day’s line and the tiles: open and late work, late first, never the done', async () => {
    const api = mockApi(calls(mine()));
    await renderWithSession(<HomeScreen />);
    const block = await region();
    expect(api.callsTo('GET', '/api/me/assignments')).toHaveLength(1);
    const titles = within(block)
      .getAllByRole('article')
      .map((a) => within(a).getByRole('heading').textContent);
    expect(titles).toEqual(['Mock test', 'Sandhi and more']);

    const today = screen.getByRole('region', { name: homeTexts.en.todayRegion });
    const tile = document.querySelector(`a.tile[href="${first.route}"]`)!;
    expect(block.compareDocumentPosition(today) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(block.compareDocumentPosition(tile) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows each one’s class, due date, progress and the button that opens it', async () => {
    mockApi(calls(mine()));
    await renderWithSession(<HomeScreen />);
    const block = await region();

    const modulesWork = card(block, 'Sandhi and more');
    expect(within(modulesWork).getByText(t.className('कक्षा 10 ब'))).toBeTruthy();
    expect(within(modulesWork).getByText(t.due('12 March 2026'))).toBeTruthy();
    expect(within(modulesWork).queryByText(t.late)).toBeNull();
    expect(within(modulesWork).getByText('3/15')).toBeTruthy();
    expect(within(modulesWork).getByText(t.progressLong(3, 15))).toBeTruthy();
    expect((modulesWork.querySelector('.bar__fill') as HTMLElement).style.width).toBe('20%');
    const links = within(modulesWork).getAllByRole('link');
    // One button per module the app knows, to that module's quiz; none for a module it does not.
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      [t.item(first.title, 10), first.route],
      [t.item(second.title, 5), second.route],
    ]);

    const paper = card(block, 'Mock test');
    expect(within(paper).getByText(t.late)).toBeTruthy();
    expect(within(paper).getByText(t.wasDue('8 March 2026'))).toBeTruthy();
    expect(within(paper).getByText('सामान्य हिंदी अभ्यास प्रश्नपत्र 1')).toBeTruthy();
    expect(within(paper).getByText('0/1')).toBeTruthy();
    const open = within(paper).getByRole('link', { name: t.openPaper });
    expect(open.getAttribute('href')).toBe('/papers');
    // The button says which work it is for.
    expect(open.getAttribute('aria-describedby')).toBe(within(paper).getByRole('heading').id);
  });

  it('is not there at all without open work: no heading, no box, no space', async () => {
    const only = mine().filter((a) => a.status === 'done');
    for (const answer of [only, []]) {
      const api = mockApi(calls(answer));
      const view = await renderWithSession(<HomeScreen />);
      await flush();
      expect(api.callsTo('GET', '/api/me/assignments')).toHaveLength(1);
      expect(screen.queryByRole('region', { name: t.workTitle })).toBeNull();
      expect(document.querySelector('.assignments')).toBeNull();
      expect(screen.getByRole('region', { name: homeTexts.en.todayRegion })).toBeTruthy();
      view.unmount();
    }
  });

  it('leaves home as it was when the call fails, and never asks for a visitor', async () => {
    mockApi(calls(() => ({ status: 500, body: { message: 'down' } })));
    const view = await renderWithSession(<HomeScreen />);
    await flush();
    expect(screen.queryByRole('region', { name: t.workTitle })).toBeNull();
    expect(document.querySelector(`a.tile[href="${first.route}"]`)).toBeTruthy();
    view.unmount();

    const api = mockApi(calls(mine(), null));
    await renderWithSession(<HomeScreen />);
    await flush();
    expect(api.callsTo('GET', '/api/me/assignments')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: t.workTitle })).toBeNull();
  });

  it('speaks Hindi in the Hindi interface: the date written out, the modules by their Hindi titles', async () => {
    mockApi(calls(mine(), { ...learner, language: 'hi' }));
    await renderWithSession(<HomeScreen />);
    const hi = classesTexts.hi;
    const block = await screen.findByRole('region', { name: hi.workTitle }, { timeout: 5000 });
    const modulesWork = card(block, 'Sandhi and more');
    expect(within(modulesWork).getByText(hi.due('12 मार्च 2026'))).toBeTruthy();
    expect(within(modulesWork).getByRole('link', { name: hi.item(first.titleHi, 10) })).toBeTruthy();
    const paper = card(block, 'Mock test');
    expect(within(paper).getByText(hi.late)).toBeTruthy();
    expect(within(paper).getByText(hi.wasDue('8 मार्च 2026'))).toBeTruthy();
    expect(within(paper).getByRole('link', { name: hi.openPaper })).toBeTruthy();
  });
});
