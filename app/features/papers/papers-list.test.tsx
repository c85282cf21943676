// @vitest-environment jsdom
import '../../test/setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paperTexts } from '../../../shared/api/papers';
import { homeTexts } from '../../i18n/catalogue/home';
import { papersTexts } from '../../i18n/catalogue/papers';
import { setLanguage } from '../../i18n/lang';
import HomeScreen from '../../routes/HomeScreen';
import { mockApi } from '../../test/api-mock';
import { homeCalls, learner, renderWithSession, statsFixture } from '../../test/learning-fixtures';
import { attemptPath, paperSummary, renderPapers, runningAttempt } from '../../test/paper-fixtures';
import { flush } from '../../test/quiz-fixtures';

const t = papersTexts.en;

/** Three papers: never sat, one running, one submitted (scored 12.5). */
const threePapers = () => ({
  papers: [
    paperSummary({ _id: '7', title: 'प्रश्नपत्र 1' }),
    paperSummary({
      _id: '8',
      title: 'प्रश्नपत्र 2',
      marksWrong: 0,
      attempt: { _id: 'a8000000-0000-4000-8000-000000000008', status: 'running' },
    }),
    paperSummary({
      _id: '9',
      title: 'प्रश्नपत्र 3',
      attempt: { _id: 'a9000000-0000-4000-8000-000000000009', status: 'submitted', score: 12.5 },
    }),
  ],
});

const card = (title: string) => screen.getByRole('article', { name: title });

afterEach(() => {
  act(() => setLanguage('en', { remember: false }));
});

describe('the papers list', () => {
  it('shows each paper’s questions, minutes, marking and sections, and the button its attempt calls for', async () => {
    mockApi({ 'GET /api/papers': threePapers });
    await renderPapers('/papers');
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();

    const fresh = card('प्रश्नपत्र 1');
    expect(within(fresh).getByText('सामान्य हिंदी')).toBeTruthy();
    expect(within(fresh).getByText(t.questions(50))).toBeTruthy();
    expect(within(fresh).getByText(t.minutes(30))).toBeTruthy();
    expect(within(fresh).getByText('+1 / −0.25')).toBeTruthy();
    expect(within(fresh).getByText(t.marksLong('1', '0.25'))).toBeTruthy();
    expect(within(fresh).getByText('विलोम शब्द (25) · संधि (25)')).toBeTruthy();
    expect(
      within(fresh)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([t.start]);
    expect(within(fresh).queryByRole('link')).toBeNull();

    const running = card('प्रश्नपत्र 2');
    expect(within(running).getByText(t.noNegative('1'))).toBeTruthy();
    expect(within(running).getByText(t.running)).toBeTruthy();
    expect(within(running).queryByRole('button')).toBeNull();
    const resume = within(running).getByRole('link', { name: t.resume });
    expect(resume.getAttribute('href')).toBe('/papers/attempt/a8000000-0000-4000-8000-000000000008');
    // Every paper's button says which paper it is for.
    expect(resume.getAttribute('aria-describedby')).toBe(
      within(running).getByRole('heading', { name: 'प्रश्नपत्र 2' }).id,
    );

    const done = card('प्रश्नपत्र 3');
    expect(within(done).getByText(t.lastScore('12.5'))).toBeTruthy();
    expect(within(done).getByRole('link', { name: t.seeResult }).getAttribute('href')).toBe(
      '/papers/attempt/a9000000-0000-4000-8000-000000000009',
    );
    expect(within(done).getByRole('button', { name: t.sitAgain })).toBeTruthy();
    expect(within(done).getByText(t.practiceNote)).toBeTruthy();
  });

  it('Start starts the attempt and opens its first question, without asking for the paper again', async () => {
    const api = mockApi({
      'GET /api/papers': threePapers,
      'POST /api/papers/7/start': () => runningAttempt(),
      [`GET ${attemptPath}`]: () => runningAttempt(),
    });
    await renderPapers('/papers');
    fireEvent.click(within(card('प्रश्नपत्र 1')).getByRole('button', { name: t.start }));
    await flush();
    expect(api.callsTo('POST', '/api/papers/7/start')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Question 1 of 5' })).toBeTruthy();
    expect(api.callsTo('GET', attemptPath)).toHaveLength(0);
    expect(screen.getByRole('timer').textContent).toBe('30:00');
  });

  it('Sit again starts a new attempt; a refusal is shown on the paper, in the server’s words', async () => {
    let refuse = true;
    const api = mockApi({
      'GET /api/papers': threePapers,
      'POST /api/papers/9/start': () =>
        refuse
          ? { status: 404, body: { error: 'Not Found', message: paperTexts.notFound } }
          : runningAttempt(),
    });
    await renderPapers('/papers');
    const done = card('प्रश्नपत्र 3');
    fireEvent.click(within(done).getByRole('button', { name: t.sitAgain }));
    await flush();
    expect(within(done).getByRole('alert').textContent).toBe(paperTexts.notFound);
    refuse = false;
    fireEvent.click(within(done).getByRole('button', { name: t.sitAgain }));
    await flush();
    expect(api.callsTo('POST', '/api/papers/9/start')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Question 1 of 5' })).toBeTruthy();
  });

  it('says when there are no papers yet, and offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/papers': () => (fail ? { status: 500, body: { message: 'down' } } : { papers: [] }),
    });
    await renderPapers('/papers');
    expect(screen.getByRole('alert').textContent).toBe(t.fetchError);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    await flush();
    expect(screen.getByText(t.none)).toBeTruthy();
  });

  it('speaks Hindi', async () => {
    act(() => setLanguage('hi', { remember: false }));
    const hi = papersTexts.hi;
    mockApi({ 'GET /api/papers': threePapers });
    await renderPapers('/papers');
    expect(screen.getByRole('heading', { level: 1, name: hi.title })).toBeTruthy();
    const fresh = card('प्रश्नपत्र 1');
    expect(within(fresh).getByText('50 प्रश्न')).toBeTruthy();
    expect(within(fresh).getByText('30 मिनट')).toBeTruthy();
    expect(within(fresh).getByText('सही उत्तर पर 1 अंक, गलत उत्तर पर 0.25 अंक कटेंगे')).toBeTruthy();
    expect(within(fresh).getByRole('button', { name: hi.start })).toBeTruthy();
    expect(within(card('प्रश्नपत्र 2')).getByRole('link', { name: hi.resume })).toBeTruthy();
    expect(within(card('प्रश्नपत्र 3')).getByRole('button', { name: hi.sitAgain })).toBeTruthy();
  });
});

describe('the papers tile on home', () => {
  const tileName = new RegExp(homeTexts.en.papersTitle);

  it('takes a logged-in learner to the papers', async () => {
    mockApi({ ...homeCalls(learner), 'GET /api/me/stats': () => statsFixture() });
    await renderWithSession(<HomeScreen />);
    const tile = screen.getByRole('link', { name: tileName });
    expect(tile.getAttribute('href')).toBe('/papers');
    expect(tile.textContent).toContain(homeTexts.en.papersSubtitle);
  });

  it('is not shown to a visitor', async () => {
    mockApi(homeCalls(null));
    await renderWithSession(<HomeScreen />);
    expect(screen.queryByRole('link', { name: tileName })).toBeNull();
  });

  it('speaks Hindi', async () => {
    mockApi({ ...homeCalls({ ...learner, language: 'hi' }), 'GET /api/me/stats': () => statsFixture() });
    await renderWithSession(<HomeScreen />);
    expect(screen.getByRole('link', { name: tileName }).textContent).toContain(homeTexts.hi.papersSubtitle);
  });
});
