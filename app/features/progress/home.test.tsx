// @vitest-environment jsdom
import '../../test/setup';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeTexts } from '../../i18n/catalogue/home';
import { moduleByKey, modules } from '../../registry';
import HomeScreen from '../../routes/HomeScreen';
import { mockApi } from '../../test/api-mock';
import { homeCalls, learner, renderWithSession, statsFixture } from '../../test/learning-fixtures';

const progressTexts = homeTexts.en;

const tileOf = (key: Parameters<typeof moduleByKey>[0]) =>
  document.querySelector<HTMLElement>(`a.tile[href="${moduleByKey(key).route}"]`)!;

describe('home with the learning loop', () => {
  it("makes one stats call and shows the review tile, the streak and today's goal, and each module's day", async () => {
    const api = mockApi({ ...homeCalls(learner), 'GET /api/me/stats': () => statsFixture() });
    await renderWithSession(<HomeScreen />);
    expect(api.callsTo('GET', '/api/me/stats')).toHaveLength(1);

    const review = screen.getByRole('link', { name: new RegExp(progressTexts.reviewTile) });
    expect(review.getAttribute('href')).toBe('/review');
    expect(within(review).getByText('2 due')).toBeTruthy();
    expect(screen.getByText('🔥 3 · 7/10 today')).toBeTruthy();
    expect(screen.getByText(progressTexts.streakSentence(3, 7, 10, false))).toBeTruthy();

    expect(within(tileOf('sandhi')).getByText('7/10')).toBeTruthy();
    expect(within(tileOf('sandhi')).queryByText(progressTexts.done)).toBeNull();
    expect(within(tileOf('antonym')).getByText('1/1')).toBeTruthy();
    expect(within(tileOf('antonym')).getByText(progressTexts.done)).toBeTruthy();
    // A module without answers yet starts the day at nought.
    expect(within(tileOf('mcq')).getByText('0/10')).toBeTruthy();
  });

  it('says when nothing is due and when the goal is met', async () => {
    mockApi({
      ...homeCalls(learner),
      'GET /api/me/stats': () =>
        statsFixture({
          review: { due: 0 },
          today: { answered: 12, correct: 9, goal: 10 },
          streak: { current: 4, best: 5, freezes: 1, todayCounts: true },
        }),
    });
    await renderWithSession(<HomeScreen />);
    expect(screen.getByText(progressTexts.nothingDue)).toBeTruthy();
    expect(screen.getByText('🔥 4 · 12/10 today ✓')).toBeTruthy();
  });

  it("shows a pro learner's answers today without a limit", async () => {
    const stats = statsFixture();
    stats.modules.sandhi!.today.limit = 'Unlimited';
    mockApi({ ...homeCalls({ ...learner, pro: true }), 'GET /api/me/stats': () => stats });
    await renderWithSession(<HomeScreen />);
    expect(within(tileOf('sandhi')).getByText(progressTexts.answeredToday(7))).toBeTruthy();
  });

  it('shows a visitor the home as before: no stats call, no review tile, no streak', async () => {
    const api = mockApi({ ...homeCalls(null), 'GET /api/me/stats': () => statsFixture() });
    await renderWithSession(<HomeScreen />);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(modules.length);
    expect(api.callsTo('GET', '/api/me/stats')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: new RegExp(progressTexts.reviewTile) })).toBeNull();
    expect(screen.queryByText(/🔥/)).toBeNull();
    expect(within(tileOf('sandhi')).queryByText('0/10')).toBeNull();
  });

  it('keeps the home as before when the stats call fails', async () => {
    mockApi({ ...homeCalls(learner), 'GET /api/me/stats': () => ({ status: 500, body: { message: 'x' } }) });
    await renderWithSession(<HomeScreen />);
    expect(tileOf('sandhi')).toBeTruthy();
    expect(screen.queryByText(/🔥/)).toBeNull();
    expect(within(tileOf('sandhi')).getByText('Daily Limit: 10')).toBeTruthy();
  });
});
