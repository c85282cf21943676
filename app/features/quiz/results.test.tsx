// @vitest-environment jsdom
import '../../test/setup';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { moduleByKey } from '../../registry';
import { mockApi } from '../../test/api-mock';
import { advance, flush, renderRound, servedQuestion } from '../../test/quiz-fixtures';
import { quizTexts } from './quiz-texts';
import { ResultsTable } from './ResultsTable';

const rows = [
  { question: 'सूर्यास्त', userAnswer: 'सूर्य + अस्त', correctAnswers: ['सूर्य + अस्त'], isCorrect: true },
  { question: 'विद्यालय', userAnswer: 'विद्या + लय', correctAnswers: ['विद्या + आलय'], isCorrect: false },
];
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('the results table', () => {
  it('has the English headers and one row per answer', () => {
    render(<ResultsTable rows={rows} />);
    expect(headers()).toEqual(['Question', 'Your Answer', 'Correct Answer', 'Correct/Incorrect']);
    const body = screen.getAllByRole('row').slice(1);
    expect(body).toHaveLength(2);
    expect(
      within(body[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['सूर्यास्त', 'सूर्य + अस्त', 'सूर्य + अस्त', '✔ Correct']);
    expect(within(body[1]!).getAllByRole('cell')[3]!.textContent).toBe('✘ Incorrect');
  });

  it('has Hindi headers where the module says so (pratyay, upsarg)', () => {
    expect(moduleByKey('pratyay').texts.hindiResults).toBe(true);
    expect(moduleByKey('upsarg').texts.hindiResults).toBe(true);
    expect(moduleByKey('administrativeVocabulary').texts.hindiResults).toBeFalsy();
    render(<ResultsTable rows={rows} hindi />);
    expect(headers()).toEqual(['प्रश्न', 'आपका उत्तर', 'सही उत्तर', 'सही/गलत']);
    expect(screen.getAllByRole('cell')[3]!.textContent).toBe('✔ सही');
  });

  it('says in Hindi that no answers were given', () => {
    render(<ResultsTable rows={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(quizTexts.noAnswers).getAttribute('lang')).toBe('hi');
  });
});

describe('the end of a round', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it("ends a free learner's round after the last question, with the results and the explanation shown", async () => {
    const module = moduleByKey('pratyay');
    let n = 0;
    mockApi({
      [`GET /api${module.api.fetch}`]: () => {
        n++;
        return { question: servedQuestion(module, n), lastQuestion: n === 2, attempted: n - 1, limit: 2 };
      },
      [`POST /api${module.api.submit}`]: () => ({
        correct: n === 1,
        correctAnswers: ['इक'],
        alreadyAnswered: false,
        lastQuestion: n === 2,
        explanation: 'इक प्रत्यय',
      }),
    });
    renderRound(module);
    fireEvent.click(screen.getByRole('button', { name: 'Start Quiz' }));
    await flush();
    fireEvent.change(screen.getByLabelText('प्रत्यय'), { target: { value: 'इक' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    expect(screen.getByText('Correct!')).toBeTruthy();
    expect(screen.getByText('इक प्रत्यय')).toBeTruthy();
    await advance(1200);
    await flush();
    expect(screen.getByText(quizTexts.lastQuestion)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('प्रत्यय'), { target: { value: 'ता' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await flush();
    expect(screen.getByText('Incorrect. Correct answers: इक')).toBeTruthy();
    await advance(1200);
    await flush();
    expect(screen.getByText(quizTexts.endOfDay)).toBeTruthy();
    expect(headers()).toEqual(['प्रश्न', 'आपका उत्तर', 'सही उत्तर', 'सही/गलत']);
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it("shows the server's end-of-day message, and the fetch error text", async () => {
    const module = moduleByKey('sandhi');
    mockApi({ [`GET /api${module.api.fetch}`]: () => ({ endOfDay: true, message: 'Come back tomorrow.' }) });
    renderRound(module);
    fireEvent.click(screen.getByRole('button', { name: 'Start Quiz' }));
    await flush();
    expect(screen.getByText('Come back tomorrow.')).toBeTruthy();

    const other = moduleByKey('sandhiViched');
    mockApi({
      [`GET /api${other.api.fetch}`]: () => ({
        status: 404,
        body: { error: 'Not Found', message: 'No questions found.' },
      }),
    });
    renderRound(other);
    fireEvent.click(screen.getAllByRole('button', { name: 'Start Quiz' })[0]!);
    await flush();
    expect(screen.getByText('No sandhi viched questions found.')).toBeTruthy();
  });
});
