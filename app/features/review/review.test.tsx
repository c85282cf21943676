// @vitest-environment jsdom
import '../../test/setup';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReviewFetch, ReviewSubmit } from '../../api/learning';
import { reviewTexts as catalogue } from '../../i18n/catalogue/review';
import { type ClientModule, moduleByKey } from '../../registry';
import ReviewScreen from '../../routes/ReviewScreen';
import { MemoryRouter } from '../../routes/router';
import { mockApi } from '../../test/api-mock';
import { flush, servedQuestion } from '../../test/quiz-fixtures';

const reviewTexts = catalogue.en;

import { moduleTexts } from '../../../shared/modules/texts';

const en = moduleTexts.en;

const antonym = moduleByKey('antonym');
const mcq = moduleByKey('mcq');
const sandhiViched = moduleByKey('sandhiViched');

/** A due card of a module, as GET /api/review answers it. */
const due = (module: ClientModule, id: number, remaining: number): ReviewFetch => ({
  question: { ...servedQuestion(module, id), module: module.key },
  remaining,
  secondsLeft: 60,
});
const verdict = (extra: Partial<ReviewSubmit> = {}): ReviewSubmit => ({
  correct: true,
  correctAnswers: ['सही'],
  explanation: null,
  alreadyAnswered: false,
  nextDueAt: new Date(Date.now() + 86_400_000).toISOString(),
  ...extra,
});
const done = (nextDueAt: string | null, limitReached = false): ReviewFetch => ({
  done: true,
  nextDueAt,
  limitReached,
});

/** GET /api/review answers the cards in turn, then `end`. */
function serve(cards: ReviewFetch[], submit: (body: unknown) => unknown, end = done(null)) {
  let served = 0;
  return mockApi({
    'GET /api/review': () => cards[served++] ?? end,
    'POST /api/review/submit': (call) => submit(call.body),
  });
}

async function renderReview() {
  render(
    <MemoryRouter>
      <ReviewScreen />
    </MemoryRouter>,
  );
  await flush();
}

describe('the review screen', () => {
  it("shows one due question with its module's title, its own answer box and how many are left, without a clock", async () => {
    serve([due(antonym, 5, 2)], () => verdict());
    await renderReview();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toContain(reviewTexts.title);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain(antonym.titleHi);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain(antonym.title);
    expect(screen.getByText('प्रश्न5')).toBeTruthy();
    expect(screen.getByText('2 left')).toBeTruthy();
    expect(screen.getByLabelText('Antonym')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it("sends the module's own submission with its key, shows the verdict and explanation, and Next brings the next card", async () => {
    const api = serve([due(antonym, 5, 2), due(mcq, 7, 1)], (body) =>
      (body as { module: string }).module === 'antonym'
        ? verdict({ correct: false, correctAnswers: ['रात'], explanation: 'दिन का विलोम रात' })
        : verdict(),
    );
    await renderReview();
    const submit = screen.getByRole('button', { name: reviewTexts.submit }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Antonym'), { target: { value: ' शाम ' } });
    fireEvent.click(submit);
    await flush();
    expect(api.callsTo('POST', '/api/review/submit')[0]!.body).toEqual({
      module: 'antonym',
      wordId: '5',
      answer: 'शाम',
    });
    expect(screen.getByText(`${en[antonym.texts.incorrect]}रात`)).toBeTruthy();
    expect(screen.getByText('दिन का विलोम रात')).toBeTruthy();
    // Reviews wait for Next: nothing moves on by itself.
    expect(api.callsTo('GET', '/api/review')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: reviewTexts.next }));
    await flush();
    expect(api.callsTo('GET', '/api/review')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain(mcq.titleHi);
    expect(screen.getByText('1 left')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'ख7' }));
    fireEvent.click(screen.getByRole('button', { name: reviewTexts.submit }));
    await flush();
    expect(api.callsTo('POST', '/api/review/submit')[1]!.body).toEqual({
      module: 'mcq',
      mcqId: '7',
      answer: 'ख7',
    });
    expect(screen.getByText(en[mcq.texts.correct])).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: reviewTexts.finish }));
    await flush();
    expect(screen.getByText(reviewTexts.caughtUp)).toBeTruthy();
  });

  it('a pair module asks for both parts before sending, as in its round', async () => {
    const api = serve([due(sandhiViched, 3, 1)], () => verdict());
    await renderReview();
    const [first, second] = sandhiViched.input.kind === 'pair' ? sandhiViched.input.labels : [];
    fireEvent.change(screen.getByLabelText(en[first!]), { target: { value: 'विद्या' } });
    fireEvent.click(screen.getByRole('button', { name: reviewTexts.submit }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('Please fill in both parts.');
    expect(api.callsTo('POST', '/api/review/submit')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(en[second!]), { target: { value: 'आलय' } });
    fireEvent.click(screen.getByRole('button', { name: reviewTexts.submit }));
    await flush();
    expect(api.callsTo('POST', '/api/review/submit')[0]!.body).toEqual({
      module: 'sandhiViched',
      sandhiVichedId: '3',
      answer1: 'विद्या',
      answer2: 'आलय',
    });
  });

  it('says all caught up, and when the next card is due', async () => {
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    tomorrow.setHours(9, 30, 0, 0);
    serve([], () => verdict(), done(tomorrow.toISOString()));
    await renderReview();
    expect(screen.getByText(reviewTexts.caughtUp)).toBeTruthy();
    expect(screen.getByText(/next review is due tomorrow at 9:30/i)).toBeTruthy();
    expect(screen.getByRole('link', { name: reviewTexts.home }).getAttribute('href')).toBe('/');
  });

  it('says so when there are no cards at all', async () => {
    serve([], () => verdict(), done(null));
    await renderReview();
    expect(screen.getByText(reviewTexts.caughtUp)).toBeTruthy();
    expect(screen.getByText(reviewTexts.noCards)).toBeTruthy();
  });

  it("tells a free learner who has used today's reviews, not that they are caught up", async () => {
    serve([], () => verdict(), done(new Date().toISOString(), true));
    await renderReview();
    expect(screen.getByText(reviewTexts.limitReached)).toBeTruthy();
    expect(screen.queryByText(reviewTexts.caughtUp)).toBeNull();
  });

  it("ends on the limit when the server refuses an answer for today's reviews (409)", async () => {
    serve([due(antonym, 5, 3)], () => ({
      status: 409,
      body: { error: 'Conflict', message: "You have used today's reviews. Come back tomorrow!" },
    }));
    await renderReview();
    fireEvent.change(screen.getByLabelText('Antonym'), { target: { value: 'रात' } });
    fireEvent.click(screen.getByRole('button', { name: reviewTexts.submit }));
    await flush();
    expect(screen.getByText(reviewTexts.limitReached)).toBeTruthy();
  });

  it('keeps the answer and says so when sending fails, so the learner can try again', async () => {
    let fail = true;
    serve([due(antonym, 5, 1)], () => (fail ? { status: 500, body: { message: 'boom' } } : verdict()));
    await renderReview();
    fireEvent.change(screen.getByLabelText('Antonym'), { target: { value: 'रात' } });
    fireEvent.click(screen.getByRole('button', { name: reviewTexts.submit }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(reviewTexts.submitError);
    expect((screen.getByLabelText('Antonym') as HTMLInputElement).value).toBe('रात');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: reviewTexts.submit }));
    await flush();
    expect(screen.getByText(en[antonym.texts.correct])).toBeTruthy();
  });

  it('offers a retry when the reviews cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/review': () => (fail ? { status: 500, body: { message: 'down' } } : due(antonym, 5, 1)),
    });
    await renderReview();
    expect(screen.getByRole('alert').textContent).toBe(reviewTexts.fetchError);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: reviewTexts.retry }));
    await flush();
    expect(screen.getByText('प्रश्न5')).toBeTruthy();
  });

  it('offers to report the question once it is answered', async () => {
    serve([due(antonym, 5, 1)], () => verdict({ correct: false }));
    await renderReview();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Antonym'), { target: { value: 'रात' } });
    fireEvent.click(screen.getByRole('button', { name: reviewTexts.submit }));
    await flush();
    expect(screen.getByRole('button', { name: 'Report' })).toBeTruthy();
  });
});
