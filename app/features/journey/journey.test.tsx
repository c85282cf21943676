// @vitest-environment jsdom
import '../../test/setup';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Missed } from '../../api/learning';
import type { Progress } from '../../api/progress';
import { journeyTexts as catalogue } from '../../i18n/catalogue/journey';
import { isoDay } from '../../lib/dates';
import JourneyScreen from '../../routes/JourneyScreen';
import { MemoryRouter } from '../../routes/router';
import { mockApi } from '../../test/api-mock';
import { statsFixture, weekEnding } from '../../test/learning-fixtures';
import { flush } from '../../test/quiz-fixtures';

const journeyTexts = catalogue.en;

const today = isoDay();
const progress: Progress = {
  quizProgress: { [today]: { sandhi: [{ questionId: '1', correct: false }] } },
  userScore: { sandhi: { [today]: { correct: 0, total: 1 } } },
  vakyaShudhi: {},
};
const missed: Missed = {
  day: today,
  rows: [
    {
      module: 'sandhi',
      _id: '11',
      prompt: 'विद्या + आलय',
      yourAnswer: 'विद्यालय़',
      correctAnswers: ['विद्यालय'],
      late: false,
      explanation: 'आ + आ = आ (दीर्घ संधि)',
    },
    {
      module: 'antonym',
      _id: '12',
      prompt: 'दिन',
      yourAnswer: null,
      correctAnswers: ['रात'],
      late: true,
      explanation: null,
    },
  ],
};

async function renderJourney(stats: unknown = statsFixture({ week: weekEnding(today, weekTallies) })) {
  const api = mockApi({
    'GET /api/me/quiz-progress': () => progress,
    'GET /api/me/stats': () => stats,
    'GET /api/me/missed': () => missed,
  });
  render(
    <MemoryRouter>
      <JourneyScreen />
    </MemoryRouter>,
  );
  await flush();
  return api;
}
const weekTallies: [number, number][] = [
  [0, 0],
  [10, 8],
  [12, 9],
  [0, 0],
  [10, 10],
  [11, 7],
  [7, 5],
];
const figure = (label: string) => screen.getByText(label).closest('div')!.querySelector('dd')!.textContent;

describe('the journey with the learning loop', () => {
  it('shows the streak: current, best and freezes', async () => {
    await renderJourney();
    expect(figure(journeyTexts.current)).toBe('3 days');
    expect(figure(journeyTexts.best)).toBe('5 days');
    expect(figure(journeyTexts.freezes)).toBe('1');
  });

  it("shows this week's totals, day by day", async () => {
    await renderJourney();
    const week = screen.getByRole('region', { name: journeyTexts.week });
    expect(within(week).getByText(journeyTexts.weekTotal(50, 39))).toBeTruthy();
    const days = within(week).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    const weekday = new Date().toLocaleDateString('en-IN', { weekday: 'long' });
    expect(days[6]!.textContent).toContain(`${weekday}: 5 of 7 right`);
    expect(days[3]!.textContent).toContain(': no answers');
  });

  it('shows the accuracy per module, from the totals', async () => {
    await renderJourney();
    const table = screen.getByRole('table', { name: journeyTexts.accuracy });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    // In the registry's order.
    expect(rows).toEqual([
      ['विलोम शब्दAntonyms', '2 / 8', '25%'],
      ['संधिSandhi', '30 / 40', '75%'],
    ]);
  });

  it('lists the questions missed on the chosen day, each opening to its explanation', async () => {
    const api = await renderJourney();
    fireEvent.click(document.querySelector('.react-calendar__tile.has-progress')!);
    await flush();
    const asked = api.fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((u) => u.includes('/me/missed'));
    expect(asked).toEqual([`/api/me/missed?day=${today}`]);
    const section = screen.getByRole('region', { name: journeyTexts.missed });
    expect(within(section).getByText('विद्या + आलय', { exact: false })).toBeTruthy();
    expect(within(section).getByText('दिन')).toBeTruthy();
    const why = within(section).getByText('आ + आ = आ (दीर्घ संधि)');
    expect(why.closest('tr')!.hidden).toBe(true);
    fireEvent.click(within(section).getByRole('button', { name: /विद्या \+ आलय/ }));
    expect(why.closest('tr')!.hidden).toBe(false);
    // Back to the calendar, the day's misses go.
    fireEvent.click(screen.getByRole('button', { name: 'Back to Calendar' }));
    expect(screen.queryByRole('region', { name: journeyTexts.missed })).toBeNull();
  });

  it('says when nothing was missed that day', async () => {
    const api = await renderJourney();
    api.fetchMock.mockClear();
    mockApi({
      'GET /api/me/quiz-progress': () => progress,
      'GET /api/me/stats': () => statsFixture(),
      'GET /api/me/missed': () => ({ day: today, rows: [] }),
    });
    fireEvent.click(document.querySelector('.react-calendar__tile.has-progress')!);
    await flush();
    expect(screen.getByText(journeyTexts.noneMissed)).toBeTruthy();
  });

  it('keeps the calendar and module history when the stats call fails', async () => {
    await renderJourney({ status: 500, body: { message: 'x' } });
    expect(document.querySelector('.react-calendar__tile.has-progress')).toBeTruthy();
    expect(screen.queryByText(journeyTexts.current)).toBeNull();
  });
});
